// `npm run bench:search`: seeds a large catalogue into a fresh embedded database, serves the API
// and measures the search endpoint at a fixed request rate. Prints p50/p90/p99 latency.
//   BENCH_DATA_DIR (a temp folder, removed after)  BENCH_PRODUCTS (100000)  BENCH_RATE requests/s (20)  BENCH_SECONDS (20)  DATABASE_URL (PGlite when unset)
import { Worker } from "node:worker_threads";
import { buildApp } from "../server/app";
import { createAppContext } from "../server/context";
import { withLargeCatalogue } from "./bench/largeCatalogue";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const total = Math.round(rate * seconds);

// Mixed shopper queries: exact words, transliterations, typos and prefixes, each with every sort,
// three ethnicity filters and as many pages as it takes for no request to repeat within a run, so
// the answer and page caches never answer. They share 36 match sets (12 texts × 3 filters): the
// server finds each text's matches once (see server/modules/catalog/matchSet.ts; the warm-up's
// first search of each text is timed apart) and every request still sorts or pages its match
// set and loads its page's products, so the figures measure that and the server around it.
const TERMS = [
  "rice",
  "aata",
  "basmati rice",
  "toor dal",
  "paneer",
  "chocolat",
  "dahi",
  "masala",
  "basmti",
  "tea",
  "ghee",
  "mil",
];
const SORTS = ["RELEVANCE", "PRICE_LOW", "PRICE_HIGH", "DISCOUNT"];
const FILTERS = ["", "&ethnicity=1", "&ethnicity=2"];
const pages = Math.max(5, Math.ceil(total / (TERMS.length * SORTS.length * FILTERS.length)));
const SEARCHES = TERMS.flatMap((term) =>
  SORTS.flatMap((sort) =>
    Array.from({ length: pages }, (_, i) => i + 1).flatMap((page) =>
      FILTERS.map(
        (filter) =>
          `/api/v1/catalog/ui/products?name=${encodeURIComponent(term)}&sortBy=${sort}&page=${page}${filter}`,
      ),
    ),
  ),
);
// A fixed shuffle (not Math.random) so every run sends the same sequence.
SEARCHES.sort((a, b) => hash(a) - hash(b));

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/**
 * The load, sent from a thread of its own (so it keeps its schedule while the server's thread is
 * busy): one request every 1/rate s whatever the answers do (an open loop), each timed from when it
 * was due, so a stall counts for every request it delayed, and no request waits for another's
 * answer. (autocannon's rate limit sends each second's requests in a burst, and its correction for
 * the requests a stall held back adds one sample per millisecond of every slow answer.)
 */
const LOAD = `
const { workerData, parentPort } = require("node:worker_threads");
const http = require("node:http");
const { origin, paths, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const results = [];
const start = performance.now() + 20;
let sent = 0;
function send(path, due) {
  const request = http.get(origin + path, { agent, timeout: 10000 }, (response) => {
    response.resume();
    response.on("end", () => finish(response.statusCode, due));
  });
  request.on("timeout", () => request.destroy(new Error("timeout")));
  request.on("error", () => finish(0, due));
}
function finish(status, due) {
  results.push([status, performance.now() - due]);
  if (results.length === paths.length) {
    agent.destroy();
    parentPort.postMessage({ results, seconds: (performance.now() - start) / 1000 });
  }
}
function tick() {
  const now = performance.now();
  while (sent < paths.length && start + (sent * 1000) / rate <= now) {
    send(paths[sent], start + (sent * 1000) / rate);
    sent += 1;
  }
  if (sent < paths.length) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
}
setTimeout(tick, 20);
`;

function runLoad(origin: string, paths: readonly string[]) {
  return new Promise<{ results: [number, number][]; seconds: number }>((resolve, reject) => {
    const worker = new Worker(LOAD, { eval: true, workerData: { origin, paths, rate } });
    worker.once("message", (message: { results: [number, number][]; seconds: number }) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

function percentile(sorted: readonly number[], p: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
  return value === undefined ? "-" : `${Math.round(value)} ms`;
}

await withLargeCatalogue(products, async ({ config, database }) => {
  const app = await buildApp(createAppContext(config, database.db, { queryQueue: database.queue }));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  // Warm-up, one request at a time: the first queries after opening the database pay for loading
  // its pages, and each text's first search finds its matches (timed here, as nothing waits).
  const firsts: number[] = [];
  for (const term of TERMS) {
    const started = performance.now();
    await app.inject({
      method: "GET",
      url: `/api/v1/catalog/ui/products?name=${encodeURIComponent(term)}`,
    });
    firsts.push(performance.now() - started);
  }
  const { results, seconds: took } = await runLoad(
    address,
    Array.from({ length: total }, (_, i) => SEARCHES[i % SEARCHES.length] ?? ""),
  );
  await app.close();

  const latencies = results.map(([, ms]) => ms).sort((a, b) => a - b);
  const failed = results.filter(([status]) => status < 200 || status > 299).length;
  const database_ = config.databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(
    `\nSearch endpoint, ${database_}, ${products.toLocaleString("en-US")} products, ${rate} req/s for ${seconds} s:`,
  );
  console.log(
    `  requests: ${results.length} (${new Set(SEARCHES.slice(0, total)).size} distinct), non-2xx or failed: ${failed}, answered ${(results.length / took).toFixed(1)} req/s`,
  );
  console.log(
    `  latency p50: ${percentile(latencies, 50)}, p90: ${percentile(latencies, 90)}, p99: ${percentile(latencies, 99)}, max: ${percentile(latencies, 100)}`,
  );
  firsts.sort((a, b) => a - b);
  console.log(
    `  first search of each of the ${TERMS.length} texts (warm-up, one at a time): p50 ${percentile(firsts, 50)}, max ${percentile(firsts, 100)}`,
  );
});
