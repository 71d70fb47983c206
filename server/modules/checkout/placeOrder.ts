import { randomUUID } from "node:crypto";
import type { AppContext } from "../../context";
import { conflict } from "../../http/errors";
import type { Schemas } from "../../http/types";
import {
  ABANDONED_AFTER_MS,
  attemptName,
  claimIdempotencyKey,
  ClaimTakenOver,
  completeIdempotencyKey,
  holdOwnClaim,
  releaseIdempotencyKey,
  requestHash,
  type IdempotentCall,
} from "../../idempotency/claims";
import type { ClaimResumer } from "../../idempotency/recovery";
import {
  cartVersion,
  claimCartForCheckout,
  deleteUserCart,
  holdCoupon,
  lockCartVersion,
  quoteCart,
  releaseCartForCheckout,
  releaseCouponHold,
  type CartQuote,
} from "../cart";
import { chargeCard, countSlotHolders, insertPlacedOrder, nextStepAt } from "../orders";
import { lockSlotWithRoom } from "../support";
import { checkOrder, SLOT_UNAVAILABLE, type CheckedOrder } from "./orderChecks";
import { idempotencyKeyReusedMessage } from "../../../shared/errors/messages";

type CheckoutRequest = Schemas["CheckoutRequest"];

const KEY_REFUSALS = {
  reused: idempotencyKeyReusedMessage("checkout"),
  inFlight: "This checkout is already being placed. Please wait a moment.",
};

/** A charge taken for a call: what its order records, or what undoing the call refunds. */
export interface TakenCharge {
  reference: string;
  amountCents: number;
}

/** What identifies a checkout's body: a key reused with another body is refused. */
export const checkoutRequestHash = (body: CheckoutRequest) => requestHash(body);

/** The provider's idempotency key of a checkout's charge: a retry of the call is the same charge. */
export const checkoutChargeKey = (call: IdempotentCall) => `checkout-${attemptName(call)}`;

/**
 * Places an order from the caller's cart. The Idempotency-Key makes retries and double submits
 * safe: the first call claims the key, later calls with the key answer its order (or 409 while
 * it is still in flight).
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

/**
 * Places the order of a claimed call: checks, claims the cart, holds the coupon, charges, then
 * writes the order.
 * Money moves outside any transaction (provider calls never hold row locks, and the embedded
 * database runs one transaction at a time), so a failure after the charge is compensated: the
 * coupon hold is released, the charge refunded and the key freed for a retry. A recovery calls
 * it again for a call whose process stopped after charging (`earlierCharge`): the charge request
 * with the same key answers that charge.
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
    const cartBefore = await cartVersion(context.db, userId);
    const quote = await quoteCart(context, context.db, userId);
    const checked = await checkOrder(context, userId, body, quote);
    await claimCart(context, userId, orderUuid);
    if (quote.coupon) await holdCoupon(context, { couponId: quote.coupon.id, userId, orderUuid });
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
    const paid = { ...charge, succeeded: result.status === "succeeded" };
    await writeOrder(context, call, { body, orderUuid, quote, checked, paid, cartBefore });
    return orderUuid;
  } catch (error) {
    if (error instanceof ClaimTakenOver) throw conflict(KEY_REFUSALS.inFlight);
    await compensate(context, { call, orderUuid, charge });
    throw error;
  }
}

/**
 * Claims the cart before anything is charged: a second checkout of the cart under another key
 * (another tab, a retry with a new key) is refused here, not charged and refunded after losing the
 * race to write its order.
 */
async function claimCart(context: AppContext, userId: number, orderUuid: string) {
  const now = context.now();
  const lapsedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  if (!(await claimCartForCheckout(context.db, { userId, orderUuid, now, lapsedBefore })))
    throw conflict(KEY_REFUSALS.inFlight);
}

