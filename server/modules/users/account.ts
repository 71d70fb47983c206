import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { eraseUserCarts } from "../cart";
import { eraseUserRequests } from "../catalog";
import { deleteSupportThread } from "../chat";
import { anonymiseCustomerOrders } from "../orders";
import { eraseUserRows } from "./accountRepository";
import { eraseInbox } from "./inboxRepository";
import { revokeUserSessions } from "./sessionRepository";

/** What lives outside the database and is removed once the erasure has committed. */
interface AccountLeftovers {
  /** Storage keys of the support chat's files and of the order reports' photos. */
  storageKeys: string[];
  /** The provider's ids of the saved cards. */
  cardIds: string[];
}

/**
 * Erases a customer's data in the caller's transaction, each module its own tables. Null when
 * the account was already gone.
 */
async function eraseAccount(
  tx: Executor,
  userId: number,
  now: Date,
): Promise<AccountLeftovers | null> {
  const cardIds = await eraseUserRows(tx, userId, now);
  if (!cardIds) return null;
  const chatKeys = await deleteSupportThread(tx, userId);
  await eraseUserCarts(tx, userId);
  await eraseUserRequests(tx, userId);
  await eraseInbox(tx, userId);
  const photoKeys = await anonymiseCustomerOrders(tx, userId);
  await revokeUserSessions(tx, userId, now);
  // A report sent to support shares its photo's bytes with the chat's file: removed once.
  return { storageKeys: [...new Set([...chatKeys, ...photoKeys])], cardIds };
}

/**
 * Runs `action` for every item, one after another, reporting each failure instead of throwing:
 * what is left outside the database must never undo a deletion that has committed.
 */
async function attemptEach(
  items: readonly string[],
  action: (item: string) => Promise<void>,
  onFailure: (error: unknown, item: string) => void,
): Promise<void> {
  for (const item of items) {
    try {
      await action(item);
    } catch (error) {
      onFailure(error, item);
    }
  }
}

/**
 * Deletes a customer's account: the personal data and every session go in one transaction (see
 * eraseAccount), then the chat files are removed from storage and the cards from the payment
 * provider. Those last steps only log their failures; an orphaned file or card is an operator's
 * clean-up, not a reason to tell the customer the deletion failed.
 */
export async function deleteAccount(context: AppContext, userId: number): Promise<void> {
  const now = context.now();
  const leftovers = await context.db.transaction((tx) => eraseAccount(tx, userId, now));
  if (!leftovers) return;
  await attemptEach(
    leftovers.storageKeys,
    (key) => context.storage.delete(key),
    (error, storageKey) =>
      context.log.error(
        { err: error, userId, storageKey },
        "deleting a chat file of a deleted account failed",
      ),
  );
  await attemptEach(
    leftovers.cardIds,
    (id) => context.payments.removeCard(id),
    (error, paymentMethodId) =>
      context.log.error(
        { err: error, userId, paymentMethodId },
        "removing a card of a deleted account at the provider failed",
      ),
  );
}
