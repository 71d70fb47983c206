// `npm run bench:shedding`: many shoppers searching at once, every search unique, against the
// seeded catalogue on a fresh embedded database, once without load shedding and once with the
// configured limits (the SHED_* variables). Prints, for each, how many searches were served and
// their p50/p99, how many were shed (503) and how many the client gave up on (10 s).
//   BENCH_CONNECTIONS (50)  BENCH_SECONDS (15)  BENCH_PRODUCTS (the seed's default)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../server/app";
import { loadConfig, type LoadSheddingLimits } from "../server/config";
import { createAppContext } from "../server/context";
import { openDatabase } from "../server/db/client";
import { seedDatabase } from "../server/seed";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const products = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
const CLIENT_TIMEOUT_MS = 10_000;
const TERMS = ["rice", "aata", "toor dal", "paneer", "chocolat", "dahi", "masala", "tea", "ghee"];
const SORTS = ["RELEVANCE", "PRICE_LOW", "PRICE_HIGH", "DISCOUNT"];

const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-shedding-"));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: "test", DATA_DIR: dataDir }),
  webRoot: null,
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
const { address, connections, seconds, timeoutMs, terms, sorts } = workerData;
let searchNumber = 0;
function uniqueSearch() {
  searchNumber += 1;
  const term = terms[searchNumber % terms.length];
  const sort = sorts[searchNumber % sorts.length];
  const word = searchNumber.toString(26).replace(/[0-9]/g, (digit) => "qrstuvwxyz"[Number(digit)]);
  return "name=" + encodeURIComponent(term + " " + word) + "&sortBy=" + sort + "&page=1&size=12";
}
const result = { served: [], shed: 0, timedOut: 0, other: 0 };
const until = performance.now() + seconds * 1000;
async function shopper() {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(address + "/api/v1/catalog/ui/products?" + uniqueSearch(), {
        headers: { "x-requested-with": "XMLHttpRequest" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (response.status === 200) result.served.push(performance.now() - started);
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
}

function runShoppers(address: string): Promise<ShoppersResult> {
  const workerData = {
    address,
    connections,
    seconds,
    timeoutMs: CLIENT_TIMEOUT_MS,
    terms: TERMS,
    sorts: SORTS,
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
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
