// `npm run bench:shedding`: many shoppers searching at once, every search unique, against the
// seeded catalogue on a fresh embedded database, once without load shedding and once with the
// configured limits (the SHED_* variables). Prints, for each, how many searches were served and
// their p50/p99, how many were shed (503) and how many the client gave up on (10 s).
// Then the same flood of unique searches as drawn pages (/search?q=…) against the store started
// as `npm start` starts it, without and with the limits: how many pages were drawn and how many
// sent as their frame (the app draws those in the browser), a shopper's cart (the API) asked
// meanwhile, and the store's resident memory before, at most during, and after.
//   BENCH_CONNECTIONS (50)  BENCH_SECONDS (15)  BENCH_PRODUCTS (the seed's default, API runs)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../server/app";
import { loadConfig, type LoadSheddingLimits } from "../server/config";
import { createAppContext } from "../server/context";
import { openDatabase } from "../server/db/client";
import { seedDatabase } from "../server/seed";
import { startStore } from "./bench/startStore";
import { startGuest } from "./bench/storeSession";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const products = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
const CLIENT_TIMEOUT_MS = 10_000;
const TERMS = ["rice", "aata", "toor dal", "paneer", "chocolat", "dahi", "masala", "tea", "ghee"];
const SORTS = ["RELEVANCE", "PRICE_LOW", "PRICE_HIGH", "DISCOUNT"];

const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-shedding-"));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: "test", DATA_DIR: dataDir }),
  // The API alone: the drawn pages are measured on the store as `npm start` builds and runs it.
  webRoot: null,
  pageRenderer: null,
};
const database = await openDatabase({ dataDir: config.dataDir });

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}

/**
 * The shoppers, in a worker thread: on the server's own event loop, their waiting would count in
 * the latency they measure. Each search is unique (a counter spelt in letters), so no cache
 * answers it; a 503 is asked again after its Retry-After, as the web client does.
 */
const SHOPPERS = `
const { parentPort, workerData } = require("node:worker_threads");
const { address, connections, seconds, timeoutMs, terms, sorts, pages } = workerData;
let searchNumber = 0;
function uniqueSearch() {
  searchNumber += 1;
  const term = terms[searchNumber % terms.length];
  const sort = sorts[searchNumber % sorts.length];
  const word = searchNumber.toString(26).replace(/[0-9]/g, (digit) => "qrstuvwxyz"[Number(digit)]);
  return pages
    ? "/search?q=" + encodeURIComponent(term + " " + word)
    : "/api/v1/catalog/ui/products?name=" + encodeURIComponent(term + " " + word) + "&sortBy=" + sort + "&page=1&size=12";
}
const result = { served: [], shed: 0, timedOut: 0, other: 0, frames: 0 };
const until = performance.now() + seconds * 1000;
async function shopper() {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(address + uniqueSearch(), {
        headers: { "x-requested-with": "XMLHttpRequest" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (response.status === 200) {
        result.served.push(performance.now() - started);
        if (pages && !body.includes('id="page-queries"')) result.frames += 1;
      }
      else if (response.status === 503) {
        result.shed += 1;
        const wait = Number(response.headers.get("retry-after") || 1) * 1000;
        await new Promise((resolve) => setTimeout(resolve, wait));
      } else result.other += 1;
    } catch {
      result.timedOut += 1;
    }
  }
}
Promise.all(Array.from({ length: connections }, shopper)).then(() => parentPort.postMessage(result));
`;

interface ShoppersResult {
  served: number[];
  shed: number;
  timedOut: number;
  other: number;
  /** Pages sent as their frame, not drawn. */
  frames: number;
}

