import type { AppContext } from "../../context";
import { notFound, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { replacementsFor } from "../catalog";
import { fetchLineRows, touchCart } from "./repository";
import { upsertPreferences, type IfUnavailableChoice } from "./replacementRepository";
import { cartAnswer } from "./service";

/**
 * Setting a cart line's "If unavailable" choice (docs/replacements.md). Kept per customer and
 * product, so the product brings it back to the next cart (the cart's quote reads it: pricing.ts).
 */

export async function setLineIfUnavailable(
  context: AppContext,
  userId: number,
  lineId: number,
  request: Schemas["SetIfUnavailableRequest"],
): Promise<Schemas["Cart"]> {
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    const line = (await fetchLineRows(tx, cart.uuid)).find((row) => row.id === lineId);
    if (!line) throw notFound("This item is not in your cart.");
    let replacementProductId: number | null = null;
    if (request.choice === "SPECIFIC_ITEM") {
      // One read of the product: its name for the answers and what may replace it.
      const replacements = await replacementsFor(tx, line.productId, Number.POSITIVE_INFINITY);
      const name = replacements?.original.name ?? "this item";
      const wanted = request.replacementProductId;
      if (wanted === undefined || wanted === null) {
        throw unprocessable(`Pick the item to replace ${name} with.`);
      }
      if (!replacements?.ids.includes(wanted)) {
        throw unprocessable(
          `That item cannot replace ${name}: pick one of the similar items in stock.`,
        );
      }
      replacementProductId = wanted;
    }
    await upsertPreferences(
      tx,
      userId,
      [{ productId: line.productId, choice: request.choice, replacementProductId }],
      context.now(),
    );
  });
  return cartAnswer(context, userId);
}

/** Checkout's "Apply to all items": a best match or a refund for every line. */
export async function setCartIfUnavailable(
  context: AppContext,
  userId: number,
  choice: IfUnavailableChoice,
): Promise<Schemas["Cart"]> {
  if (choice === "SPECIFIC_ITEM") {
    throw unprocessable("A specific item is chosen line by line: pick it on each item.");
  }
  await context.db.transaction(async (tx) => {
    const cart = await touchCart(tx, userId, context.now());
    const lines = await fetchLineRows(tx, cart.uuid);
    const choices = lines.map((line) => ({
      productId: line.productId,
      choice,
      replacementProductId: null,
    }));
    await upsertPreferences(tx, userId, choices, context.now());
  });
  return cartAnswer(context, userId);
}
