import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** How many queries are waiting for the database: the queue that load shedding bounds. */
export interface QueryQueue {
  waiting(): number;
}

/** For a process that serves no requests (CLIs, scripts): nothing is ever shed there. */
export const UNWATCHED_QUEUE: QueryQueue = { waiting: () => 0 };

/** node-postgres counts the callers waiting for one of the pool's connections. */
export function poolQueue(pool: pg.Pool): QueryQueue {
  return { waiting: () => pool.waitingCount };
}

/**
 * PGlite has one connection and runs its calls one at a time (a transaction holds it to the end),
 * without saying how many wait: count the calls started and not finished; all but one wait.
 * `sql` goes through `query`, so it is counted once.
 */
export function pgliteQueue(client: PGlite): QueryQueue {
  let unfinished = 0;
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      unfinished += 1;
      try {
        return await call(...args);
      } finally {
        unfinished -= 1;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client));
  client.transaction = counted(client.transaction.bind(client)) as PGlite["transaction"];
  return { waiting: () => Math.max(0, unfinished - 1) };
}
