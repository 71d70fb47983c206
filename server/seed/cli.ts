/**
 * Seeds the demo catalogue: `tsx server/seed/cli.ts [--reset] [--products N]`.
 * Uses DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ".data").
 */
import { loadConfig } from "../config";
import { runCli } from "../lib/cli";
import { openDatabase } from "../db/client";
import { parseArgs } from "./args";
import { resetDatabase } from "../db/reset";
import { backfillCatalogueFacts, isSeeded, SEED_LOCK, seedDatabase } from "./index";

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(options);
    return 1;
  }
  // The server's own reading of DATABASE_URL and DATA_DIR, so both always open the same database.
  const { databaseUrl, dataDir } = loadConfig();
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    // Under the lock a starting store seeds under (server/main.ts): the two never seed at once.
    return await handle.exclusively(SEED_LOCK, async () => {
      if (options.reset) {
        await resetDatabase(handle.db);
        console.log("Emptied every table; seeding from scratch");
      } else if (await isSeeded(handle.db)) {
        const filled = await backfillCatalogueFacts(handle.db);
        if (filled > 0) console.log(`Filled in the marks and unit sizes of ${filled} products`);
        console.log("Already seeded; use --reset to start over");
        return 0;
      }
      await seedDatabase(handle.db, {
        products: options.products,
        log: (line) => console.log(line),
      });
      return 0;
    });
  } finally {
    await handle.close();
  }
}

runCli(main, "Seeding failed");
