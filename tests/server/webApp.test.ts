import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { getTestApp } from "./support/testApp";

/** The built web app as the build leaves it: each text file with its .br and .gz beside it. */
const INDEX = `<!doctype html><html><body>${"<p>store</p>".repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;
/** A route's own page (build/routePages.ts): index.html plus its screen's preloads. */
const PRODUCT_PAGE = INDEX.replace("<body>", '<head><link rel="modulepreload"></head><body>');
const ROUTE_TABLE = JSON.stringify([
  { pattern: "/", page: "routes/home.html" },
  { pattern: "/products/:id/detail", page: "routes/productDetail.html" },
]);

const MANIFEST = JSON.stringify({ name: "Storefront", start_url: "/" });

let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), "storefront-web-"));
  await mkdir(join(webRoot, "assets"));
  await mkdir(join(webRoot, "routes"));
  for (const [path, body] of [
    ["index.html", INDEX],
    ["routes/home.html", INDEX.replace("store", "home")],
    ["routes/productDetail.html", PRODUCT_PAGE],
    ["routes/routes.json", ROUTE_TABLE],
    ["assets/index-abc123.js", SCRIPT],
    ["sw.js", SCRIPT],
  ] as const) {
    await writeFile(join(webRoot, path), body);
    await writeFile(join(webRoot, `${path}.br`), brotliCompressSync(body));
    await writeFile(join(webRoot, `${path}.gz`), gzipSync(body));
  }
  await writeFile(join(webRoot, "manifest.webmanifest"), MANIFEST);
  const { context } = await getTestApp();
  app = await buildApp({ ...context, config: { ...context.config, webRoot } });
});

afterAll(async () => {
  await app.close();
});

describe("the built web app", () => {
  it("sends the page's Brotli copy, revalidated, for a client route", async () => {
    const page = await app.inject({ url: "/search", headers: { "accept-encoding": "br, gzip" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.rawPayload).toEqual(brotliCompressSync(INDEX));
  });

  it("sends a route its own page, and any other path index.html", async () => {
    const product = await app.inject({ url: "/products/12/detail?from=home" });
    expect(product.statusCode).toBe(200);
    expect(product.body).toBe(PRODUCT_PAGE);
    expect((await app.inject({ url: "/products/12/detail/" })).body).toBe(PRODUCT_PAGE);
    expect((await app.inject({ url: "/" })).body).toBe(INDEX.replace("store", "home"));
    expect((await app.inject({ url: "/products/12" })).body).toBe(INDEX);
    expect((await app.inject({ url: "/products/12/detail/more" })).body).toBe(INDEX);
  });

  it("sends hashed assets gzip or plain as asked, cached for good", async () => {
    const gzip = await app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/javascript/);
    expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gzip.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await app.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends the service worker revalidated on every visit, so a new version is found at once", async () => {
    const worker = await app.inject({ url: "/sw.js", headers: { "accept-encoding": "br" } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-security-policy"]).toContain("worker-src 'self'");
  });

  it("sends the web app manifest as a manifest", async () => {
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual(JSON.parse(MANIFEST));
    expect(manifest.headers["content-security-policy"]).toContain("manifest-src 'self'");
  });
});
