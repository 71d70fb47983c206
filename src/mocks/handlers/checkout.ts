import type { PaymentMethod } from "@/api/types";
import { checkCard, DECLINE_MESSAGES } from "../../../shared/payments";
import { db, newId, nextTimestamp } from "../db";
import { MOCK_EPOCH } from "../fixtures";
import { CART_UUID, orderRecordFixture, saveCardResultFixture, timeSlotDays } from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";

/**
 * The happy path of saving cards and placing orders. The server's refusals (malformed keys and
 * bodies, closed windows, unknown cards) are tested against the server; stories reach a refusal
 * through a scenario (`scenarios.checkout.*`).
 */

export const CARD_DECLINED_MESSAGE = DECLINE_MESSAGES.generic_decline;

/** A card verify-card saves when the sandbox form did not confirm it first (Stripe's pm_card_visa). */
const TEST_VISA = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 };

/** The server's list order: the default first, then newest first (db.cards is oldest first). */
function listOrder(cards: PaymentMethod[]): PaymentMethod[] {
  return cards.toReversed().sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The cards, in saving order still, with only this one the default. */
function withDefault(cards: PaymentMethod[], id: string): PaymentMethod[] {
  return cards.map((card) => ({ ...card, isDefault: card.id === id }));
}

function timeSlotLabel(date: string, timeSlotId: number): string {
  const day = timeSlotDays.find((candidate) => candidate.date === date);
  return day?.deliveryTimeSlotSettings.find((slot) => slot.id === timeSlotId)?.formattedTime ?? "";
}

export const checkoutHandlers = [
  http.post("/orders/checkout/save-card", ({ response }) => {
    const intent = `seti_mock_${newId()}`;
    return response(200).json({
      data: saveCardResultFixture({ paymentIntentId: intent, clientSecret: `${intent}_secret` }),
    });
  }),

  http.post("/orders/checkout/verify-card", async ({ request, response }) => {
    const { paymentMethodId } = await request.json();
    const others = db.cards.filter((existing) => existing.id !== paymentMethodId);
    // The first card (or any, should the list have lost its default) becomes the default.
    const saved: PaymentMethod = {
      id: paymentMethodId,
      ...(db.confirmedCards[paymentMethodId] ?? TEST_VISA),
      isDefault: !others.some((existing) => existing.isDefault),
    };
    db.cards = [...others, saved];
    return response(200).json({ data: saved });
  }),

  // The card rules are shared/payments', the server's own: Stripe's decline numbers decline here too.
  http.post("/orders/checkout/sandbox/confirm-card", async ({ request, response }) => {
    // The mock's clock, not the machine's, so a story's card never expires on a later run.
    const checked = checkCard(await request.json(), new Date(MOCK_EPOCH));
    if ("decline" in checked)
      return response(422).json(errorBody(DECLINE_MESSAGES[checked.decline]));
    const { brand, last4, expMonth, expYear } = checked.card;
    const paymentMethodId = `pm_mock_${brand}_${last4}_${newId()}`;
    db.confirmedCards[paymentMethodId] = { brand, last4, exp_month: expMonth, exp_year: expYear };
    return response(200).json({ data: { paymentMethodId } });
  }),

  http.get("/orders/checkout/payment-methods", ({ response }) => {
    return response(200).json({ data: listOrder(db.cards) });
  }),

  http.delete("/orders/checkout/payment-methods/{id}", ({ params, response }) => {
    const removedDefault = db.cards.some((card) => card.id === params.id && card.isDefault);
    const remaining = db.cards.filter((card) => card.id !== params.id);
    // The heir of a removed default is the most recently saved card left.
    const heir = removedDefault ? remaining.at(-1)?.id : undefined;
    db.cards = heir ? withDefault(remaining, heir) : remaining;
    return response(204).empty();
  }),

  http.patch("/orders/checkout/payment-methods/default/{id}", ({ params, response }) => {
    db.cards = withDefault(db.cards, params.id);
    return response(200).json({ data: listOrder(db.cards) });
  }),

  http.post("/orders/checkout", async ({ request, response }) => {
    // A retry under the key of a placed checkout answers its order: no second order (the app's
    // lost-answer retry relies on it).
    const key = request.headers.get("Idempotency-Key") ?? "";
    const placed = db.checkouts[key];
    if (placed) return response(201).json({ data: { uuid: placed } });
    const { shipping, ...body } = await request.json();
    if (body.cartId !== CART_UUID || db.cartLines.length === 0) {
      return response(409).json(errorBody("The cart is empty or no longer open."));
    }
    const address = db.addresses.find((candidate) => candidate.id === shipping.userAddressId);
    const card = db.cards.find((candidate) => candidate.id === body.paymentMethodId);
    if (!address || !card) return response(422).json(errorBody("Failed to submit checkout."));
    const order = orderRecordFixture({
      id: newId(),
      status: "PENDING_ACCEPTED",
      createdAt: nextTimestamp(),
      lines: db.cartLines.map(({ productId, qty }) => ({ productId, qty })),
      couponCode: db.couponCode,
      tipAmount: db.tipAmount,
      note: shipping.note ?? null,
      customerName: body.customerName,
      // As the server: the order records the saved address it checked, not the body's lines.
      address,
      card,
      deliveryDate: shipping.dateTimeSlot.date,
      timeSlot: timeSlotLabel(shipping.dateTimeSlot.date, shipping.dateTimeSlot.timeSlotId),
    });
    db.orders.unshift(order);
    db.checkouts[key] = order.uuid;
    // The session gets a new, empty cart.
    Object.assign(db, { cartLines: [], couponCode: null, tipAmount: 0 });
    return response(201).json({ data: { uuid: order.uuid } });
  }),
];
