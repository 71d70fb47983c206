import type { Executor } from "../../db/client";
import { forgetProductRequester, moveProductRequests } from "./productRequestRepository";
import { deleteRestockRequests, moveRestockRequests } from "./restockRepository";

/**
 * Signing in hands a guest's requests to the customer (in the sign-in transaction): the guest has
 * no phone to notify, and the store may want to tell the shopper their missing product arrived.
 */
export async function mergeGuestRequests(db: Executor, guestId: number, customerId: number) {
  await moveRestockRequests(db, guestId, customerId);
  await moveProductRequests(db, guestId, customerId);
}

/** An erased account's restock wishes go; its product requests stay, anonymous. */
export async function eraseUserRequests(db: Executor, userId: number) {
  await deleteRestockRequests(db, userId);
  await forgetProductRequester(db, userId);
}
