/**
 * `npm run orders -- advance <uuid>`: moves an order one step along its lifecycle, as the
 * fulfilment simulator would. `npm run orders -- short <uuid> <productId>`: the product's line
 * of the order runs short now, and follows its "If unavailable" choice (docs/replacements.md).
 * It opens the database itself; when the store is running on the same PGlite folder (which only
 * one process may open) it asks the running store instead, at the port the store noted in that
 * folder (else at PORT).
 */
import { loadConfig } from "../../../config";
import { createAppContext } from "../../../context";
import { openDatabase } from "../../../db/client";
import { DataDirLockedError, recordedStorePort } from "../../../db/dataDirLock";
import { runCli } from "../../../lib/cli";
import { shortOrderItem } from "../shortages";
import { orderBody } from "../view";
import { advanceOrder } from "./simulator";

const USAGE =
  "Usage: npm run orders -- advance <order uuid>\n       npm run orders -- short <order uuid> <product id>";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the CLI asks of the order: one step, or a shortage of one of its products. */
type Command =
  { kind: "advance"; uuid: string } | { kind: "short"; uuid: string; productId: number };

interface StoreAnswer {
  data?: { status: string; orderProducts?: ShortLine[] };
  message?: string;
}

interface ShortLine {
  product: { id: number; name: string };
  fulfilment?: {
    outcome: string;
    replacement: { name: string } | null;
    refundReason: string | null;
  };
}

async function askRunningStore(port: number, command: Command): Promise<StoreAnswer["data"]> {
  const origin = `http://localhost:${port}`;
  const path =
    command.kind === "advance"
      ? `/api/v1/dev/orders/${command.uuid}/advance`
      : `/api/v1/dev/orders/${command.uuid}/shortages`;
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    ...(command.kind === "short"
      ? {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ productId: command.productId }),
        }
      : {}),
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `no store answers at ${origin} (${reason}): set PORT to the port the store runs on`,
    );
  });
  const body = (await response.json()) as StoreAnswer;
  if (!response.ok || !body.data) throw new Error(body.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** "Order <uuid>: <product> is short: replaced by …" from the order's line. */
function shortageReport(uuid: string, productId: number, lines: readonly ShortLine[]): string {
  const line = lines.find((candidate) => candidate.product.id === productId);
  const fulfilment = line?.fulfilment;
  const name = line?.product.name ?? `product ${productId}`;
  if (!fulfilment) return `Order ${uuid}: ${name} is short`;
  const outcome =
    fulfilment.outcome === "AWAITING_APPROVAL"
      ? `${fulfilment.replacement?.name ?? "a replacement"} offered in the order's chat`
      : fulfilment.outcome === "REPLACED"
        ? `replaced by ${fulfilment.replacement?.name ?? "another item"}`
        : `refunded (${fulfilment.refundReason ?? "out of stock"})`;
  return `Order ${uuid}: ${name} is short: ${outcome}`;
}

function parse(args: readonly string[]): Command | string {
  const [command, uuid, ...rest] = args;
  if (command === "advance" && uuid && rest.length === 0) {
    return UUID.test(uuid) ? { kind: "advance", uuid } : `"${uuid}" is not an order uuid. ${USAGE}`;
  }
  if (command === "short" && uuid && rest.length === 1) {
    if (!UUID.test(uuid)) return `"${uuid}" is not an order uuid. ${USAGE}`;
    const productId = Number(rest[0]);
    if (!/^[1-9]\d{0,9}$/.test(rest[0] ?? "")) return `"${rest[0]}" is not a product id. ${USAGE}`;
    return { kind: "short", uuid, productId };
  }
  return USAGE;
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  if (typeof command === "string") {
    console.error(command);
    return 1;
  }
  const config = loadConfig();
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const port = recordedStorePort(config.dataDir) ?? config.port;
    const answer = await askRunningStore(port, command);
    console.log(
      command.kind === "advance"
        ? `Order ${command.uuid} is now ${answer?.status ?? "unknown"}`
        : shortageReport(command.uuid, command.productId, answer?.orderProducts ?? []),
    );
    return 0;
  }
  try {
    await handle.migrate();
    const context = createAppContext({ ...config, logLevel: "warn" }, handle.db);
    if (command.kind === "advance") {
      console.log(`Order ${command.uuid} is now ${await advanceOrder(context, command.uuid)}`);
    } else {
      const order = await shortOrderItem(context, command.uuid, command.productId);
      const body = await orderBody(context, null, order);
      console.log(shortageReport(command.uuid, command.productId, body.orderProducts));
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, "The order did not move");
