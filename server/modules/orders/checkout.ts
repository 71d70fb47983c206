import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { carts, couponRedemptions, coupons, orderItems, orders, payments } from "../../db/schema";
import { conflict, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { nextStepAt } from "../../fulfilment/pace";
import { findLiveCard, type PaymentMethodRow } from "../cards/repository";
import { couponUsage, fetchStoreTimeZone } from "../cart/couponRepository";
import { checkCouponUse } from "../cart/coupons";
import { quoteCart, type CartQuote } from "../cart/pricing";
import { deliveryZoneAt } from "../support/deliveryZones";
import { deliverySlotDays } from "../support/deliverySlots";
import { lockSlotWithRoom } from "../support/repository";
import { findOwnAddress } from "../users/addressRepository";
import { chargeCard } from "./charge";
import {
  attemptName,
  claimIdempotencyKey,
  ClaimTakenOver,
  completeIdempotencyKey,
  holdOwnClaim,
  releaseIdempotencyKey,
  requestHash,
  type IdempotentCall,
} from "./idempotency";

type CheckoutRequest = Schemas["CheckoutRequest"];

const KEY_REFUSALS = {
  reused: "This Idempotency-Key was already used for a different checkout.",
  inFlight: "This checkout is already being placed. Please wait a moment.",
};
const SLOT_UNAVAILABLE = "That delivery window is no longer available. Please choose another one.";

/**
 * Places an order from the caller's cart. The Idempotency-Key makes retries and double submits
 * safe: the first call claims the key, later calls with the key answer its order (or 409 while
 * it is still in flight). Money moves outside any transaction (provider calls never hold row
 * locks, and the embedded database runs one transaction at a time), so every step after the
 * charge is compensated if a later one fails: the coupon reservation is released, the charge
 * refunded and the key freed for a retry.
 */
export async function placeOrder(
  context: AppContext,
  userId: number,
  body: CheckoutRequest,
  idempotencyKey: string,
): Promise<string> {
  const request = {
    userId,
    operation: "placeOrder",
    key: idempotencyKey,
    requestHash: checkoutRequestHash(body),
  } as const;
  const orderUuid = randomUUID();
  const resume = { operation: "placeOrder", orderUuid, body } as const;
  const claim = await claimIdempotencyKey(context, request, KEY_REFUSALS, resume);
  if ("replay" in claim) return claim.replay;
  return placeClaimedOrder(context, claim.call, body, orderUuid, null);
}

/** A charge taken for a call: what its order records, or what undoing the call refunds. */
export interface TakenCharge {
  reference: string;
  amountCents: number;
}

/** The provider's idempotency key of a checkout's charge: a retry of the call is the same charge. */
export const checkoutChargeKey = (call: IdempotentCall) => `checkout-${attemptName(call)}`;

/**
 * Places the order of a claimed call. A recovery calls it again for a call whose process stopped
 * after charging (`earlierCharge`): the charge request with the same key answers that charge, and
 * if the order cannot be placed now, that charge is refunded like any other.
 */
export async function placeClaimedOrder(
  context: AppContext,
  call: IdempotentCall,
  body: CheckoutRequest,
  orderUuid: string,
  earlierCharge: TakenCharge | null,
): Promise<string> {
  const { userId } = call;
  let charge = earlierCharge;
  try {
    const [cartBefore] = await context.db
      .select({ updatedAt: carts.updatedAt })
      .from(carts)
      .where(eq(carts.userId, userId));
    const quote = await quoteCart(context, context.db, userId);
    const checked = await checkOrder(context, userId, body, quote);
    if (quote.coupon) await reserveCoupon(context, userId, quote.coupon.id, orderUuid);

    const result = await chargeCard(context, {
      userId,
      paymentMethodId: checked.card.id,
      providerCustomerId: checked.card.providerCustomerId,
      amountCents: quote.totalCents,
      description: `Grocery order ${orderUuid}`,
      idempotencyKey: checkoutChargeKey(call),
      orderUuid,
    });
    charge = { reference: result.reference, amountCents: quote.totalCents };
    const status = result.status === "succeeded" ? "PENDING_ACCEPTED" : "PENDING_PROCESSING";

    const paid = charge;
    await context.db.transaction(async (tx) => {
      await holdOwnClaim(tx, context, call);
      const [cart] = await tx
        .select({ uuid: carts.uuid, updatedAt: carts.updatedAt })
        .from(carts)
        .where(eq(carts.userId, userId))
        .for("update");
      if (
        !cart ||
        cart.uuid !== quote.cartUuid ||
        cart.updatedAt.getTime() !== cartBefore?.updatedAt.getTime()
      ) {
        throw conflict(
          "Your cart changed while the order was being placed. Please review it and try again.",
        );
      }
      // Checked again under the window's lock with the order written in the same transaction:
      // the earlier check leaves room for a race, and losing it refunds the charge (below).
      const { date, timeSlotId } = body.shipping.dateTimeSlot;
      if (!(await lockSlotWithRoom(tx, date, timeSlotId))) throw conflict(SLOT_UNAVAILABLE);
      const now = context.now();
      const [order] = await tx
        .insert(orders)
        .values({
          uuid: orderUuid,
          userId,
          status,
          createdAt: now,
          updatedAt: now,
          customerName: body.customerName.trim(),
          customerEmail: body.customerEmail?.trim().toLowerCase() || null,
          customerPhone: body.customerPhone,
          note: body.shipping.note?.trim() || null,
          userAddressId: checked.address.id,
          addressLine1: body.shipping.addressLine1.trim(),
          addressLine2: body.shipping.addressLine2?.trim() || null,
          city: body.shipping.city.trim(),
          state: body.shipping.state.trim(),
          zip: body.shipping.zip,
          latitude: checked.address.latitude,
          longitude: checked.address.longitude,
          slotDate: body.shipping.dateTimeSlot.date,
          slotId: body.shipping.dateTimeSlot.timeSlotId,
          slotLabel: checked.slotLabel,
          subtotalCents: quote.subtotalCents,
          couponId: quote.coupon?.id ?? null,
          couponCents: quote.couponCents,
          taxCents: quote.taxCents,
          serviceFeeCents: quote.serviceFeeCents,
          deliveryFeeCents: quote.deliveryFeeCents,
          tipCents: quote.tipCents,
          totalCents: quote.totalCents,
          paymentMethodId: checked.card.id,
          nextStepAt: nextStepAt(context.config.fulfilmentSimulator, status, now),
        })
        .returning({ id: orders.id });
      if (!order) throw new Error("The order was not written");
      await tx.insert(orderItems).values(
        quote.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          qty: line.qty,
          priceCents: line.priceCents,
          originalPriceCents: line.originalPriceCents,
        })),
      );
      await tx.insert(payments).values({
        orderId: order.id,
        kind: "CHARGE",
        provider: context.payments.name,
        providerReference: paid.reference,
        amountCents: paid.amountCents,
        status: status === "PENDING_ACCEPTED" ? "succeeded" : "pending",
        brand: checked.card.brand,
        last4: checked.card.last4,
      });
      // The session starts again with a new, empty cart (created on its next read).
      await tx.delete(carts).where(eq(carts.userId, userId));
      await completeIdempotencyKey(tx, call, orderUuid);
    });
    return orderUuid;
  } catch (error) {
    if (error instanceof ClaimTakenOver) throw conflict(KEY_REFUSALS.inFlight);
    await compensate(context, { call, orderUuid, charge });
    throw error;
  }
}

