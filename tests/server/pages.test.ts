import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAME_END, FRAME_START } from "../../build/routePages";
import { buildApp } from "../../server/app";
import { withRenderedPage } from "../../server/http/pages";
import { getTestApp } from "./support/testApp";

/** A built page as build/routePages.ts writes it: the early reads, the frame in #root. */
const BUILT_PAGE =
  "<!doctype html><html><head><title>Store</title>\n" +
  "    <!-- Starts the page's first API reads. -->\n" +
  '    <script src="/early-reads.js" async></script>\n' +
  '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/HomeRoute.js">\n  </head><body>' +
  `${FRAME_START}<header>frame</header><main>Loading…</main>${FRAME_END}\n</body></html>`;

/**
 * A renderer as scripts/build-server.mjs bundles src/app/shell/renderPage.tsx: it reads what the
 * page shows through `send` (here the ethnicities, answered by the store's own route), and fails
 * for a path that says so; its pages are long enough to be worth compressing. It counts its renders on globalThis.
 */
const RENDERER = `
export function drawsOnServer(path) { return path !== "/checkout"; }
export async function renderPage(url, send) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  if (url.includes("broken")) throw new Error("cannot draw " + url);
  const write = await send(new Request("http://storefront.invalid/api/v1/cart", { method: "DELETE" }));
  const read = await send(new Request("http://storefront.invalid/api/v1/support/ethnicities", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  }));
  const ethnicities = (await read.json()).data;
  return {
    head: '<link rel="preload" as="image" href="/media/banners/1.svg"/>',
    body: "<main>" + url + " drawn with " + ethnicities.length + " ethnicities; a write answered " + write.status + "</main>" + "<p>shelf</p>".repeat(300),
    queries: '<script type="application/json" id="page-queries">{}</script>',
  };
}`;

let app: FastifyInstance;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), "storefront-pages-"));
  await mkdir(join(webRoot, "routes"));
  await writeFile(join(webRoot, "index.html"), BUILT_PAGE);
  await writeFile(join(webRoot, "routes/home.html"), BUILT_PAGE);
  await writeFile(
    join(webRoot, "routes/routes.json"),
    JSON.stringify([{ pattern: "/", page: "routes/home.html" }]),
  );
  const pageRenderer = join(webRoot, "renderPage.mjs");
  await writeFile(pageRenderer, RENDERER);
  const { context } = await getTestApp();
  app = await buildApp({ ...context, config: { ...context.config, webRoot, pageRenderer } });
});

afterAll(async () => {
  await app.close();
});

describe("withRenderedPage", () => {
  it("puts the drawn page in the frame's place, its preloads in the head, and starts the app after the first paint", () => {
    const page = withRenderedPage(BUILT_PAGE, {
      head: '<link rel="preload" as="image" href="/b.svg"/>',
      body: "<main>Basmati Rice</main>",
      queries: '<script type="application/json" id="page-queries">{}</script>',
    });
    expect(page).toBe(
      "<!doctype html><html><head><title>Store</title>\n" +
        '  <link rel="preload" as="image" href="/b.svg"/><template id="app-scripts">\n' +
        '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/HomeRoute.js"></template>\n' +
        '<script src="/start-app.js" async></script>\n</head><body>' +
        `${FRAME_START}<main>Basmati Rice</main>${FRAME_END}` +
        '<script type="application/json" id="page-queries">{}</script>\n</body></html>',
    );
  });

  it("refuses a page without a frame rather than sending it half drawn", () => {
    expect(() =>
      withRenderedPage("<html><body><div id=root></div></body></html>", {
        head: "",
        body: "x",
        queries: "",
      }),
    ).toThrow(/no frame/);
  });
});

describe("a catalogue page", () => {
  it("arrives drawn, from the store's own answers, with writes refused to the renderer", async () => {
    const page = await app.inject({ url: "/?from=pages-test" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(page.body).toMatch(
      /<main>\/\?from=pages-test drawn with \d+ ethnicities; a write answered 405<\/main>/,
    );
    expect(page.body).not.toContain("early-reads.js");
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/media/banners/1.svg"/><template id="app-scripts">',
    );
    expect(page.body).toContain('<script src="/start-app.js" async></script>\n</head>');
  });

  it("is drawn once and then sent from kept bytes: compressed, with an ETag that answers 304", async () => {
    const before = renders();
    const first = await app.inject({ url: "/?kept", headers: { "accept-encoding": "br" } });
    const second = await app.inject({ url: "/?kept", headers: { "accept-encoding": "br" } });
    expect(renders() - before).toBe(1);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.rawPayload).toString()).toContain("/?kept drawn with");
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: "/?kept",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("arrives as the frame for a shopper who chose an ethnicity, a page not drawn, or a failed drawing", async () => {
    for (const request of [
      { url: "/?chosen", headers: { cookie: "theme=dark; ethnicity=3" } },
      { url: "/checkout" },
      { url: "/?broken" },
    ]) {
      const page = await app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).toBe(BUILT_PAGE);
    }
  });
});
