// `npm run bench:shedding`: many shoppers searching at once, every search unique, against the
// seeded catalogue on a fresh embedded database, once without load shedding and once with the
// configured limits (the SHED_* variables). Prints, for each, how many searches were served and
// their p50/p99, how many were shed (503) and how many the client gave up on (10 s).
//   BENCH_CONNECTIONS (50)  BENCH_SECONDS (15)  BENCH_PRODUCTS (the seed's default)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

let searchNumber = 0;
/** Unique text each time (a counter spelt in letters), so neither cache answers it. */
function uniqueSearch(): string {
  searchNumber += 1;
  const term = TERMS[searchNumber % TERMS.length] ?? "rice";
  const sort = SORTS[searchNumber % SORTS.length] ?? "RELEVANCE";
  const word = searchNumber
    .toString(26)
    .replace(/[0-9]/g, (digit) => "qrstuvwxyz"[Number(digit)] ?? "q");
  return `name=${encodeURIComponent(`${term} ${word}`)}&sortBy=${sort}&page=1&size=12`;
}

async function run(label: string, loadShedding: LoadSheddingLimits) {
  const app = await buildApp(
    createAppContext({ ...config, loadShedding }, database.db, { queryQueue: database.queue }),
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const served: number[] = [];
  let shed = 0;
  let timedOut = 0;
  let other = 0;
  const delays: number[] = [];
  const sampler = setInterval(() => delays.push(app.memoryUsage().eventLoopDelay), 1000);
  const until = performance.now() + seconds * 1000;
  const shopper = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${address}/api/v1/catalog/ui/products?${uniqueSearch()}`, {
          headers: { "x-requested-with": "XMLHttpRequest" },
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status === 200) served.push(performance.now() - started);
        else if (response.status === 503) {
          shed += 1;
          // A shopper's client waits as Retry-After says before its one retry.
          await new Promise((resolve) =>
            setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000),
          );
        } else other += 1;
      } catch {
        timedOut += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, shopper));
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
  });
  await run("with load shedding (SHED_* or the defaults)", config.loadShedding);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