/** What identifies a checkout's body: a key reused with another body is refused. */
export const checkoutRequestHash = (body: CheckoutRequest) => requestHash(body);

interface CheckedOrder {
  address: NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>;
  card: PaymentMethodRow;
  slotLabel: string;
}

/**
 * Everything that must hold before money moves. The cart's own state answers 409 (the shopper
 * must look at it again); problems with the request answer 422 with one entry each.
 */
async function checkOrder(
  context: AppContext,
  userId: number,
  body: CheckoutRequest,
  quote: CartQuote,
): Promise<CheckedOrder> {
  if (body.cartId !== quote.cartUuid) {
    throw conflict("This cart was already checked out or replaced. Please review your cart.");
  }
  if (quote.lines.length === 0) throw conflict("Your cart is empty.");

  const { date, timeSlotId } = body.shipping.dateTimeSlot;
  const slot = (await deliverySlotDays(context))
    .find((day) => day.date === date)
    ?.deliveryTimeSlotSettings.find((setting) => setting.id === timeSlotId);
  // Before money moves, so a CLOSED or FULL window costs the shopper no charge and refund.
  if (slot?.availability !== "OPEN") throw conflict(SLOT_UNAVAILABLE);
  const slotLabel = slot.formattedTime;

  const problems: string[] = [];
  for (const line of quote.lines) {
    if (!line.inStock)
      problems.push(`${line.product.name} is out of stock. Remove it to continue.`);
  }
  if (quote.coupon && !quote.coupon.isApplicable) {
    problems.push(quote.coupon.reason ?? `${quote.coupon.code} cannot be used on this order.`);
  }
  const address = await findOwnAddress(context.db, userId, body.shipping.userAddressId);
  if (!address) {
    problems.push("Choose one of your saved addresses for delivery.");
  } else if (!(await deliveryZoneAt(context, address.latitude, address.longitude)).zone) {
    problems.push("We do not deliver to this address yet. Please choose another one.");
  }
  const card = await findLiveCard(context.db, userId, body.paymentMethodId);
  if (!card) problems.push("Choose one of your saved cards for payment.");
  if (problems.length > 0 || !address || !card) {
    throw unprocessable(problems[0] ?? "The order cannot be placed.", problems);
  }
  return { address, card, slotLabel };
}

/**
 * Holds one use of the coupon for this order, by the same rules the cart applies. The coupon's
 * row lock serialises checkouts that race for its last use, so a single-use coupon is used once
 * however many checkouts arrive.
 */
async function reserveCoupon(
  context: AppContext,
  userId: number,
  couponId: number,
  orderUuid: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
    if (!coupon)
      throw unprocessable("The coupon no longer exists.", ["The coupon no longer exists."]);
    const use = checkCouponUse(
      coupon,
      await couponUsage(tx, couponId, userId),
      context.now(),
      await fetchStoreTimeZone(tx),
    );
    if (use.reason) throw unprocessable(use.reason, [use.reason]);
    await tx.insert(couponRedemptions).values({ couponId, userId, orderUuid });
  });
}

/** Frees the coupon use held for an order that was not placed. */
export async function releaseCouponHold(context: AppContext, orderUuid: string) {
  await context.db.delete(couponRedemptions).where(eq(couponRedemptions.orderUuid, orderUuid));
}

async function compensate(
  context: AppContext,
  attempt: {
    call: IdempotentCall;
    orderUuid: string;
    charge: TakenCharge | null;
  },
): Promise<void> {
  try {
    await releaseCouponHold(context, attempt.orderUuid);
    if (attempt.charge) {
      await context.payments.refund({
        chargeReference: attempt.charge.reference,
        amountCents: attempt.charge.amountCents,
        idempotencyKey: `checkout-refund-${attempt.orderUuid}`,
      });
    }
    await releaseIdempotencyKey(context, attempt.call, { refunded: attempt.charge !== null });
  } catch (error) {
    context.log.error({ err: error, orderUuid: attempt.orderUuid }, "Checkout compensation failed");
  }
}
