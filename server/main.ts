import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createAppContext, createLogger } from "./context";
import { openDatabase } from "./db/client";
import { startFulfilmentSimulator } from "./fulfilment/simulator";
import { isSeeded, seedDatabase } from "./seed";
import { buildWebApp, webBuildIsStale } from "./webBuild";

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

/** `npm start`: config → web build (when stale) → database (migrate, first seed) → listen. */
async function main() {
  const config = readConfig();
  const log = createLogger(config);
  if (config.production && config.sms.provider === "console") {
    log.warn("SMS_PROVIDER=console in production: sign-in codes are only written to this log.");
  }
  if (
    config.webRoot &&
    process.env.SKIP_WEB_BUILD !== "true" &&
    webBuildIsStale(root, config.webRoot)
  ) {
    log.info("Building the web app (vite build)…");
    buildWebApp(root);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    log.info("First start: seeding the catalogue…");
    await seedDatabase(database.db, { log: (line) => log.info(line) });
  }
  const context = createAppContext(config, database.db, { log });
  const app = await buildApp(context);
  let stopSimulator: () => Promise<void> = async () => undefined;

  const stop = async (signal: string) => {
    log.info(`${signal}: closing`);
    await stopSimulator();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  stopSimulator = startFulfilmentSimulator(context);
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.log(`Storefront ready at http://localhost:${config.port} (data: ${where})`);
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
