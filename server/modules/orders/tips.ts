import type { AppContext } from "../../context";
import { badRequest, conflict, notFound, unprocessable } from "../../http/errors";
import { additionalTipsAfter, tipCents } from "../../../shared/pricing";
import { findSavedCard } from "../users";
import {
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
import { chargeCard } from "./charge";
import { findOwnOrder, type OrderRow } from "./repository";
import { orderFlags } from "../../../shared/orders";
import {
  deletePendingTip,
  deletePendingTipByReference,
  insertPendingTip,
  settleTip,
  tipCentsInFlight,
} from "./tipRepository";
import { idempotencyKeyReusedMessage } from "../../../shared/errors/messages";

const ORDER_NOT_FOUND = "Order not found.";
const KEY_REFUSALS = {
  reused: idempotencyKeyReusedMessage("tip"),
  inFlight: "This tip is already being added. Please wait a moment.",
};

interface Reservation {
  paymentId: number;
  orderId: number;
  card: { id: string; providerCustomerId: string | null };
}

/**
 * Charges the order's card for a tip after delivery. The Idempotency-Key makes a retry or a
 * double submit one charge (the same mechanism as checkout), and the cap holds however many tips
 * arrive at once: each is reserved as a pending payment under the order's row lock, and the
 * reservations in flight count against the cap. The charge itself runs outside any transaction
 * (provider calls never hold row locks), so a failure after it refunds it.
 */
export async function addAdditionalTip(
  context: AppContext,
  userId: number,
  uuid: string,
  tipAmount: number,
  idempotencyKey: string,
): Promise<OrderRow> {
  // The contract bounds the dollars; a fraction of a cent still rounds to a charge of nothing.
  const cents = tipCents(tipAmount);
  if (cents === null) throw badRequest("Enter a tip of at least $0.01.");
  const request = {
    userId,
    operation: "addAdditionalTip",
    key: idempotencyKey,
    requestHash: requestHash({ uuid, cents }),
  } as const;
  const resume = { operation: "addAdditionalTip", orderUuid: uuid, cents } as const;
  const claim = await claimIdempotencyKey(context, request, KEY_REFUSALS, resume);
  if ("replay" in claim) return ownOrder(context, userId, claim.replay);
  return addClaimedTip(context, claim.call, uuid, cents, null);
}

/** The provider's idempotency key of a tip's charge: a retry of the call is the same charge. */
export const tipChargeKey = (call: IdempotentCall) => `tip-${attemptName(call)}`;

/** The pending payment a claimed tip reserves, named after its call so a recovery finds it. */
const pendingTipReference = (call: IdempotentCall) => `pending-tip-${attemptName(call)}`;

/** Drops the reservation a tip whose process stopped left pending (it counts against the cap). */
export const releaseTipReservation = (context: AppContext, call: IdempotentCall) =>
  deletePendingTipByReference(context.db, pendingTipReference(call));

/**
 * Adds the tip of a claimed call. A recovery calls it again for a call whose process stopped
 * after charging (`earlierCharge`): the charge request with the same key answers that charge, and
 * if the tip cannot be added now, that charge is refunded like any other.
 */
export async function addClaimedTip(
  context: AppContext,
  call: IdempotentCall,
  uuid: string,
  cents: number,
  earlierCharge: { reference: string } | null,
): Promise<OrderRow> {
  const { userId } = call;
  let reservation: Reservation | null = null;
  let charge = earlierCharge;
  try {
    reservation = await reserveTip(context, call, uuid, cents);
    charge = await chargeTip(context, userId, uuid, reservation, cents, call);
    const paid = { ...reservation, reference: charge.reference, amountCents: cents };
    return await context.db.transaction(async (tx) => {
      await holdOwnClaim(tx, context, call);
      const order = await settleTip(tx, paid, context.now());
      if (!order) throw notFound(ORDER_NOT_FOUND);
      await completeIdempotencyKey(tx, call, uuid);
      return order;
    });
  } catch (error) {
    if (error instanceof ClaimTakenOver) throw conflict(KEY_REFUSALS.inFlight);
    await undoTip(context, { call, reservation, charge, cents, uuid });
    throw error;
  }
}

async function ownOrder(context: AppContext, userId: number, uuid: string): Promise<OrderRow> {
  const order = await findOwnOrder(context.db, userId, uuid);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Everything that must hold before the card is charged, checked and held under the order's lock. */
function reserveTip(
  context: AppContext,
  call: IdempotentCall,
  uuid: string,
  cents: number,
): Promise<Reservation> {
  const { userId } = call;
  return context.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, uuid, { lock: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!orderFlags(order, context.now()).canAddAdditionalTip) {
      throw conflict("A tip can no longer be added to this order.");
    }
    const carried = order.additionalTipCents + (await tipCentsInFlight(tx, order.id));
    const added = additionalTipsAfter(carried, cents);
    if ("refusal" in added) throw unprocessable(added.refusal, [added.refusal]);
    const card = await findSavedCard(tx, userId, order.paymentMethodId);
    if (!card) {
      throw unprocessable(
        "The card used for this order was removed, so no tip can be charged to it.",
      );
    }
    const paymentId = await insertPendingTip(tx, {
      orderId: order.id,
      provider: context.payments.name,
      placeholderReference: pendingTipReference(call),
      amountCents: cents,
      brand: card.brand,
      last4: card.last4,
    });
    return { paymentId, orderId: order.id, card };
  });
}

function chargeTip(
  context: AppContext,
  userId: number,
  uuid: string,
  reservation: Reservation,
  cents: number,
  call: IdempotentCall,
): Promise<{ reference: string }> {
  return chargeCard(context, {
    userId,
    paymentMethodId: reservation.card.id,
    providerCustomerId: reservation.card.providerCustomerId,
    amountCents: cents,
    description: `Tip for order ${uuid}`,
    // A retry of this call after a crash is the provider's same charge, not a second one.
    idempotencyKey: tipChargeKey(call),
    orderUuid: uuid,
  });
}

async function undoTip(
  context: AppContext,
  attempt: {
    call: IdempotentCall;
    reservation: Reservation | null;
    charge: { reference: string } | null;
    cents: number;
    uuid: string;
  },
): Promise<void> {
  try {
    if (attempt.charge) {
      await context.payments.refund({
        chargeReference: attempt.charge.reference,
        amountCents: attempt.cents,
        idempotencyKey: `tip-refund-${attemptName(attempt.call)}`,
      });
    }
    if (attempt.reservation) await deletePendingTip(context.db, attempt.reservation.paymentId);
    await releaseIdempotencyKey(context, attempt.call, { refunded: attempt.charge !== null });
  } catch (error) {
    context.log.error({ err: error, orderUuid: attempt.uuid }, "Undoing a tip failed");
  }
}

/** Finishes tips whose process stopped: the tip is added with the charge it took. */
export const tipResumer: ClaimResumer = {
  chargeKey: tipChargeKey,
  clearLeftovers: releaseTipReservation,
  async finish(context, claim, charge) {
    if (claim.resume?.operation !== "addAdditionalTip") throw new Error("Not a tip's claim");
    await addClaimedTip(context, claim, claim.resume.orderUuid, claim.resume.cents, charge);
  },
};
