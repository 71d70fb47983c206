// A database seeded with a large catalogue for a benchmark: a fresh embedded one (or the
// PostgreSQL of DATABASE_URL, emptied), removed after, unless BENCH_DATA_DIR keeps it between runs
// (it is seeded once, then reused).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { resetDatabase } from "../../server/db/reset";
import { isSeeded, seedDatabase } from "../../server/seed";

export interface LargeCatalogue {
  config: Config;
  database: DatabaseHandle;
}

/** Runs `measure` on a catalogue of `products` products, then closes (and removes) it. */
export async function withLargeCatalogue<T>(
  products: number,
  measure: (catalogue: LargeCatalogue) => Promise<T>,
): Promise<T> {
  const keptDataDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), "storefront-bench-"));
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: "test", DATA_DIR: dataDir }),
    webRoot: null,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (config.databaseUrl) await resetDatabase(database.db, { dropSchema: true });
    await database.migrate();
    if (keptDataDir && (await isSeeded(database.db))) {
      console.log(`Reusing the catalogue in ${keptDataDir}`);
    } else {
      const seedStarted = Date.now();
      await seedDatabase(database.db, { products });
      const seconds = ((Date.now() - seedStarted) / 1000).toFixed(1);
      console.log(`Seeded ${products.toLocaleString("en-US")} products in ${seconds} s`);
    }
    return await measure({ config, database });
  } finally {
    await database.close();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
