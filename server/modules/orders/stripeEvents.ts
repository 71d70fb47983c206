import type { Logger } from "pino";
import type { Database, Transaction } from "../../db/client";
import type { StripeEvent } from "../../providers/payments/stripeWebhook";
import {
  findChargeLockingOrder,
  insertPayment,
  markChargeFailed,
  markChargeRefunded,
  markPendingChargeSucceeded,
  refundTotals,
} from "./paymentRepository";

type Charge = Extract<StripeEvent, { type: "charge.refunded" }>["data"]["object"];

const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Records the refunds of an order that Stripe knows and we do not (a refund made in Stripe's
 * dashboard, say): Stripe's refunded total for the order's charges, less the REFUND rows we
 * already have (pending or done), becomes one more REFUND row. Checkout's own refunds are
 * recorded when they are sent, so their events add nothing; a repeated event adds nothing.
 */
async function recordMissingRefund(tx: Transaction, charge: Charge, intentId: string) {
  // One event of an order at a time, so two deliveries cannot both see the refund as missing.
  const first = await findChargeLockingOrder(tx, intentId);
  if (!first) return;
  const totals = await refundTotals(tx, first.orderId, intentId);
  const missing = totals.otherCharges + charge.amount_refunded - totals.recorded;
  if (missing <= 0) return;
  await insertPayment(tx, {
    orderId: first.orderId,
    kind: "REFUND",
    provider: "stripe",
    // The refund's id when the event lists it (older API versions), else the charge's.
    providerReference: charge.refunds?.data[0]?.id ?? charge.id,
    amountCents: missing,
    status: "succeeded",
    brand: first.brand,
    last4: first.last4,
  });
}

/** Applies a verified Stripe event to the order payments it concerns; others are only logged. */
export async function applyStripeEvent(db: Database, event: StripeEvent, log: Logger) {
  switch (event.type) {
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) break;
      await db.transaction(async (tx) => {
        if (charge.refunded) await markChargeRefunded(tx, intentId);
        await recordMissingRefund(tx, charge, intentId);
      });
      break;
    }
    case "payment_intent.payment_failed":
      await markChargeFailed(db, event.data.object.id);
      break;
    case "payment_intent.succeeded":
      await markPendingChargeSucceeded(db, event.data.object.id);
      break;
    default:
      break;
  }
  log.info({ stripeEvent: { id: event.id, type: event.type } }, "Stripe event received");
}
