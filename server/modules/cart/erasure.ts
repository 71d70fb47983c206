import type { Executor } from "../../db/client";
import { deleteUserCart } from "./repository";
import { deleteAllSavedItems } from "./savedRepository";
import { deleteUserShares } from "./shareRepository";

/** What an erased account leaves of its cart, run in the erasure's transaction: nothing. */
export async function eraseUserCarts(tx: Executor, userId: number): Promise<void> {
  await deleteAllSavedItems(tx, userId);
  await deleteUserCart(tx, userId);
  // Links the customer sent stop working with the account.
  await deleteUserShares(tx, userId);
}
