import type { AppContext } from "../../context";
import { revokeUserSessions } from "../auth";
import { eraseAccount } from "./accountRepository";

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
  const leftovers = await context.db.transaction(async (tx) => {
    const erased = await eraseAccount(tx, userId, now);
    if (erased) await revokeUserSessions(tx, userId, now);
    return erased;
  });
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
