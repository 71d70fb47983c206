/**
 * `npm run catalog -- restock <product id>`: puts the product back in stock now, as the simulated
 * store's restocks do, and tells its waiting customers (docs/restock-alerts.md). It opens the
 * database itself; when the store is running on the same PGlite folder (which only one process
 * may open) it asks the running store instead, at the port the store noted in that folder (else
 * at PORT).
 */
import { loadConfig } from "../../config";
import { createAppContext } from "../../context";
import { openDatabase } from "../../db/client";
import { DataDirLockedError, recordedStorePort } from "../../db/dataDirLock";
import { runCli } from "../../lib/cli";
import { restockProduct } from "./restocks";

const USAGE = "Usage: npm run catalog -- restock <product id>";

async function askRunningStore(port: number, productId: number): Promise<void> {
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}/api/v1/dev/products/${productId}/restock`, {
    method: "POST",
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `no store answers at ${origin} (${reason}): set PORT to the port the store runs on`,
    );
  });
  if (response.ok) return;
  // 204 has no body; an error answers the contract's { message }.
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  throw new Error(body.message ?? `HTTP ${response.status}`);
}

function parse(args: readonly string[]): number | string {
  const [command, id, ...rest] = args;
  if (command !== "restock" || id === undefined || rest.length > 0) return USAGE;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    return `"${id}" is not a product id. ${USAGE}`;
  }
  return Number(id);
}

async function main(): Promise<number> {
  const productId = parse(process.argv.slice(2));
  if (typeof productId === "string") {
    console.error(productId);
    return 1;
  }
  const config = loadConfig();
  const done = `Product ${productId} is back in stock; its waiting customers are told.`;
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await askRunningStore(recordedStorePort(config.dataDir) ?? config.port, productId);
    console.log(done);
    return 0;
  }
  try {
    await handle.migrate();
    const context = createAppContext({ ...config, logLevel: "warn" }, handle.db);
    await restockProduct(context, productId);
    console.log(done);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, "The product was not restocked");
