import { createHash } from "node:crypto";
import type { AppContext } from "../../context";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { Session } from "../../http/session";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { paths } from "../../../shared/paths";
import { addInboxNotifications, customerPhones, readNotificationSettings } from "../users";
import {
  deleteRestockRequest,
  fetchStockStatus,
  insertRestockRequest,
  markInStock,
  productsNotInStock,
  takeRestockedRequests,
  type SpentRestockRequest,
} from "./restockRepository";
import { invalidateCatalog } from "./service";

/**
 * Back-in-stock alerts (docs/restock-alerts.md). A signed-in customer asks once per product; when
 * the product is back in stock (the dev operation, `npm run catalog -- restock`, the simulated
 * store's pace, or any other write), the request is spent and its customer told once: a RESTOCK
 * notification in the inbox and, with Personalized SMS on, a text linking to the product.
 */

export const RESTOCK_SIGN_IN_MESSAGE = "Sign in to be told when this product is back.";
export const RESTOCK_TITLE = "Back in stock";

/** How often this process looks for restocked products' waiting customers (and restocks some). */
export const RESTOCK_TICK_MS = 15_000;
/** Requests spent per transaction: a product many wait for is told in batches, each committed. */
const BATCH = 100;

export const restockBody = (productName: string) => `${productName} is back in stock.`;

/** The product's page, from the web app's route table. */
export const productLink = (publicUrl: string, productId: number) =>
  `${publicUrl}${paths.productDetail(productId)}`;

export const restockText = (publicUrl: string, request: SpentRestockRequest) =>
  `${request.productName} is back in stock: ${productLink(publicUrl, request.productId)}`;

/** Guests have nobody to tell (no phone, and an inbox they cannot open). */
function customerOf(session: Session): number {
  if (session.user.isGuest) throw forbidden(RESTOCK_SIGN_IN_MESSAGE);
  return session.user.id;
}

/** Registers the wish once per customer and product; restocking itself never reaches the cache. */
export async function requestRestock(context: AppContext, session: Session, id: number) {
  const userId = customerOf(session);
  const stock = await fetchStockStatus(context.db, id);
  if (stock === null) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  if (stock === "IN_STOCK") throw conflict("This product is in stock: add it to your cart.");
  await insertRestockRequest(context.db, userId, id);
}

/** The one-click unsubscribe: 204 whether or not the customer had asked. */
export async function cancelRestock(context: AppContext, session: Session, id: number) {
  const userId = customerOf(session);
  if ((await fetchStockStatus(context.db, id)) === null) {
    throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  }
  await deleteRestockRequest(context.db, userId, id);
}

/**
 * The dev operation and `npm run catalog -- restock`: the product is in stock now, and its
 * waiting customers are told before this answers. 404 for no such product, 409 when in stock.
 */
export async function restockProduct(context: AppContext, id: number): Promise<void> {
  const stock = await fetchStockStatus(context.db, id);
  if (stock === null) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  if (stock === "IN_STOCK" || !(await markInStock(context.db, id))) {
    throw conflict("This product is already in stock.");
  }
  invalidateCatalog(context);
  await tellRestockedCustomers(context);
}

/**
 * Tells the customers waiting for products now in stock, each once: their requests are deleted
 * and their inbox notifications written in one transaction (another server's run skips the rows
 * this one locked), and the texts go out after it commits. Answers how many were told.
 */
export async function tellRestockedCustomers(context: AppContext): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await context.db.transaction(async (tx) => {
      const spent = await takeRestockedRequests(tx, BATCH);
      const now = context.now();
      await addInboxNotifications(
        tx,
        spent.map((request) => ({
          userId: request.userId,
          kind: "RESTOCK" as const,
          title: RESTOCK_TITLE,
          body: restockBody(request.productName),
          productId: request.productId,
          createdAt: now,
        })),
      );
      const phones = await customerPhones(tx, [...new Set(spent.map((r) => r.userId))]);
      return { spent, phones };
    });
    await sendRestockTexts(context, batch.spent, batch.phones);
    for (const userId of new Set(batch.spent.map((request) => request.userId))) {
      context.visitorChanges.changedBy(userId);
    }
    told += batch.spent.length;
    if (batch.spent.length < BATCH) return told;
  }
}

/**
 * One text per spent request, to customers whose settings take Personalized SMS ("Coupon, restock
 * notifications and community messages"). A failed text is logged: the inbox already holds the
 * news, and sending it again could text the customer twice.
 */
async function sendRestockTexts(
  context: AppContext,
  spent: readonly SpentRestockRequest[],
  phones: ReadonlyMap<number, string>,
) {
  for (const request of spent) {
    const phone = phones.get(request.userId);
    if (!phone) continue;
    try {
      const settings = await readNotificationSettings(context.db, request.userId);
      if (!settings.personalizedSmsNotifications) continue;
      await context.sms.send(phone, restockText(context.config.publicUrl, request));
    } catch (error) {
      context.log.error({ err: error, userId: request.userId }, "A restock text failed");
    }
  }
}

/**
 * Whether the simulated store restocks this product in this minute, drawn at `rate` from the two
 * alone: the same products come back on every server that draws the same minute.
 */
export function drawsRestock(productId: number, minute: number, rate: number): boolean {
  if (rate <= 0) return false;
  const digest = createHash("sha256").update(`restock:${productId}:${minute}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000 < rate;
}

/**
 * The simulated store's restocks of this minute (CATALOG_RESTOCK_RATE): each product not in
 * stock comes back when its draw says so. `among` limits the draw to some products (tests).
 * Answers the products it put in stock.
 */
export async function restockDrawnProducts(
  context: AppContext,
  options: { among?: readonly number[]; rate?: number } = {},
): Promise<number[]> {
  const rate = options.rate ?? context.config.catalogRestockRate;
  if (rate <= 0) return [];
  const minute = Math.floor(context.now().getTime() / 60_000);
  const restocked: number[] = [];
  for (const id of await productsNotInStock(context.db, options.among ?? null)) {
    // Another server drawing the same minute finds it in stock already and moves on.
    if (drawsRestock(id, minute, rate) && (await markInStock(context.db, id))) restocked.push(id);
  }
  if (restocked.length > 0) invalidateCatalog(context);
  return restocked;
}

/**
 * One tick: this minute's restocks, then the customers waiting for any product now in stock. The
 * draw depends only on the minute, so a process that already drew it (`drawn`) skips reading
 * every product not in stock again on the minute's later ticks.
 */
export async function runRestockTick(
  context: AppContext,
  drawn: { minute: number | null } = { minute: null },
): Promise<number> {
  const minute = Math.floor(context.now().getTime() / 60_000);
  if (drawn.minute !== minute) {
    await restockDrawnProducts(context);
    drawn.minute = minute;
  }
  return tellRestockedCustomers(context);
}

/**
 * Runs the restock tick in this process until the returned stop function is called: always, so
 * restocks made by any writer are told within a minute; the simulated restocks only when their
 * rate is above 0 (never in tests or with FULFILMENT_SIMULATOR=off).
 */
export function startRestockAlerts(context: AppContext): () => Promise<void> {
  let current: Promise<void> | null = null;
  const drawn: { minute: number | null } = { minute: null };
  const timer = setInterval(() => {
    // A slow tick is never overlapped by the next one: it is skipped instead.
    current ??= runRestockTick(context, drawn)
      .then(() => undefined)
      .catch((error: unknown) => context.log.error({ err: error }, "The restock tick failed"))
      .finally(() => {
        current = null;
      });
  }, RESTOCK_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
