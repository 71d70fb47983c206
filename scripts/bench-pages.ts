// `npm run bench:pages`: how fast the store sends its drawn pages (server/http/pages.ts), beside a
// bare Fastify route that sends the same bytes. Starts the store as `npm start` does, then asks
// each page with a browser's Accept-Encoding at BENCH_CONNECTIONS connections: the catalogue's
// pages as a first visit (no cookie) and as a returning guest (session and location cookies), and
// a customer's own pages with a customer's cookies. The returning guest and the customer ask the
// same page again and again, as reloads and pages opened again do, so these rows measure the page
// the store keeps for them (server/http/visitorPages.ts). Products are also asked for by guests
// who have not asked for them before: guests who were drawn a page (home) just before, each asking
// products in turn (the header kept for them serves each), and new guests, one per request, for
// whom the page and its header are drawn. Store and bare route take turns BENCH_ROUNDS times; the
// median p50 and p99 of the rounds are printed with their spread.
//   BENCH_SECONDS per measurement (4)  BENCH_ROUNDS (3)  BENCH_CONNECTIONS (20)
//   BENCH_VISITORS new guests (4000, more than their row's requests)
//   BENCH_RETURNING guests who were drawn home (700), BENCH_NEW_PAGES products each (48)
import { fork, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import Fastify from "fastify";
import { LOCATION_COOKIE, SESSION_COOKIE } from "../shared/cookies";
import { printTable, withSpread } from "./bench/figures";
import { startStore } from "./bench/startStore";
import {
  createOrderingCustomer,
  readShowcaseProducts,
  readStorePages,
  startGuest,
  type StoredEntries,
} from "./bench/storeSession";

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const visitorCount = Number(process.env.BENCH_VISITORS ?? 4000);
const returningCount = Number(process.env.BENCH_RETURNING ?? 700);
const newPagesEach = Number(process.env.BENCH_NEW_PAGES ?? 48);
const root = join(import.meta.dirname, "..");
/** What Chromium sends. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** Issue targets for the HTML of a drawn page, in ms. */
const TARGETS = {
  catalogue: { p50: 30, p99: 100 },
  customer: { p50: Number.POSITIVE_INFINITY, p99: 150 },
} as const;

type Audience = keyof typeof TARGETS;

interface PageToAsk {
  name: string;
  path: string;
  audience: Audience;
  cookie: string | undefined;
  /**
   * Pages of visitors to take turns with, one per request, so none asks for a page the store keeps
   * for them (server/http/visitorPages.ts); `cookie` and `path` then name one more, for the bytes
   * sent.
   */
  visitors?: VisitorPool;
  /** Readies the visitors just before the row is measured (what is kept for them lasts a minute). */
  prepare?: () => Promise<void>;
}

/** A visitor's page to ask: their cookies and its path. */
interface Visit {
  cookie: string;
  path: string;
}

/** Pages of visitors not asked yet, handed out one per request. */
interface VisitorPool {
  visits: Visit[];
  used: number;
}

/** A page as the store sent it: the bare route sends these bytes with these headers. */
interface SentPage {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

type ServerMessage = { ready: string } | { failed: string };

// ------------------------------------------------------------------ the bare route (child)

async function serveBare(pages: SentPage[]): Promise<string> {
  const app = Fastify();
  const byPath = new Map(pages.map((page) => [page.path, page]));
  app.get("/*", (incoming, reply) => {
    const page = byPath.get(incoming.url);
    if (!page) return reply.code(404).send();
    return reply.code(page.status).headers(page.headers).send(page.body);
  });
  return app.listen({ port: 0, host: "127.0.0.1" });
}

function runChild(): void {
  const send = (message: ServerMessage) => process.send?.(message);
  process.once("SIGTERM", () => process.exit(0));
  process.once("message", (pages: SentPage[]) => {
    serveBare(pages).then(
      (ready) => send({ ready }),
      (error: unknown) => send({ failed: String(error) }),
    );
  });
}

// ------------------------------------------------------------------ the measurement (parent)

function cookieOf(storage: StoredEntries): string {
  const pairs: [string, string | undefined][] = [
    [SESSION_COOKIE, storage.auth_token],
    [LOCATION_COOKIE, storage.location],
  ];
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
}

/** `count` guests at the benchmark's location, as their cookies. */
async function startGuests(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < count) {
    const batch = Math.min(connections, count - cookies.length);
    const started = await Promise.all(Array.from({ length: batch }, () => startGuest(origin)));
    cookies.push(...started.map(cookieOf));
  }
  return cookies;
}

/** Asks each path with each cookie, `connections` at a time, for what the store keeps. */
async function askAll(origin: string, visits: Visit[]): Promise<void> {
  for (let next = 0; next < visits.length; next += connections) {
    await Promise.all(
      visits.slice(next, next + connections).map(async ({ cookie, path }) => {
        const sent = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
        if (!sent.ok) throw new Error(`${path} answered ${sent.status}`);
        await sent.arrayBuffer();
      }),
    );
  }
}

/**
 * Products asked for by guests who were drawn a page just before (home, as a shopper who opens
 * products from it in new tabs): each guest asks each product once, so none is a page kept for
 * them, but their header is.
 */
async function returningGuestsNewPages(origin: string): Promise<PageToAsk> {
  const paths = (await readShowcaseProducts(origin, newPagesEach)).map(
    (id) => `/products/${id}/detail`,
  );
  const guests = await startGuests(origin, returningCount);
  const [path = "/", ...others] = paths;
  return {
    name: "product, a returning guest's new page",
    path,
    audience: "catalogue",
    cookie: cookieOf(await startGuest(origin)),
    visitors: {
      visits: guests.flatMap((cookie) => [...others, path].map((each) => ({ cookie, path: each }))),
      used: 0,
    },
    prepare: async () => {
      await askAll(
        origin,
        paths.map((each) => ({ cookie: "", path: each })),
      );
      await askAll(
        origin,
        guests.map((cookie) => ({ cookie, path: "/" })),
      );
    },
  };
}

/** The raw bytes and headers of a page (Node's fetch would decode the body). */
function fetchPage(origin: string, page: PageToAsk): Promise<SentPage> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "accept-encoding": ACCEPT_ENCODING };
    if (page.cookie) headers.cookie = page.cookie;
    request(origin + page.path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const name of ["content-type", "content-encoding", "cache-control", "vary"]) {
          const value = response.headers[name];
          if (typeof value === "string") kept[name] = value;
        }
        resolve({
          path: page.path,
          status: response.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

interface Latency {
  p50: number;
  p99: number;
  failures: number;
}

/** `page` at `origin`, from the visitors of `pool` (one per request) when given. */
async function measure(origin: string, page: PageToAsk, pool?: VisitorPool): Promise<Latency> {
  const result = await autocannon({
    url: origin + page.path,
    connections,
    duration: seconds,
    headers: {
      "accept-encoding": ACCEPT_ENCODING,
      ...(page.cookie ? { cookie: page.cookie } : {}),
    },
    ...(pool
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const visit = pool.visits[pool.used % pool.visits.length];
                pool.used += 1;
                if (!visit) return request;
                const headers = { ...request.headers, cookie: visit.cookie };
                return { ...request, path: visit.path, headers };
              },
            },
          ],
        }
      : {}),
  });
  if (pool && pool.used > pool.visits.length) {
    throw new Error(
      `${page.name}: ${pool.used} requests for ${pool.visits.length} visitors' pages, so some ` +
        "asked for a page kept for them: set BENCH_VISITORS or BENCH_NEW_PAGES higher",
    );
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function startBare(pages: SentPage[]): Promise<{ child: ChildProcess; origin: string }> {
  const child = fork(fileURLToPath(import.meta.url), ["bare"], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    serialization: "advanced",
  });
  child.send(pages);
  return new Promise((resolve, reject) => {
    child.once("message", (message: ServerMessage) => {
      if ("ready" in message) resolve({ child, origin: message.ready });
      else reject(new Error(message.failed));
    });
    child.once("exit", (code) => reject(new Error(`The bare route stopped (exit ${code})`)));
  });
}

