import type { Database, Executor } from "../../db/client";
import { unauthorized } from "../../http/errors";
import { lockLiveUser } from "./repository";

/** Runs an address-book or card-list write in a transaction that holds the user's row lock. */
export function withLiveUserLocked<T>(
  db: Database,
  userId: number,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Only an account deleted while this request ran gets here without a live user.
    if (!(await lockLiveUser(tx, userId))) throw unauthorized();
    return work(tx);
  });
}
