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

let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), "storefront-web-"));
  await mkdir(join(webRoot, "assets"));
  for (const [path, body] of [
    ["index.html", INDEX],
    ["assets/index-abc123.js", SCRIPT],
  ] as const) {
    await writeFile(join(webRoot, path), body);
    await writeFile(join(webRoot, `${path}.br`), brotliCompressSync(body));
    await writeFile(join(webRoot, `${path}.gz`), gzipSync(body));
  }
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
});
