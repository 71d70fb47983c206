import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { releaseCouponHold } from "../cart";
import {
  refundedOfCharges,
  succeededCharges,
  updateOrderRow,
  type OrderChanges,
} from "./actionRepository";
import { tellOrderStatus } from "./orderNews";
import { recordRefund, sendRefunds, type PendingRefund } from "./refunds";
import { findOwnOrder, type OrderRow } from "./repository";
import { orderFlags, type OrderFlags } from "../../../shared/orders";

const ORDER_NOT_FOUND = "Order not found.";

/**
 * Runs an action on the caller's order inside a transaction that holds the order's row lock, once
 * the flag that gates it is true (409 otherwise), and writes the changes it answers; someone
 * else's order answers 404.
 */
async function withOrderAction(
  context: AppContext,
  userId: number,
  uuid: string,
  flag: keyof OrderFlags,
  refusal: string,
  act: (tx: Transaction, order: OrderRow) => Promise<OrderChanges>,
): Promise<OrderRow> {
  return context.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, uuid, { lock: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!orderFlags(order, context.now())[flag]) throw conflict(refusal);
    const updated = await updateOrderRow(tx, order.id, await act(tx, order));
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    return updated;
  });
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
      // The coupon can be used again.
      await releaseCouponHold(tx, row.uuid);
      const charges = await succeededCharges(tx, row.id);
      // What short lines already got back is not paid a second time.
      const refunded = await refundedOfCharges(
        tx,
        charges.map((charge) => charge.providerReference),
      );
      for (const charge of charges) {
        const left = charge.amountCents - (refunded.get(charge.providerReference) ?? 0);
        const refund = await recordRefund(tx, charge, left);
        if (refund) refunds.push(refund);
      }
      const now = context.now();
      await tellOrderStatus(tx, row, "CANCELLED", now);
      return { status: "CANCELLED", cancelledAt: now, nextStepAt: null, updatedAt: now };
    },
  );
  await sendRefunds(context, refunds);
  return order;
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
    async () => {
      const now = context.now();
      return {
        status: "COMPLETED",
        ratedAt: now,
        nextStepAt: null,
        updatedAt: now,
        orderRating: rating.orderRating,
        orderComments: rating.orderComments?.trim() || null,
        driverRating: rating.driverRating,
        driverComments: rating.driverComments?.trim() || null,
      };
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
    async () => ({
      note: input.note.trim() || null,
      leaveAtDoorstep: input.leaveAtDoorstep,
      updatedAt: context.now(),
    }),
  );
}
