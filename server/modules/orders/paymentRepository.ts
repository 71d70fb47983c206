import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders, payments } from "../../db/schema";

const CHARGES = ["CHARGE", "TIP"];
const chargeOf = (intentId: string) =>
  and(eq(payments.providerReference, intentId), inArray(payments.kind, CHARGES));

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** The charge (an order's or a tip's) made by this payment intent, its order's row locked. */
export async function findChargeLockingOrder(
  tx: Executor,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [charge] = await tx.select().from(payments).where(chargeOf(intentId));
  if (!charge) return undefined;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, charge.orderId))
    .for("update");
  return charge;
}

/** An order's refunded charges other than this intent's, and the refunds already on record. */
export async function refundTotals(tx: Executor, orderId: number, intentId: string) {
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
    .where(eq(payments.orderId, orderId));
  return { otherCharges: totals?.otherCharges ?? 0, recorded: totals?.recorded ?? 0 };
}

export async function insertPayment(tx: Executor, payment: NewPayment) {
  await tx.insert(payments).values(payment);
}

export async function markChargeRefunded(tx: Executor, intentId: string) {
  await tx.update(payments).set({ status: "refunded" }).where(chargeOf(intentId));
}

export async function markChargeFailed(db: Executor, intentId: string) {
  await db
    .update(payments)
    .set({ status: "failed" })
    .where(and(chargeOf(intentId), ne(payments.status, "refunded")));
}

/** A charge that was still processing at checkout has gone through. */
export async function markPendingChargeSucceeded(db: Executor, intentId: string) {
  await db
    .update(payments)
    .set({ status: "succeeded" })
    .where(and(chargeOf(intentId), eq(payments.status, "pending")));
}
