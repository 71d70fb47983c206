import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Transaction } from "../../db/client";
import { orders, payments } from "../../db/schema";
import type { StripeEvent } from "../../providers/payments/stripeWebhook";

type Charge = Extract<StripeEvent, { type: "charge.refunded" }>["data"]["object"];

const CHARGES = ["CHARGE", "TIP"];
const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Records the refunds of an order that Stripe knows and we do not (a refund made in Stripe's
 * dashboard, say): Stripe's refunded total for the order's charges, less the REFUND rows we
 * already have (pending or done), becomes one more REFUND row. Checkout's own refunds are
 * recorded when they are sent, so their events add nothing; a repeated event adds nothing.
 */
async function recordMissingRefund(tx: Transaction, charge: Charge, intentId: string) {
  const [first] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerReference, intentId), inArray(payments.kind, CHARGES)));
  if (!first) return;
  // One event of an order at a time, so two deliveries cannot both see the refund as missing.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, first.orderId)).for("update");
  const [totals] = await tx
    .select({
      otherCharges:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} in ('CHARGE', 'TIP') and ${payments.status} = 'refunded' and ${payments.providerReference} <> ${intentId}), 0)`.mapWith(
          Number,
        ),
      recorded:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'REFUND' and ${payments.status} <> 'failed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(eq(payments.orderId, first.orderId));
  const missing = (totals?.otherCharges ?? 0) + charge.amount_refunded - (totals?.recorded ?? 0);
  if (missing <= 0) return;
  await tx.insert(payments).values({
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
        if (charge.refunded) {
          await tx
            .update(payments)
            .set({ status: "refunded" })
            .where(and(eq(payments.providerReference, intentId), inArray(payments.kind, CHARGES)));
        }
        await recordMissingRefund(tx, charge, intentId);
      });
      break;
    }
    case "payment_intent.payment_failed":
      await db
        .update(payments)
        .set({ status: "failed" })
        .where(
          and(
            eq(payments.providerReference, event.data.object.id),
            inArray(payments.kind, CHARGES),
            ne(payments.status, "refunded"),
          ),
        );
      break;
    case "payment_intent.succeeded":
      // A charge that was still processing at checkout has gone through.
      await db
        .update(payments)
        .set({ status: "succeeded" })
        .where(
          and(
            eq(payments.providerReference, event.data.object.id),
            inArray(payments.kind, CHARGES),
            eq(payments.status, "pending"),
          ),
        );
      break;
    default:
      break;
  }
  log.info({ stripeEvent: { id: event.id, type: event.type } }, "Stripe event received");
}
