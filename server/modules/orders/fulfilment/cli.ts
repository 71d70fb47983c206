/**
 * `npm run orders -- advance <uuid>`: moves an order one step along its lifecycle, as the
 * fulfilment simulator would. It opens the database itself; when the store is running on the
 * same PGlite folder (which only one process may open) it asks the running store instead, at the
 * port the store noted in that folder (else at PORT).
 */
import { loadConfig } from "../../../config";
import { createAppContext } from "../../../context";
import { openDatabase } from "../../../db/client";
import { DataDirLockedError, recordedStorePort } from "../../../db/dataDirLock";
import { runCli } from "../../../lib/cli";
import { advanceOrder } from "./simulator";

const USAGE = "Usage: npm run orders -- advance <order uuid>";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function advanceThroughRunningStore(port: number, uuid: string): Promise<string> {
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}/api/v1/dev/orders/${uuid}/advance`, {
    method: "POST",
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `no store answers at ${origin} (${reason}): set PORT to the port the store runs on`,
    );
  });
  const body = (await response.json()) as { data?: { status: string }; message?: string };
  if (!response.ok || !body.data) throw new Error(body.message ?? `HTTP ${response.status}`);
  return body.data.status;
}

async function main(): Promise<number> {
  const [command, uuid, ...rest] = process.argv.slice(2);
  if (command !== "advance" || !uuid || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  if (!UUID.test(uuid)) {
    console.error(`"${uuid}" is not an order uuid. ${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const port = recordedStorePort(config.dataDir) ?? config.port;
    console.log(`Order ${uuid} is now ${await advanceThroughRunningStore(port, uuid)}`);
    return 0;
  }
  try {
    await handle.migrate();
    const context = createAppContext({ ...config, logLevel: "warn" }, handle.db);
    console.log(`Order ${uuid} is now ${await advanceOrder(context, uuid)}`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, "The order did not move");
