import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAME_END, FRAME_START, PAINT_WHEN_FRAMED } from "../../shared/webBuild";
import { buildApp } from "../../server/app";
import type { AppContext } from "../../server/context";
import {
  MAX_PAGES_DRAWING,
  PAGE_DRAW_BUDGET_MS,
  withRenderedPage,
  withVisitorHeader,
} from "../../server/http/pages";
import { signInCustomer, signInGuest } from "./support/auth";
import { getCart } from "./support/cart";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * A built page as build/routePages.ts writes it: the early reads, no paint before the frame is
 * whole, the frame in #root.
 */
const BUILT_PAGE =
  '<!doctype html><html lang="en"><head><title>Store</title>\n' +
  "    <!-- Starts the page's first API reads. -->\n" +
  '    <script src="/early-reads.js" async></script>\n' +
  '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/HomeRoute.js">\n' +
  `    ${PAINT_WHEN_FRAMED}\n  </head><body>` +
  `${FRAME_START}<header>frame</header><main>Loading…</main>${FRAME_END}\n</body></html>`;

/** Vite's manifest entry of the Urdu and Arabic font (the build's others are left out). */
const NASKH_IN_THE_BUILD = {
  "src/assets/fonts/noto-naskh-arabic-arabic.woff2": {
    file: "assets/noto-naskh-arabic-arabic-X1.woff2",
  },
};

/**
 * A renderer as scripts/build-server.mjs bundles src/app/shell/renderPage.tsx: it reads what the
 * page shows through the transport it is given (here the ethnicities, or a customer's cart,
 * answered by the store's own routes), and fails for a path that says so; its pages are long
 * enough to be worth compressing. It counts its renders on globalThis. A customer's page waits a
 * random moment before its read, so pages drawn side by side interleave their reads. A catalogue
 * page's header is drawn for nobody; renderHeader draws it for a visitor, with their cart, and
 * pages of one scope (headerScope) show the same header. A page whose URL says `wait=<ms>` takes
 * that long to draw.
 */
const RENDERER = `
let send;
export function setApiTransport(transport) { send = transport; }
export function setSiteOrigin(origin) { globalThis.siteOrigin = origin; }
export function pageAudience(path) {
  if (path === "/nowhere") return null;
  return path === "/checkout" ? "customer" : "everyone";
}
const ask = (path) => send(new Request("http://storefront.invalid/api/v1" + path, {
  headers: { "X-Requested-With": "XMLHttpRequest" },
}));
// A URL that says "unkept" is one the app does not write; "/search" pages have a shelf of their own.
export function keptPageShelf(url) {
  if (url.includes("unkept")) return null;
  return url.startsWith("/search") ? "search" : "catalogue";
}
export async function renderPage(url, customer, locale) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  if (url.includes("broken")) throw new Error("cannot draw " + url);
  const waitMs = Number(new URL(url, "http://storefront.invalid").searchParams.get("wait") ?? 0);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (customer) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    const cart = await ask("/cart");
    return {
      head: "",
      body: "<main>" + customer.user.firstName + "'s checkout, cart " + (await cart.json()).data.uuid +
        ", delivering to " + (customer.location ? customer.location.state : "nowhere yet") + "</main>",
      queries: "",
    };
  }
  const write = await send(new Request("http://storefront.invalid/api/v1/cart", { method: "DELETE" }));
  const read = await ask("/support/ethnicities");
  const ethnicities = (await read.json()).data;
  return {
    head: '<link rel="preload" as="image" href="/media/banners/1.svg"/>',
    body: "<header>Select location, Login</header><main>" + url + " drawn with " + ethnicities.length + " ethnicities; a write answered " + write.status + "</main>" + "<p>in " + (locale ?? "en") + "</p>" + "<p>shelf</p>".repeat(300),
    queries: '<script type="application/json" id="page-queries">{}</script>',
  };
}
// Pages that name a scope share their header; any other page is a scope of its own.
export function headerScope(url) {
  return new URL(url, "http://storefront.invalid").searchParams.get("scope") ?? url;
}
export async function renderHeader(url, visitor) {
  globalThis.headerRenders = (globalThis.headerRenders ?? 0) + 1;
  if (url.includes("header-fails")) throw new Error("cannot draw the header of " + url);
  const cart = visitor.token ? (await (await ask("/cart")).json()).data.uuid : "none";
  const name = visitor.user && !visitor.user.isGuestUser ? visitor.user.firstName : "Login";
  return {
    head: "",
    body: "<header>" + (visitor.location ? visitor.location.state : "Select location") + ", " +
      name + ", cart " + cart + "</header>",
    queries: '<script type="application/json" id="visitor-queries">{"cart":"' + cart + '"}</script>',
  };
}`;