/** A drawn page carries the answers it was drawn from (#page-queries); the app's empty page does not. */
function assertDrawn(page: PageToAsk, sent: SentPage): void {
  if (sent.status !== 200) throw new Error(`${page.path} answered ${sent.status}`);
  const encoding = sent.headers["content-encoding"];
  const decode =
    encoding === "br" ? brotliDecompressSync : encoding === "gzip" ? gunzipSync : undefined;
  if (!decode) throw new Error(`${page.path} came with Content-Encoding ${encoding ?? "none"}`);
  if (!decode(sent.body).toString().includes('id="page-queries"'))
    throw new Error(`${page.path} was not drawn by the server`);
}

async function main(): Promise<void> {
  console.log("Starting the store (npm start: build, migrate, seed)…");
  const store = await startStore(root, "pages");
  let bare: ChildProcess | undefined;
  try {
    const { subCategoryId, productId } = await readStorePages(store.origin);
    const guest = cookieOf(await startGuest(store.origin));
    const { storage, orderUuid } = await createOrderingCustomer(store.origin);
    const customer = cookieOf(storage);
    const catalogue = [
      { name: "home", path: "/" },
      { name: "search", path: "/search?q=rice" },
      { name: "category", path: `/categories/${subCategoryId}/products` },
      { name: "product", path: `/products/${productId}/detail` },
    ];
    const pages: PageToAsk[] = [
      ...catalogue.map((page) => ({
        ...page,
        name: `${page.name}, first visit`,
        audience: "catalogue" as const,
        cookie: undefined,
      })),
      ...catalogue.map((page) => ({
        ...page,
        name: `${page.name}, returning guest`,
        audience: "catalogue" as const,
        cookie: guest,
      })),
      await returningGuestsNewPages(store.origin),
      // What the rows above keep for their one guest is drawn for each of these.
      {
        name: "product, a guest's first view",
        path: `/products/${productId}/detail`,
        audience: "catalogue" as const,
        cookie: cookieOf(await startGuest(store.origin)),
        visitors: {
          visits: (await startGuests(store.origin, visitorCount)).map((cookie) => ({
            cookie,
            path: `/products/${productId}/detail`,
          })),
          used: 0,
        },
      },
      ...[
        { name: "checkout", path: "/checkout" },
        { name: "order", path: `/order/${orderUuid}` },
        { name: "my orders", path: "/my-orders" },
      ].map((page) => ({ ...page, audience: "customer" as const, cookie: customer })),
    ];

    const rows: string[][] = [];
    let missed = 0;
    for (const page of pages) {
      await page.prepare?.();
      const sent = await fetchPage(store.origin, page);
      assertDrawn(page, sent);
      // The bare route answers one path; each page gets its own, so its bytes are the page's.
      const started = await startBare([sent]);
      bare = started.child;
      const runs: { store: Latency[]; bare: Latency[] } = { store: [], bare: [] };
      for (let round = 0; round < rounds; round += 1) {
        const sides = round % 2 === 0 ? (["store", "bare"] as const) : (["bare", "store"] as const);
        for (const side of sides) {
          // The bare route sends the same bytes whoever asks: only the store needs new visitors.
          runs[side].push(
            side === "store"
              ? await measure(store.origin, page, page.visitors)
              : await measure(started.origin, page),
          );
        }
      }
      bare.kill();
      bare = undefined;
      const target = TARGETS[page.audience];
      const p50s = runs.store.map((run) => run.p50);
      const p99s = runs.store.map((run) => run.p99);
      const met =
        p50s.every((value) => value <= target.p50) && p99s.every((value) => value <= target.p99);
      if (!met) missed += 1;
      const ms = (value: number) => `${Math.round(value)} ms`;
      rows.push([
        page.name,
        `${(sent.body.length / 1024).toFixed(1)} KB`,
        withSpread(p50s, ms),
        withSpread(p99s, ms),
        withSpread(
          runs.bare.map((run) => run.p50),
          ms,
        ),
        withSpread(
          runs.bare.map((run) => run.p99),
          ms,
        ),
        Number.isFinite(target.p50)
          ? `p50 ≤ ${target.p50}, p99 ≤ ${target.p99}`
          : `p99 ≤ ${target.p99}`,
        met ? "met" : "NOT met",
        String([...runs.store, ...runs.bare].reduce((sum, run) => sum + run.failures, 0)),
      ]);
    }
    console.log(
      `\nautocannon: ${connections} connections, ${rounds} runs of ${seconds} s per side ` +
        `(median, lowest-highest), Accept-Encoding "${ACCEPT_ENCODING}"\n`,
    );
    printTable(
      [
        "page",
        "bytes sent",
        "store p50",
        "store p99",
        "bare p50",
        "bare p99",
        "target",
        "every run",
        "failures",
      ],
      rows,
    );
    console.log(`\n${missed === 0 ? "Every target met" : `${missed} page(s) missed a target`}.`);
  } finally {
    bare?.kill();
    store.stop();
  }
}

if (process.send) runChild();
else await main();
