import { eq, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { serverProcesses } from "../db/schema";

/** Starts or renews the process's lease, on the database's clock. */
export async function renewLease(db: Executor, processId: string) {
  await db
    .insert(serverProcesses)
    .values({ id: processId, startedAt: sql`now()`, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: serverProcesses.id, set: { lastSeenAt: sql`now()` } });
}

/** Every process but this one stopped (an embedded database has one process at a time). */
export async function forgetOtherProcesses(db: Executor, processId: string) {
  await db.delete(serverProcesses).where(ne(serverProcesses.id, processId));
}

/** Processes whose lease expired (their claims stay orphaned: no live process names them). */
export async function forgetExpiredProcesses(db: Executor, leaseMs: number) {
  await db
    .delete(serverProcesses)
    .where(lt(serverProcesses.lastSeenAt, sql`now() - ${leaseMs} * interval '1 millisecond'`));
}

export async function forgetProcess(db: Executor, processId: string) {
  await db.delete(serverProcesses).where(eq(serverProcesses.id, processId));
}
