// `npm run bench:sitemap`: seeds a large catalogue (as bench:search does) and times what a search
// engine asks of it, through the app as the store serves it: the sitemap index and each sitemap
// file, first built from the database (the catalogue just changed), then kept. Beside them,
// robots.txt, which reads nothing: what any answer of this app costs. Median of BENCH_ROUNDS
// rounds, lowest-highest beside it.
//   BENCH_DATA_DIR (a temp folder, removed after)  BENCH_PRODUCTS (100000)  BENCH_ROUNDS (5)
//   DATABASE_URL (PGlite when unset)
import { buildApp } from "../server/app";
import { createAppContext } from "../server/context";
import { printTable, withSpread } from "./bench/figures";
import { withLargeCatalogue } from "./bench/largeCatalogue";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const ms = (value: number) => `${Math.round(value)} ms`;

await withLargeCatalogue(products, async ({ config, database }) => {
  const context = createAppContext(config, database.db, { queryQueue: database.queue });
  const app = await buildApp(context);
  await app.ready();
  const timed = async (url: string) => {
    const started = performance.now();
    const answer = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
    return { ms: performance.now() - started, body: answer.rawPayload.length };
  };

  const index = await app.inject({ url: "/sitemap.xml" });
  const files = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  const urls = ["/robots.txt", "/sitemap.xml", ...files];
  const built = new Map<string, number[]>(urls.map((url) => [url, []]));
  const kept = new Map<string, number[]>(urls.map((url) => [url, []]));
  const sizes = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    // As a catalogue change does: every kept answer is built again on its next request.
    context.catalogCache.invalidate();
    for (const url of urls) {
      const first = await timed(url);
      built.get(url)?.push(first.ms);
      kept.get(url)?.push((await timed(url)).ms);
      sizes.set(url, first.body);
    }
  }
  await app.close();

  const database_ = config.databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(
    `\nSitemaps, ${database_}, ${products.toLocaleString("en-US")} products, ${rounds} rounds (median, lowest-highest):`,
  );
  const rows = urls.map((url) => [
    url,
    withSpread(built.get(url) ?? [], ms),
    withSpread(kept.get(url) ?? [], ms),
    `${((sizes.get(url) ?? 0) / 1024).toFixed(1)} KB gzip`,
  ]);
  printTable(["answer", "built", "kept", "size"], rows);
});