function runShoppers(address: string, pages = false): Promise<ShoppersResult> {
  const workerData = {
    address,
    connections,
    seconds,
    timeoutMs: CLIENT_TIMEOUT_MS,
    terms: TERMS,
    sorts: SORTS,
    pages,
  };
  const worker = new Worker(SHOPPERS, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    worker.once("message", (result: ShoppersResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once("error", reject);
  });
}

async function run(label: string, loadShedding: LoadSheddingLimits) {
  const app = await buildApp(
    createAppContext({ ...config, loadShedding }, database.db, { queryQueue: database.queue }),
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const delays: number[] = [];
  const sampler = setInterval(() => delays.push(app.memoryUsage().eventLoopDelay), 1000);
  const { served, shed, timedOut, other } = await runShoppers(address);
  clearInterval(sampler);
  await app.close();
  served.sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`${label}:`);
  console.log(
    `  served ${served.length} (p50 ${ms(percentile(served, 0.5))}, p99 ${ms(percentile(served, 0.99))}, max ${ms(served.at(-1) ?? 0)}), shed ${shed}, timed out ${timedOut}, other ${other}`,
  );
  console.log(
    `  event loop delay per second: max ${ms(Math.max(0, ...delays))}, samples ${delays.map(Math.round).join(" ")}`,
  );
}

/** A shopper's cart asked again and again by 4 clients while `until` has not resolved: latencies. */
async function askCartMeanwhile(origin: string, until: Promise<unknown>): Promise<number[]> {
  const token = (await startGuest(origin)).auth_token ?? "";
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  const asker = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/v1/cart`, {
        headers: { authorization: `Bearer ${token}`, "x-requested-with": "XMLHttpRequest" },
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 200) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(Array.from({ length: 4 }, asker));
  return latencies.sort((a, b) => a - b);
}

/** The drawn-page flood against the store as `npm start` runs it, with `env`'s limits. */
async function runPages(label: string, env: Record<string, string>) {
  const store = await startStore(join(import.meta.dirname, ".."), "shedding", env);
  try {
    const before = store.rssMb();
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, store.rssMb());
    }, 500);
    const flood = runShoppers(store.origin, true);
    const cart = await askCartMeanwhile(store.origin, flood);
    const { served, shed, timedOut, other, frames } = await flood;
    clearInterval(sampler);
    const after = store.rssMb();
    served.sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const mb = (value: number) => `${Math.round(value)} MB`;
    console.log(`${label}:`);
    console.log(
      `  pages served ${served.length} (drawn ${served.length - frames}, as their frame ${frames}; p50 ${ms(percentile(served, 0.5))}, p99 ${ms(percentile(served, 0.99))}, max ${ms(served.at(-1) ?? 0)}), shed ${shed}, timed out ${timedOut}, other ${other}`,
    );
    console.log(
      `  a cart asked meanwhile: ${cart.length} answers, p50 ${ms(percentile(cart, 0.5))}, p99 ${ms(percentile(cart, 0.99))}`,
    );
    console.log(`  store RSS: before ${mb(before)}, highest ${mb(highest)}, after ${mb(after)}`);
    // What the store keeps, apart from what no collection had reclaimed yet.
    const inspector = await store.openInspector();
    await inspector.collectGarbage();
    const kept = await inspector.memoryUsage();
    inspector.close();
    const MB = 1024 * 1024;
    console.log(
      `  after a full collection: RSS ${mb(store.rssMb())}, V8 heap ${mb(kept.heapUsed / MB)} used of ${mb(kept.heapTotal / MB)}, array buffers ${mb(kept.arrayBuffers / MB)}, external ${mb(kept.external / MB)}`,
    );
  } finally {
    store.stop();
  }
}

try {
  await database.migrate();
  await seedDatabase(database.db, products === undefined ? {} : { products });
  console.log(`${connections} shoppers, every search unique, ${seconds} s each run`);
  await run("without load shedding", {
    maxEventLoopDelayMs: 0,
    maxEventLoopUtilization: 0,
    maxWaitingQueries: 0,
    maxRequestsInFlight: 0,
  });
  // The limits `npm start` runs with (NODE_ENV=test turns the event loop's off).
  const limits = loadConfig({ ...process.env, NODE_ENV: "development" }).loadShedding;
  await run(`with load shedding (${JSON.stringify(limits)})`, limits);

  console.log(
    `\n${connections} shoppers opening search pages (drawn by the server), every search unique, ${seconds} s each run`,
  );
  await runPages("pages without load shedding", {
    SHED_EVENT_LOOP_DELAY_MS: "0",
    SHED_EVENT_LOOP_UTILIZATION: "0",
    SHED_WAITING_QUERIES: "0",
    SHED_REQUESTS_IN_FLIGHT: "0",
  });
  await runPages("pages with load shedding (the limits `npm start` runs with)", {});
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
