import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import {
  insertPendingRefund,
  markRefundFailed,
  settleRefund,
  type PaymentRow,
} from "./actionRepository";

/** A refund on record as pending, to send to the payments provider once its transaction commits. */
export interface PendingRefund {
  paymentId: number;
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Records a refund of `amountCents` of the charge as pending, in the caller's transaction: a
 * cancellation's (its key made from the refund's id) or a short line's (`shortage-<item id>`).
 * Answers what to send after the commit; nothing when the amount is nil or a refund with the
 * key is already on record, so the same refund is never recorded, or paid, twice.
 */
export async function recordRefund(
  tx: Executor,
  charge: PaymentRow,
  amountCents: number,
  idempotencyKey: string | null = null,
): Promise<PendingRefund | undefined> {
  if (amountCents <= 0) return undefined;
  const pending = await insertPendingRefund(tx, charge, amountCents, idempotencyKey);
  if (!pending) return undefined;
  return {
    paymentId: pending.id,
    chargeReference: charge.providerReference,
    amountCents,
    idempotencyKey: pending.idempotencyKey,
  };
}

/**
 * Sends refunds recorded as pending, after their transaction committed, so a slow or failing
 * provider never holds an order's lock or leaves a change without its refund record. The key
 * travels with the call: a refund sent again (a retry) is paid once by the provider.
 */
export async function sendRefunds(
  context: AppContext,
  refunds: readonly PendingRefund[],
): Promise<void> {
  for (const refund of refunds) {
    try {
      const result = await context.payments.refund({
        chargeReference: refund.chargeReference,
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
      });
      await settleRefund(context.db, refund.paymentId, result.reference);
    } catch (error) {
      // Stays on record as failed for the team to retry; the change itself stands.
      context.log.error({ err: error, paymentId: refund.paymentId }, "Refund failed");
      await markRefundFailed(context.db, refund.paymentId);
    }
  }
}
