import type { AppContext } from "../context";
import type { FoundCharge } from "../providers/payments";
import { releaseIdempotencyKey } from "./claims";
import {
  findOrphanedClaims,
  takeOverClaim,
  type IdempotentOperation,
  type OrphanedClaim,
} from "./claimRepository";
import {
  forgetExpiredProcesses,
  forgetOtherProcesses,
  forgetProcess,
  renewLease,
} from "./leaseRepository";

/**
 * Why leases and not PostgreSQL advisory locks: a lock lives as long as one database session,
 * and neither the pool nor PGlite keeps one session per process; a row renewed every few seconds
 * works the same on both and can be read by every process. The cost is that on PostgreSQL a
 * crashed process's claims wait for its lease to run out (LEASE_MS); with PGlite only one process
 * opens the data folder, so at start-up every other process has stopped and they wait for nothing.
 */
export const HEARTBEAT_MS = 5_000;
export const LEASE_MS = 30_000;
/** Claims recovered per sweep: a backlog drains over a few heartbeats without holding start-up. */
const SWEEP_LIMIT = 100;

export type RecoveryOutcome = "completed" | "released" | "refunded" | "taken";

/**
 * How the module that owns an operation resumes its calls: the provider key its charge was taken
 * under, what a stopped call leaves beside its claim (a coupon use held, a tip reserved), and how
 * to finish the call with the charge it took, as the original request would have (when that
 * cannot be done now, the call's own compensation refunds the charge).
 */
export interface ClaimResumer {
  chargeKey(claim: OrphanedClaim): string;
  clearLeftovers(context: AppContext, claim: OrphanedClaim): Promise<void>;
  finish(context: AppContext, claim: OrphanedClaim, charge: FoundCharge): Promise<void>;
}

export type ClaimResumers = Record<IdempotentOperation, ClaimResumer>;

/** A claim of a version that recorded no request: its charge is refunded, not finished. */
async function refundUnresumable(context: AppContext, claim: OrphanedClaim, charge: FoundCharge) {
  await context.payments.refund({
    chargeReference: charge.reference,
    amountCents: charge.amountCents - charge.refundedCents,
    idempotencyKey: `recovery-refund-${charge.reference}`,
  });
  await releaseIdempotencyKey(context, claim, { refunded: true });
}

/**
 * Resolves one claim of a stopped process: the provider says whether its charge went through;
 * with a charge the call is finished (or refunded), without one the claim is released for the
 * retry. Nothing is ever charged twice: every charge request of a call uses its one provider key.
 */
async function recoverClaim(
  context: AppContext,
  claim: OrphanedClaim,
  resumer: ClaimResumer,
): Promise<RecoveryOutcome> {
  if (!(await takeOverClaim(context.db, claim, context.processId))) return "taken";
  const found = await context.payments.findCharge(resumer.chargeKey(claim));
  await resumer.clearLeftovers(context, claim);
  if (!found || found.refundedCents >= found.amountCents) {
    await releaseIdempotencyKey(context, claim, { refunded: found !== null });
    return "released";
  }
  try {
    if (!claim.resume) {
      await refundUnresumable(context, claim, found);
      return "refunded";
    }
    await resumer.finish(context, claim, found);
    return "completed";
  } catch (error) {
    context.log.warn({ err: error, key: claim.key }, "A recovered call was refunded instead");
    return "refunded";
  }
}

/** Resolves the unfinished claims of processes that stopped; answers what became of each. */
export async function recoverOrphanedClaims(
  context: AppContext,
  resumers: ClaimResumers,
): Promise<RecoveryOutcome[]> {
  const outcomes: RecoveryOutcome[] = [];
  for (const claim of await findOrphanedClaims(context.db, LEASE_MS, SWEEP_LIMIT)) {
    try {
      outcomes.push(await recoverClaim(context, claim, resumers[claim.operation]));
      // An order finished or a charge refunded: what was drawn for its customer is out of date.
      context.visitorChanges.changedBy(claim.userId);
    } catch (error) {
      // The provider or database failed: the claim stays with this process until it restarts.
      context.log.error({ err: error, key: claim.key }, "Recovering an idempotency claim failed");
    }
  }
  if (outcomes.length > 0)
    context.log.info({ outcomes }, "Recovered the calls of stopped processes");
  return outcomes;
}

/**
 * Registers this process, recovers what stopped processes left (before the server listens, so
 * a shopper's retry finds its call resolved), then renews the lease and sweeps for processes
 * whose lease expires while this one runs. Answers the stop function.
 */
export async function startClaimRecovery(
  context: AppContext,
  options: { singleProcessDatabase: boolean; resumers: ClaimResumers },
): Promise<() => Promise<void>> {
  await renewLease(context.db, context.processId);
  if (options.singleProcessDatabase) await forgetOtherProcesses(context.db, context.processId);
  await recoverOrphanedClaims(context, options.resumers);
  let beat = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat
      .then(async () => {
        await renewLease(context.db, context.processId);
        await recoverOrphanedClaims(context, options.resumers);
        await forgetExpiredProcesses(context.db, LEASE_MS);
      })
      .catch((error: unknown) => context.log.error({ err: error }, "Renewing the lease failed"));
  }, HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat;
    await forgetProcess(context.db, context.processId);
  };
}