let app: FastifyInstance;
let context: AppContext;
let webRoot: string;
let pageRenderer: string;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
const headerRenders = () => (globalThis as { headerRenders?: number }).headerRenders ?? 0;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "storefront-pages-"));
  await mkdir(join(webRoot, "routes"));
  await writeFile(join(webRoot, "index.html"), BUILT_PAGE);
  await writeFile(join(webRoot, "routes/home.html"), BUILT_PAGE);
  await writeFile(join(webRoot, "routes/checkout.html"), BUILT_PAGE);
  await mkdir(join(webRoot, ".vite"));
  await writeFile(join(webRoot, ".vite/manifest.json"), JSON.stringify(NASKH_IN_THE_BUILD));
  await writeFile(
    join(webRoot, "routes/routes.json"),
    JSON.stringify([
      { pattern: "/", page: "routes/home.html" },
      { pattern: "/checkout", page: "routes/checkout.html" },
    ]),
  );
  pageRenderer = join(webRoot, "renderPage.mjs");
  await writeFile(pageRenderer, RENDERER);
  context = (await getTestApp()).context;
  app = await buildApp({ ...context, config: { ...context.config, webRoot, pageRenderer } });
});

afterAll(async () => {
  await app.close();
});

describe("withRenderedPage", () => {
  it("puts the drawn page in the frame's place, its preloads in the head, paints nothing of it before its frame is whole, and starts the app after the first paint", () => {
    const page = withRenderedPage(BUILT_PAGE, {
      head: '<link rel="preload" as="image" href="/b.svg"/>',
      body: "<main>Basmati Rice</main>",
      queries: '<script type="application/json" id="page-queries">{}</script>',
    });
    expect(page).toBe(
      '<!doctype html><html lang="en"><head><title>Store</title>\n' +
        '    <link rel="expect" href="#frame-end" blocking="render">\n' +
        '  <link rel="preload" as="image" href="/b.svg"/><template id="app-scripts">\n' +
        '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/HomeRoute.js"></template>\n' +
        '<script src="/start-app.js" async></script>\n</head><body>' +
        `${FRAME_START}<main>Basmati Rice</main></div></div><!--/frame--><template id="frame-end"></template>` +
        '<script type="application/json" id="page-queries">{}</script>\n</body></html>',
    );
  });

  it("puts the page's own title and description in place of the built page's, which name the store", () => {
    const page = withRenderedPage(BUILT_PAGE, {
      head: '<title>Basmati Rice | Store</title><meta name="description" content="Long grains"/>',
      body: "<main>Basmati Rice</main>",
      queries: "",
    });
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Basmati Rice | Store</title><meta name="description" content="Long grains"/>',
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

describe("withVisitorHeader", () => {
  const shared = withRenderedPage(BUILT_PAGE, {
    head: "",
    body: '<a href="#main">Skip</a><header class="sticky">Login</header><main>Rice</main>',
    queries: '<script type="application/json" id="page-queries">{}</script>',
  });

  it("puts the visitor's header in the shared header's place and its answers at the end of the body", () => {
    const page = withVisitorHeader(shared, {
      body: '<header class="sticky">Ada</header>',
      queries: '<script type="application/json" id="visitor-queries">{"cart":1}</script>',
    });
    expect(page).toBe(
      shared
        .replace('<header class="sticky">Login</header>', '<header class="sticky">Ada</header>')
        .replace(
          "</body>",
          '<script type="application/json" id="visitor-queries">{"cart":1}</script></body>',
        ),
    );
  });

  it("gives nothing for a page without a header, or a drawn header that is not one", () => {
    const header = { body: "<header>Ada</header>", queries: "" };
    expect(withVisitorHeader(BUILT_PAGE.replace("<header>frame</header>", ""), header)).toBeNull();
    expect(withVisitorHeader(shared, { ...header, body: "<div>Ada</div>" })).toBeNull();
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
    // Its canonical addresses name the store's public origin, not the request's Host.
    expect((globalThis as { siteOrigin?: string }).siteOrigin).toBe(context.config.publicUrl);
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

  it("is drawn in the language its cookie names, with <html lang dir>, and kept apart from the English page", async () => {
    const before = renders();
    const english = await app.inject({ url: "/?languages" });
    const urdu = await app.inject({
      url: "/?languages",
      headers: { cookie: "storefront_locale=ur" },
    });
    const hindi = await app.inject({
      url: "/?languages",
      headers: { cookie: "storefront_locale=hi" },
    });
    const englishAgain = await app.inject({ url: "/?languages" });
    const urduAgain = await app.inject({
      url: "/?languages",
      headers: { cookie: "storefront_locale=ur" },
    });
    expect(renders() - before).toBe(3);
    expect(english.body).toContain('<html lang="en"><head>');
    expect(english.body).toContain("<p>in en</p>");
    expect(englishAgain.body).toBe(english.body);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl"><head>');
    expect(urdu.body).toContain("<p>in ur</p>");
    expect(urduAgain.body).toBe(urdu.body);
    expect(hindi.body).toContain('<html lang="hi" dir="ltr"><head>');
    expect(hindi.body).toContain("<p>in hi</p>");
    // Urdu's letters paint in their font from the start: its file preloaded, its rule inline.
    const urduHead = urdu.body.slice(0, urdu.body.indexOf("</head>"));
    expect(urduHead).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-naskh-arabic-arabic-X1.woff2">',
    );
    expect(urduHead).toContain(
      '<style>@font-face{font-family:"Noto Naskh Arabic Variable";font-style:normal;font-weight:400 700;' +
        'font-display:swap;src:url(/assets/noto-naskh-arabic-arabic-X1.woff2) format("woff2");' +
        "unicode-range:U+600-6FF,U+200C-200E}</style>",
    );
    // English has its own font; Hindi's is not in this build, so its page names none.
    for (const page of [english, hindi]) {
      expect(page.body).not.toContain('as="font"');
      expect(page.body).not.toContain("@font-face");
    }
    // A cookie naming no language the store speaks is English.
    const unknown = await app.inject({
      url: "/?languages",
      headers: { cookie: "storefront_locale=xx" },
    });
    expect(unknown.body).toBe(english.body);
  });

  it("arrives as its frame in the cookie's language, for a shopper who chose an ethnicity", async () => {
    const frame = await app.inject({
      url: "/?framed-language",
      headers: { cookie: "storefront_locale=ar; ethnicity=2" },
    });
    expect(frame.body).toContain('<html lang="ar" dir="rtl"><head>');
    expect(frame.body).toContain("<main>Loading…</main>");
    expect(frame.headers["cache-control"]).toBe("private, no-store");
  });

  it("is drawn once when it is asked for again while it is being drawn", async () => {
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ url: "/?asked-at-once" })),
    );
    expect(renders() - before).toBe(1);
    for (const page of pages) expect(page.body).toContain("/?asked-at-once drawn with");
  });

  it("is drawn for each request, not kept, at a URL the app does not write", async () => {
    const before = renders();
    for (let asked = 0; asked < 3; asked += 1) {
      const page = await app.inject({ url: "/?unkept=1" });
      expect(page.body).toContain("/?unkept=1 drawn with");
    }
    expect(renders() - before).toBe(3);
  });

  it("arrives as its frame when it takes longer than its budget to draw, and is kept once drawn", async () => {
    const before = renders();
    const late = await app.inject({ url: `/?wait=${PAGE_DRAW_BUDGET_MS + 300}` });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe(BUILT_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const drawn = await app.inject({ url: `/?wait=${PAGE_DRAW_BUDGET_MS + 300}` });
    expect(drawn.body).toContain(`wait=${PAGE_DRAW_BUDGET_MS + 300} drawn with`);
    expect(renders() - before).toBe(1);
  });

  it("arrives as the frame for a shopper who chose an ethnicity, a page not drawn, or a failed drawing", async () => {
    for (const request of [
      { url: "/?chosen", headers: { cookie: "theme=dark; ethnicity=3" } },
      { url: "/nowhere" },
      { url: "/?broken" },
    ]) {
      const page = await app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).toBe(BUILT_PAGE);
    }
  });
});

describe("a page while the store is busy", () => {
  let busy: FastifyInstance;
  beforeAll(async () => {
    const busyRenderer = join(webRoot, "renderPage-busy.mjs");
    await writeFile(busyRenderer, RENDERER);
    busy = await buildApp({
      ...context,
      config: {
        ...context.config,
        webRoot,
        // A module of its own: the renderer's transport is one per module, and this store's
        // must not replace the other's.
        pageRenderer: busyRenderer,
        // One request at a time: a page drawn for another keeps the store busy.
        loadShedding: { ...context.config.loadShedding, maxRequestsInFlight: 1 },
      },
    });
  });
  afterAll(() => busy.close());

  it("that needs drawing arrives as its frame at once, and one already kept arrives drawn", async () => {
    const kept = await busy.inject({ url: "/?kept-before-busy" });
    expect(kept.body).toContain("drawn with");
    const slow = busy.inject({ url: "/?wait=400&busy-for-others" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [another, keptAgain] = await Promise.all([
      busy.inject({ url: "/?not-drawn-yet" }),
      busy.inject({ url: "/?kept-before-busy" }),
    ]);
    expect(another.statusCode).toBe(200);
    expect(another.body).toBe(BUILT_PAGE);
    expect(keptAgain.body).toContain("/?kept-before-busy drawn with");
    expect((await slow).body).toContain("busy-for-others drawn with");
    // No longer busy: the page is drawn.
    expect((await busy.inject({ url: "/?not-drawn-yet" })).body).toContain("drawn with");
  });

  it("beyond the few drawn at once arrives as its frame, rather than queued behind them", async () => {
    const pages = await Promise.all(
      Array.from({ length: MAX_PAGES_DRAWING + 2 }, (_, index) =>
        app.inject({ url: `/?unkept&wait=200&at-once=${index}` }),
      ),
    );
    const drawn = pages.filter((page) => page.body.includes("drawn with"));
    expect(drawn).toHaveLength(MAX_PAGES_DRAWING);
    expect(pages.filter((page) => page.body === BUILT_PAGE)).toHaveLength(2);
  });

  it("past its budget keeps its place among those drawn at once until it is drawn", async () => {
    const wait = PAGE_DRAW_BUDGET_MS + 600;
    const late = await Promise.all(
      Array.from({ length: MAX_PAGES_DRAWING }, (_, index) =>
        app.inject({ url: `/?unkept&wait=${wait}&past-budget=${index}` }),
      ),
    );
    // Their visitors had the frame at the budget, but the drawings go on: no room for another.
    for (const page of late) expect(page.body).toBe(BUILT_PAGE);
    const meanwhile = await app.inject({ url: "/?unkept&while-past-budget" });
    expect(meanwhile.body).toBe(BUILT_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const after = await app.inject({ url: "/?unkept&after-past-budget" });
    expect(after.body).toContain("after-past-budget drawn with");
  });

  it("for a customer arrives as its frame, without a session lookup", async () => {
    const customer = await signInCustomer();
    const slow = busy.inject({ url: "/?wait=400&busy-for-customer" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const checkout = await busy.inject({
      url: "/checkout",
      headers: { cookie: `session=${customer.token}` },
    });
    expect(checkout.body).toBe(BUILT_PAGE);
    await slow;
  });
});

describe("a catalogue page for a returning visitor", () => {
  const brooklyn = encodeURIComponent(
    JSON.stringify({ lat: 40.68, lng: -73.94, state: "NY", country: "USA" }),
  );

  it("is the kept copy with its header drawn for the visitor: their location, name and cart", async () => {
    const customer = await signInCustomer();
    const guest = await signInGuest();
    const [customerCart, guestCart] = await Promise.all([
      getCart(customer.token),
      getCart(guest.token),
    ]);
    const shared = await app.inject({ url: "/?returning" });
    const before = renders();
    const headersBefore = headerRenders();
    const cases = [
      [
        `session=${customer.token}; location=${brooklyn}`,
        `NY, ${customer.user.firstName}, cart ${customerCart.uuid}`,
      ],
      [`session=${guest.token}; location=${brooklyn}`, `NY, Login, cart ${guestCart.uuid}`],
      [`location=${brooklyn}`, "NY, Login, cart none"],
      [
        `session=${customer.token}`,
        `Select location, ${customer.user.firstName}, cart ${customerCart.uuid}`,
      ],
    ] as const;
    for (const [cookie, header] of cases) {
      const page = await app.inject({ url: "/?returning", headers: { cookie } });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.headers["cache-control"], cookie).toBe("private, no-store");
      expect(page.headers.vary, cookie).toBe("Accept-Encoding, Cookie");
      expect(page.headers.etag, cookie).toBeUndefined();
      expect(page.body, cookie).toBe(
        shared.body
          .replace("<header>Select location, Login</header>", `<header>${header}</header>`)
          .replace(
            "</body>",
            '<script type="application/json" id="visitor-queries">' +
              `{"cart":"${header.split("cart ")[1]}"}</script></body>`,
          ),
      );
    }
    // The page itself was drawn once, for everyone; only its header for each visitor.
    expect(renders() - before).toBe(0);
    expect(headerRenders() - headersBefore).toBe(cases.length);
  });

  it("arrives compressed as the browser asks (found sent plain: 99 KB for a 12 KB page), gzipped without compressing the shared page again when the browser takes gzip", async () => {
    const guest = await signInGuest();
    const cookie = `session=${guest.token}; location=${brooklyn}`;
    const plain = await app.inject({ url: "/?compressed", headers: { cookie } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<header>NY, Login, cart ");
    for (const [accepted, sent] of [
      ["gzip, deflate, br, zstd", "gzip"],
      ["gzip", "gzip"],
      ["br", "br"],
    ] as const) {
      // A page not kept for them yet, so it is put together for this request's encodings; then
      // the same page, kept for them, plain.
      const url = `/?compressed&as=${encodeURIComponent(accepted)}`;
      const page = await app.inject({ url, headers: { cookie, "accept-encoding": accepted } });
      const expected = (await app.inject({ url, headers: { cookie } })).body;
      expect(expected, accepted).toContain("<header>NY, Login, cart ");
      expect(page.headers["content-encoding"], accepted).toBe(sent);
      expect(page.headers.vary, accepted).toBe("Accept-Encoding, Cookie");
      expect(page.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 4);
      const decode = sent === "br" ? brotliDecompressSync : gunzipSync;
      expect(decode(page.rawPayload).toString(), accepted).toBe(expected);
    }
  });

  it("is drawn for its visitor once and then sent as kept, until they change something (kept for signed-in visitors only on the embedded database)", async () => {
    // Only one process writes to an embedded database; on PostgreSQL others may.
    const keepsSignedIn = !process.env.TEST_DATABASE_URL;
    const customer = await signInCustomer();
    const cookie = `session=${customer.token}; location=${brooklyn}`;
    const ask = () => app.inject({ url: "/?kept", headers: { cookie, "accept-encoding": "br" } });
    const first = await ask();
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      `<header>NY, ${customer.user.firstName}, cart `,
    );
    const drawn = headerRenders();
    const again = await ask();
    expect(again.headers["cache-control"]).toBe("private, no-store");
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(headerRenders() - drawn).toBe(keepsSignedIn ? 0 : 1);

    await callApi("PUT", "/users/customer/profile", {
      token: customer.token,
      body: { firstName: "Renamed", email: "renamed@example.com" },
    });
    const renamed = await ask();
    expect(brotliDecompressSync(renamed.rawPayload).toString()).toContain(
      "<header>NY, Renamed, cart ",
    );

    await callApi("POST", "/auth/logout", { token: customer.token });
    const ended = await ask();
    expect(brotliDecompressSync(ended.rawPayload).toString()).toContain(
      "<header>NY, Login, cart none</header>",
    );
  });

  it("is sent, on a page they open for the first time, with the header kept for them from another page of its scope, until they change something", async () => {
    // Only one process writes to an embedded database; on PostgreSQL others may.
    const keepsSignedIn = !process.env.TEST_DATABASE_URL;
    const guest = await signInGuest();
    const { uuid } = await getCart(guest.token);
    const cookie = `session=${guest.token}; location=${brooklyn}`;
    const open = (page: number) =>
      app.inject({ url: `/?scope=shelf&page=${page}`, headers: { cookie } });
    const drawn = headerRenders();
    for (const page of [1, 2, 3]) {
      const sent = await open(page);
      expect(sent.headers["cache-control"]).toBe("private, no-store");
      expect(sent.body).toContain(`<header>NY, Login, cart ${uuid}</header>`);
      expect(sent.body).toContain(`<main>/?scope=shelf&page=${page} drawn with `);
    }
    expect(headerRenders() - drawn).toBe(keepsSignedIn ? 1 : 3);
    // A page of another scope gets its own header.
    await app.inject({ url: "/?scope=aisle", headers: { cookie } });
    expect(headerRenders() - drawn).toBe(keepsSignedIn ? 2 : 4);

    await callApi("POST", "/auth/logout", { token: guest.token });
    expect((await open(4)).body).toContain("<header>NY, Login, cart none</header>");
  });

  it("is drawn anew for every signed-in visitor after a call without a session, which may merge a guest's cart into anyone's", async () => {
    const customer = await signInCustomer();
    const cookie = `session=${customer.token}`;
    await app.inject({ url: "/?merged", headers: { cookie } });
    const drawn = headerRenders();
    // A sign-in elsewhere: its guest's cart may be merged into this customer's.
    await signInGuest();
    await app.inject({ url: "/?merged", headers: { cookie } });
    expect(headerRenders() - drawn).toBe(1);
  });

  it("is kept for a visitor with a location alone on any database, and drawn anew when the catalogue changes", async () => {
    const cookie = `location=${brooklyn}`;
    await app.inject({ url: "/?located", headers: { cookie } });
    const drawn = headerRenders();
    const again = await app.inject({ url: "/?located", headers: { cookie } });
    expect(again.body).toContain("<header>NY, Login, cart none</header>");
    expect(headerRenders() - drawn).toBe(0);
    context.catalogCache.invalidate();
    await app.inject({ url: "/?located", headers: { cookie } });
    expect(headerRenders() - drawn).toBe(1);
  });

  it("is the shared copy for a visitor whose session ended and who has no location, or whose header fails to draw", async () => {
    const ended = await signInCustomer();
    await callApi("POST", "/auth/logout", { token: ended.token });
    for (const [url, cookie] of [
      ["/?ended", `session=${ended.token}`],
      ["/?ended", "session=not-a-token; location=not-json"],
      ["/?header-fails", `location=${brooklyn}`],
    ] as const) {
      const shared = await app.inject({ url });
      const page = await app.inject({ url, headers: { cookie } });
      expect(page.headers["cache-control"], cookie).toBe("no-cache");
      expect(page.body, cookie).toBe(shared.body);
      expect(page.body, cookie).toContain("<header>Select location, Login</header>");
    }
  });
});

describe("a customer's page", () => {
  it("arrives drawn for the customer whose session cookie it carries, each with their own data", async () => {
    const customers = await Promise.all([signInCustomer(), signInCustomer(), signInCustomer()]);
    const carts = await Promise.all(customers.map(({ token }) => getCart(token)));
    const before = renders();
    // As many at once as are drawn at once, over three customers.
    const pages = await Promise.all(
      Array.from({ length: MAX_PAGES_DRAWING }, (_, index) => customers[index % 3]).map(
        (customer) =>
          app.inject({
            url: "/checkout",
            headers: { cookie: `theme=dark; session=${customer?.token}` },
          }),
      ),
    );
    expect(renders() - before).toBe(MAX_PAGES_DRAWING);
    pages.forEach((page, index) => {
      const customer = customers[index % 3];
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.headers.vary).toBe("Accept-Encoding, Cookie");
      expect(page.headers.etag).toBeUndefined();
      expect(page.body).toContain(
        `<main>${customer?.user.firstName}'s checkout, cart ${carts[index % 3]?.uuid}, delivering to nowhere yet</main>`,
      );
    });
  });

  it("is drawn for its customer once and then sent as kept, until they, their orders' fulfilment or the catalogue change something (kept only on the embedded database)", async () => {
    const keepsSignedIn = !process.env.TEST_DATABASE_URL;
    const customer = await signInCustomer();
    const other = await signInCustomer();
    const ask = (token = customer.token) =>
      app.inject({
        url: "/checkout",
        headers: { cookie: `session=${token}` },
      });
    const drawnAfter = async (change: () => unknown) => {
      await change();
      const before = renders();
      const page = await ask();
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.body).toContain(`<main>${customer.user.firstName}'s checkout, cart `);
      return renders() - before;
    };

    expect(await drawnAfter(() => ask())).toBe(keepsSignedIn ? 0 : 1);
    // Another customer's page and calls leave this one's kept page as it is.
    expect(await drawnAfter(() => ask(other.token))).toBe(keepsSignedIn ? 0 : 1);
    const rename = (who: typeof customer) => () =>
      callApi("PUT", "/users/customer/profile", {
        token: who.token,
        body: { firstName: who.user.firstName, email: `${randomUUID()}@example.com` },
      });
    expect(await drawnAfter(rename(other))).toBe(keepsSignedIn ? 0 : 1);
    expect(await drawnAfter(rename(customer))).toBe(1);
    // The simulator's step of one of their orders, which no call of theirs made.
    await ask();
    expect(await drawnAfter(() => context.visitorChanges.changedBy(customer.user.id))).toBe(1);
    await ask();
    expect(await drawnAfter(() => context.catalogCache.invalidate())).toBe(1);

    await callApi("POST", "/auth/logout", { token: customer.token });
    const ended = await ask();
    expect(ended.body).toBe(BUILT_PAGE);
  });

  it("is drawn at the location the customer's location cookie names, and ignores one that names none", async () => {
    const { token } = await signInCustomer();
    const brooklyn = encodeURIComponent(
      JSON.stringify({ lat: 40.68, lng: -73.94, state: "NY", country: "USA" }),
    );
    for (const [location, shown] of [
      [brooklyn, "NY"],
      [encodeURIComponent('{"lat":"40","state":"NY"}'), "nowhere yet"],
      ["not-json", "nowhere yet"],
    ]) {
      const page = await app.inject({
        url: "/checkout",
        headers: { cookie: `session=${token}; location=${location}` },
      });
      expect(page.body, location).toContain(`, delivering to ${shown}</main>`);
    }
  });

  it("arrives as the frame without a session cookie or for a session that ended, and with their header for a guest", async () => {
    const guest = await signInGuest();
    const ended = await signInCustomer();
    const logout = await callApi("POST", "/auth/logout", { token: ended.token });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    for (const cookie of [undefined, `session=${ended.token}`, "session=not-a-token"]) {
      const page = await app.inject({ url: "/checkout", headers: cookie ? { cookie } : {} });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toBe(BUILT_PAGE);
    }
    // A guest's frame has the guest's header, as their catalogue pages do, while the app sends
    // them home.
    const guestCart = await getCart(guest.token);
    const page = await app.inject({
      url: "/checkout",
      headers: { cookie: `session=${guest.token}` },
    });
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toBe(
      BUILT_PAGE.replace(
        "<header>frame</header>",
        `<header>Select location, Login, cart ${guestCart.uuid}</header>`,
      ).replace(
        "</body>",
        `<script type="application/json" id="visitor-queries">{"cart":"${guestCart.uuid}"}</script></body>`,
      ),
    );
  });

  it("arrives as the frame when the session cannot be looked up", async () => {
    const { token } = await signInCustomer();
    const { context } = await getTestApp();
    const down = new Proxy(context.db, {
      get: (db, property) =>
        property === "select"
          ? () => {
              throw new Error("the database is down");
            }
          : Reflect.get(db, property),
    });
    const broken = await buildApp({
      ...context,
      db: down,
      config: { ...context.config, webRoot, pageRenderer },
    });
    try {
      const page = await broken.inject({
        url: "/checkout",
        headers: { cookie: `session=${token}` },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(BUILT_PAGE);
    } finally {
      await broken.close();
    }
  });
});
