import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Transaction } from "./client";

/**
 * Holds a PostgreSQL advisory lock on `name` until the transaction ends, so "check a limit, then
 * insert" runs one at a time for that name across every API process.
 */
export async function lockUntilCommit(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Runs `task` while a session of its own holds a PostgreSQL advisory lock on `name`, for work that
 * spans several transactions (and connections of the pool). The session is closed rather than
 * unlocked afterwards: PostgreSQL drops its locks with it, also when the task failed midway.
 */
export async function whileSessionLocked<T>(
  pool: pg.Pool,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  const session = await pool.connect();
  try {
    await session.query("select pg_advisory_lock(hashtext($1))", [name]);
    return await task();
  } finally {
    session.release(true);
  }
}
