import { sql } from "drizzle-orm";
import type { Transaction } from "./client";

/**
 * Holds a PostgreSQL advisory lock on `name` until the transaction ends, so "check a limit, then
 * insert" runs one at a time for that name across every API process.
 */
export async function lockUntilCommit(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
