import type { Executor } from "../../db/client";
import { fetchLinesWithinLimits } from "./lines";
import { moveGuestPreferences } from "./replacementRepository";
import { deleteCart, findCart, mergeLines, touchCart } from "./repository";
import { moveSavedItems } from "./savedRepository";

/**
 * Signing in on a device hands its guest's cart lines, saved items and "If unavailable" choices
 * to the customer (run in the sign-in transaction). The customer's cart is touched first, as every
 * cart change does, so its lock orders the merge with the customer's own changes; the guest's cart
 * is then removed.
 */
export async function mergeGuestCart(
  db: Executor,
  guestId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  const guestCart = await findCart(db, guestId);
  if (guestCart) {
    const lines = await fetchLinesWithinLimits(db, guestCart.uuid);
    if (lines.length > 0) {
      const cart = await touchCart(db, customerId, now);
      await mergeLines(db, cart.uuid, lines);
    }
    await deleteCart(db, guestCart.uuid);
  }
  await moveSavedItems(db, guestId, customerId);
  await moveGuestPreferences(db, guestId, customerId);
}
