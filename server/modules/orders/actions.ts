import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { couponRedemptions, orders, payments } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { findOwnOrder, type OrderRow } from "./repository";
import { orderFlags, type OrderFlags } from "./status";

const ORDER_NOT_FOUND = "Order not found.";

/**
 * Runs an action on the caller's order inside a transaction that holds the order's row lock, once
 * the flag that gates it is true (409 otherwise); someone else's order answers 404.
 */
async function withOrderAction(
  context: AppContext,
  userId: number,
  uuid: string,
  flag: keyof OrderFlags,
  refusal: string,
  act: (tx: Transaction, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  return context.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, uuid, { lock: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!orderFlags(order, context.now())[flag]) throw conflict(refusal);
    await act(tx, order);
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    return updated;
  });
}

interface PendingRefund {
  paymentId: number;
  chargeReference: string;
  amountCents: number;
}

/**
 * Cancels before dispatch. Refunds are recorded as pending in the same transaction and sent to
 * the provider after the commit (the customer is told it takes 24 to 48 hours), so a slow or
 * failing provider never holds the order's lock or leaves a cancellation without its refund record.
 */
export async function cancelOrder(
  context: AppContext,
  userId: number,
  uuid: string,
): Promise<OrderRow> {
  const refunds: PendingRefund[] = [];
  const order = await withOrderAction(
    context,
    userId,
    uuid,
    "canCancel",
    "This order can no longer be cancelled: it is already on its way.",
    async (tx, row) => {
      const now = context.now();
      await tx
        .update(orders)
        .set({ status: "CANCELLED", cancelledAt: now, nextStepAt: null, updatedAt: now })
        .where(eq(orders.id, row.id));
      // The coupon can be used again.
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderUuid, row.uuid));
      const charges = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, row.id),
            inArray(payments.kind, ["CHARGE", "TIP"]),
            eq(payments.status, "succeeded"),
          ),
        );
      for (const charge of charges) {
        const [pending] = await tx
          .insert(payments)
          .values({
            orderId: row.id,
            kind: "REFUND",
            provider: charge.provider,
            providerReference: `pending-refund-of-${charge.providerReference}`,
            amountCents: charge.amountCents,
            status: "pending",
            brand: charge.brand,
            last4: charge.last4,
          })
          .returning({ id: payments.id });
        if (pending) {
          refunds.push({
            paymentId: pending.id,
            chargeReference: charge.providerReference,
            amountCents: charge.amountCents,
          });
        }
      }
    },
  );
  for (const refund of refunds) await sendRefund(context, refund);
  return order;
}

async function sendRefund(context: AppContext, refund: PendingRefund): Promise<void> {
  try {
    const result = await context.payments.refund({
      chargeReference: refund.chargeReference,
      amountCents: refund.amountCents,
      idempotencyKey: `refund-${refund.paymentId}`,
    });
    await context.db
      .update(payments)
      .set({ providerReference: result.reference, status: "succeeded" })
      .where(eq(payments.id, refund.paymentId));
  } catch (error) {
    // Stays on record as failed for the team to retry; the cancellation itself stands.
    context.log.error({ err: error, paymentId: refund.paymentId }, "Refund failed");
    await context.db
      .update(payments)
      .set({ status: "failed" })
      .where(eq(payments.id, refund.paymentId));
  }
}

export function rateOrder(
  context: AppContext,
  userId: number,
  uuid: string,
  rating: Schemas["RatingRequest"],
) {
  return withOrderAction(
    context,
    userId,
    uuid,
    "canRate",
    "This order cannot be rated: it is not delivered yet or was already rated.",
    async (tx, row) => {
      const now = context.now();
      await tx
        .update(orders)
        .set({
          status: "COMPLETED",
          ratedAt: now,
          nextStepAt: null,
          updatedAt: now,
          orderRating: rating.orderRating,
          orderComments: rating.orderComments?.trim() || null,
          driverRating: rating.driverRating,
          driverComments: rating.driverComments?.trim() || null,
        })
        .where(eq(orders.id, row.id));
    },
  );
}

export function updateDeliveryInstructions(
  context: AppContext,
  userId: number,
  uuid: string,
  input: Schemas["DeliveryInstructionsRequest"],
) {
  return withOrderAction(
    context,
    userId,
    uuid,
    "canUpdateDeliveryInstructions",
    "Delivery instructions can no longer be changed: the order is already on its way.",
    async (tx, row) => {
      await tx
        .update(orders)
        .set({
          note: input.note.trim() || null,
          leaveAtDoorstep: input.leaveAtDoorstep,
          updatedAt: context.now(),
        })
        .where(eq(orders.id, row.id));
    },
  );
}
