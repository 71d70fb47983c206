import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createAppContext, createLogger } from "./context";
import { openDatabase } from "./db/client";
import { recordStorePort } from "./db/dataDirLock";
import { startRestockAlerts } from "./modules/catalog";
import { startFulfilmentSimulator } from "./modules/orders";
import { memoryLine } from "./memory";
import { warmUp } from "./http/warmUp";
import { startClaimRecovery } from "./idempotency/recovery";
import { claimResumers } from "./modules";
import { backfillCatalogueFacts, isSeeded, SEED_LOCK, seedDatabase } from "./seed";

const root = fileURLToPath(new URL("..", import.meta.url));

function readConfig() {
  try {
    return loadConfig(process.env, root);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The store: config → database (migrate, first seed) → warm-up → listen. `npm start` (scripts/start.mjs)
 * builds the web app and this file's bundle when stale, then runs the bundle.
 */
async function main() {
  const config = readConfig();
  const log = createLogger(config);
  if (config.production && config.sms.provider === "console") {
    log.warn("SMS_PROVIDER=console in production: sign-in codes are only written to this log.");
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // `npm start` seeds a new embedded database in a process of its own before this runs; this
  // seeds the other databases (PostgreSQL, or a data folder emptied by hand) in place. Stores
  // starting at once on one PostgreSQL take turns: the first seeds, the others find it seeded.
  await database.exclusively(SEED_LOCK, async () => {
    if (await isSeeded(database.db)) {
      // A data folder seeded before issue 31 gets its products' marks and net quantities.
      const filled = await backfillCatalogueFacts(database.db);
      if (filled > 0) log.info(`Filled in the marks and unit sizes of ${filled} products`);
      return;
    }
    log.info("First start: seeding the catalogue…");
    await seedDatabase(database.db, { log: (line) => log.info(line) });
  });
  const context = createAppContext(config, database.db, {
    log,
    queryQueue: database.queue,
    listen: database.listen,
  });
  // Before listening: a checkout a crash left claimed is resolved before its retry arrives.
  const stopRecovery = await startClaimRecovery(context, {
    singleProcessDatabase: !config.databaseUrl,
    resumers: claimResumers,
  });
  const app = await buildApp(context);
  let stopSimulator: () => Promise<void> = async () => undefined;
  let stopRestocks: () => Promise<void> = async () => undefined;
  let forgetPort: () => void = () => undefined;

  const stop = async (signal: string) => {
    log.info(`${signal}: closing`);
    await stopSimulator();
    await stopRestocks();
    // Its preClose hook ends the event streams, which would otherwise keep it waiting.
    await app.close();
    await context.events.close();
    await stopRecovery();
    forgetPort();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await warmUp(app, (error, message) => log.warn({ err: error }, message));
  await app.listen({ port: config.port, host: config.host });
  // `npm run orders` finds the store holding the PGlite folder at this port, whatever its PORT.
  if (!config.databaseUrl) forgetPort = recordStorePort(config.dataDir, config.port);
  stopSimulator = startFulfilmentSimulator(context);
  // Restock alerts tick whatever the simulator does: any writer's restocks are told within a minute.
  stopRestocks = startRestockAlerts(context);
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.log(
    `Storefront ready at http://localhost:${config.port} (data: ${where}; ${memoryLine(process.memoryUsage())})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof Error && "code" in error && error.code === "EADDRINUSE") {
    console.error(`PORT=${process.env.PORT ?? 8080} is already in use: set PORT to a free port.`);
    process.exit(1);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