interface PaidOrder {
  body: CheckoutRequest;
  orderUuid: string;
  quote: CartQuote;
  checked: CheckedOrder;
  paid: TakenCharge & { succeeded: boolean };
  cartBefore: { updatedAt: Date } | undefined;
}

/**
 * Writes the paid order in one transaction that also completes the key and empties the cart,
 * once the cart is still what was charged for and the delivery window still has room.
 */
async function writeOrder(context: AppContext, call: IdempotentCall, order: PaidOrder) {
  const { body, quote, checked, paid } = order;
  const status = paid.succeeded ? "PENDING_ACCEPTED" : "PENDING_PROCESSING";
  await context.db.transaction(async (tx) => {
    await holdOwnClaim(tx, context, call);
    const cart = await lockCartVersion(tx, call.userId);
    if (
      !cart ||
      cart.uuid !== quote.cartUuid ||
      cart.updatedAt.getTime() !== order.cartBefore?.updatedAt.getTime()
    ) {
      throw conflict(
        "Your cart changed while the order was being placed. Please review it and try again.",
      );
    }
    // Checked again under the window's lock with the order written in the same transaction:
    // the earlier check leaves room for a race, and losing it refunds the charge.
    const { date, timeSlotId } = body.shipping.dateTimeSlot;
    if (!(await lockSlotWithRoom(tx, date, timeSlotId, countSlotHolders)))
      throw conflict(SLOT_UNAVAILABLE);
    const now = context.now();
    const shipping = body.shipping;
    await insertPlacedOrder(
      tx,
      {
        uuid: order.orderUuid,
        userId: call.userId,
        status,
        createdAt: now,
        updatedAt: now,
        customerName: body.customerName.trim(),
        customerEmail: body.customerEmail?.trim().toLowerCase() || null,
        customerPhone: body.customerPhone,
        note: shipping.note?.trim() || null,
        // The order records the saved address it checked, whatever lines the body repeats.
        userAddressId: checked.address.id,
        addressLine1: checked.address.addressLine1,
        addressLine2: checked.address.addressLine2,
        city: checked.address.city,
        state: checked.address.state,
        zip: checked.address.zip,
        latitude: checked.address.latitude,
        longitude: checked.address.longitude,
        slotDate: date,
        slotId: timeSlotId,
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
      },
      quote.lines.map((line) => ({
        productId: line.productId,
        qty: line.qty,
        priceCents: line.priceCents,
        originalPriceCents: line.originalPriceCents,
        ifUnavailable: line.ifUnavailable.choice,
        replacementProductId: line.ifUnavailable.replacementProductId,
      })),
      {
        provider: context.payments.name,
        providerReference: paid.reference,
        amountCents: paid.amountCents,
        status: paid.succeeded ? "succeeded" : "pending",
        brand: checked.card.brand,
        last4: checked.card.last4,
      },
    );
    await deleteUserCart(tx, call.userId);
    await completeIdempotencyKey(tx, call, order.orderUuid);
  });
}

async function compensate(
  context: AppContext,
  attempt: { call: IdempotentCall; orderUuid: string; charge: TakenCharge | null },
): Promise<void> {
  try {
    await releaseCouponHold(context.db, attempt.orderUuid);
    await releaseCartForCheckout(context.db, attempt.orderUuid);
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

/** Finishes checkouts whose process stopped: the order is placed with the charge it took. */
export const checkoutResumer: ClaimResumer = {
  chargeKey: checkoutChargeKey,
  async clearLeftovers(context, claim) {
    if (claim.resume?.operation === "placeOrder") {
      await releaseCouponHold(context.db, claim.resume.orderUuid);
      await releaseCartForCheckout(context.db, claim.resume.orderUuid);
    }
  },
  async finish(context, claim, charge) {
    if (claim.resume?.operation !== "placeOrder") throw new Error("Not a checkout's claim");
    await placeClaimedOrder(context, claim, claim.resume.body, claim.resume.orderUuid, charge);
  },
};
