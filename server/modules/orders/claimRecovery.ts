import type { AppContext } from "../../context";
import type { FoundCharge } from "../../providers/payments";
import { checkoutChargeKey, placeClaimedOrder, releaseCouponHold } from "./checkout";
import { releaseIdempotencyKey } from "./idempotency";
import { findOrphanedClaims, takeOverClaim, type OrphanedClaim } from "./idempotencyRepository";
import {
  forgetExpiredProcesses,
  forgetOtherProcesses,
  forgetProcess,
  renewLease,
} from "./processRepository";
import { addClaimedTip, releaseTipReservation, tipChargeKey } from "./tips";

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

const chargeKeyOf = (claim: OrphanedClaim) =>
  claim.operation === "placeOrder" ? checkoutChargeKey(claim) : tipChargeKey(claim);

/** What the stopped call left beside its claim: a coupon use held, a tip reserved. */
async function clearLeftovers(context: AppContext, claim: OrphanedClaim) {
  if (claim.resume?.operation === "placeOrder") {
    await releaseCouponHold(context, claim.resume.orderUuid);
  }
  if (claim.operation === "addAdditionalTip") await releaseTipReservation(context, claim);
}

/**
 * Finishes the call with the charge it took, as the original request would have: the request
 * again, whose charge with the same provider key answers that charge. When that cannot be done
 * now (the cart changed, the slot filled), the call's own compensation refunds the charge.
 */
async function finishCharged(context: AppContext, claim: OrphanedClaim, charge: FoundCharge) {
  const resume = claim.resume;
  if (resume?.operation === "placeOrder") {
    await placeClaimedOrder(context, claim, resume.body, resume.orderUuid, charge);
  } else if (resume?.operation === "addAdditionalTip") {
    await addClaimedTip(context, claim, resume.orderUuid, resume.cents, charge);
  } else {
    await context.payments.refund({
      chargeReference: charge.reference,
      amountCents: charge.amountCents - charge.refundedCents,
      idempotencyKey: `recovery-refund-${chargeKeyOf(claim)}`,
    });
    await releaseIdempotencyKey(context, claim, { refunded: true });
  }
}

/**
 * Resolves one claim of a stopped process: the provider says whether its charge went through;
 * with a charge the call is finished (or refunded), without one the claim is released for the
 * retry. Nothing is ever charged twice: every charge request of a call uses its one provider key.
 */
async function recoverClaim(context: AppContext, claim: OrphanedClaim): Promise<RecoveryOutcome> {
  if (!(await takeOverClaim(context.db, claim, context.processId))) return "taken";
  const found = await context.payments.findCharge(chargeKeyOf(claim));
  await clearLeftovers(context, claim);
  if (!found || found.refundedCents >= found.amountCents) {
    await releaseIdempotencyKey(context, claim, { refunded: found !== null });
    return "released";
  }
  try {
    await finishCharged(context, claim, found);
    return claim.resume ? "completed" : "refunded";
  } catch (error) {
    context.log.warn({ err: error, key: claim.key }, "A recovered call was refunded instead");
    return "refunded";
  }
}

/** Resolves the unfinished claims of processes that stopped; answers what became of each. */
export async function recoverOrphanedClaims(context: AppContext): Promise<RecoveryOutcome[]> {
  const outcomes: RecoveryOutcome[] = [];
  for (const claim of await findOrphanedClaims(context.db, LEASE_MS, SWEEP_LIMIT)) {
    try {
      outcomes.push(await recoverClaim(context, claim));
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
  options: { singleProcessDatabase: boolean },
): Promise<() => Promise<void>> {
  await renewLease(context.db, context.processId);
  if (options.singleProcessDatabase) await forgetOtherProcesses(context.db, context.processId);
  await recoverOrphanedClaims(context);
  let beat = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat
      .then(async () => {
        await renewLease(context.db, context.processId);
        await recoverOrphanedClaims(context);
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
