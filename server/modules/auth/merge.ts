import { mergeGuestCart } from "../cart";
import { mergeGuestRequests } from "../catalog";
import { mergeSupportThread } from "../chat";
import { revokeUserSessions } from "../users";
import type { Executor } from "./repository";

/**
 * Signing in on a device hands its guest's cart, saved items, restock and product requests and
 * support chat to the customer and ends the guest's sessions (the device now holds the customer's
 * token). The guest row stays, empty, so the device resumes it after a logout. Run inside the
 * sign-in transaction.
 */
export async function mergeGuestInto(
  db: Executor,
  guestId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  await mergeGuestCart(db, guestId, customerId, now);
  await mergeGuestRequests(db, guestId, customerId);
  await mergeSupportThread(db, guestId, customerId);
  await revokeUserSessions(db, guestId, now);
}
