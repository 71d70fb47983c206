import type { PaymentMethod } from "@/api/types";
import { CARD_FORM_NOT_FOUND_MESSAGE, idempotencyKeyReusedMessage } from "../../../shared/errors";
import { checkCard, DECLINE_MESSAGES, type CardDetails } from "../../../shared/payments";
import { db, MOCK_EPOCH, newId, nextTimestamp } from "../db";
import { CART_UUID, orderRecordFixture, saveCardResultFixture, timeSlotDays } from "../fixtures";
import { http } from "../http";
import { earlierCall, IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyOf } from "../idempotency";
import { errorBody } from "../session";

export { CARD_FORM_NOT_FOUND_MESSAGE, IDEMPOTENCY_KEY_MESSAGE };

export const CARD_DECLINED_MESSAGE = DECLINE_MESSAGES.generic_decline;
export const KEY_REUSED_MESSAGE = idempotencyKeyReusedMessage("checkout");

/** A client secret the mock's save-card (or its fixture) hands out: "seti_mock_5001_secret…". */
const MOCK_CLIENT_SECRET = /^seti_mock_\w+?_secret/;

/** Stripe's test payment methods, which the sandbox payment provider mirrors. */
const TEST_CARDS: Record<string, Omit<PaymentMethod, "id" | "isDefault"> | "declined"> = {
  pm_card_visa: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", exp_month: 8, exp_year: 2029 },
  pm_card_amex: { brand: "amex", last4: "8431", exp_month: 5, exp_year: 2031 },
  pm_card_chargeDeclined: "declined",
};

/** The card the details describe, or the message Stripe would decline them with. */
function confirmCard(details: CardDetails): Omit<PaymentMethod, "id" | "isDefault"> | string {
  // The mock's clock, not the machine's, so a story's card never expires on a later run.
  const checked = checkCard(details, new Date(MOCK_EPOCH));
  if ("decline" in checked) return DECLINE_MESSAGES[checked.decline];
  const { brand, last4, expMonth, expYear } = checked.card;
  return { brand, last4, exp_month: expMonth, exp_year: expYear };
}

/** The server's list order: the default first, then newest first (db.cards is oldest first). */
function listOrder(cards: PaymentMethod[]): PaymentMethod[] {
  return cards.toReversed().sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The cards, in saving order still, with only this one the default. */
function withDefault(cards: PaymentMethod[], id: string): PaymentMethod[] {
  return cards.map((card) => ({ ...card, isDefault: card.id === id }));
}

/** The window's label when it can still be booked (closed and full windows cannot). */
function openTimeSlotLabel(date: string, timeSlotId: number): string | undefined {
  const slot = timeSlotDays
    .find((day) => day.date === date)
    ?.deliveryTimeSlotSettings.find((candidate) => candidate.id === timeSlotId);
  return slot?.availability === "OPEN" ? slot.formattedTime : undefined;
}

export const checkoutHandlers = [
  http.post("/orders/checkout/save-card", ({ response }) => {
    const intent = `seti_mock_${newId()}`;
    return response(200).json({
      data: saveCardResultFixture({ paymentIntentId: intent, clientSecret: `${intent}_secret` }),
    });
  }),

  http.post("/orders/checkout/verify-card", async ({ request, response }) => {
    const { paymentIntentId, paymentMethodId } = await request.json();
    const card =
      db.confirmedCards[paymentMethodId] ?? TEST_CARDS[paymentMethodId] ?? TEST_CARDS.pm_card_visa;
    if (!paymentIntentId.startsWith("seti_mock_") || card === "declined" || !card) {
      return response(422).json(errorBody(CARD_DECLINED_MESSAGE));
    }
    const others = db.cards.filter((existing) => existing.id !== paymentMethodId);
    // The first card (or any, should the list have lost its default) becomes the default.
    const saved: PaymentMethod = {
      id: paymentMethodId,
      ...card,
      isDefault: !others.some((existing) => existing.isDefault),
    };
    db.cards = [...others, saved];
    return response(200).json({ data: saved });
  }),

  http.post("/orders/checkout/sandbox/confirm-card", async ({ request, response }) => {
    const { clientSecret, ...details } = await request.json();
    // Every mock client secret is the caller's: there is one customer.
    if (!MOCK_CLIENT_SECRET.test(clientSecret)) {
      return response(404).json(errorBody(CARD_FORM_NOT_FOUND_MESSAGE));
    }
    const card = confirmCard(details);
    if (typeof card === "string") return response(422).json(errorBody(card));
    const paymentMethodId = `pm_mock_${card.brand}_${card.last4}_${newId()}`;
    db.confirmedCards[paymentMethodId] = card;
    return response(200).json({ data: { paymentMethodId } });
  }),

  http.get("/orders/checkout/payment-methods", ({ response }) => {
    return response(200).json({ data: listOrder(db.cards) });
  }),

  http.delete("/orders/checkout/payment-methods/{id}", ({ params, response }) => {
    if (!db.cards.some((card) => card.id === params.id)) {
      return response(404).json(errorBody("Card not found"));
    }
    const removedDefault = db.cards.some((card) => card.id === params.id && card.isDefault);
    const remaining = db.cards.filter((card) => card.id !== params.id);
    // The heir of a removed default is the most recently saved card left.
    const heir = removedDefault ? remaining.at(-1)?.id : undefined;
    db.cards = heir ? withDefault(remaining, heir) : remaining;
    return response(204).empty();
  }),

  http.patch("/orders/checkout/payment-methods/default/{id}", ({ params, response }) => {
    if (!db.cards.some((card) => card.id === params.id)) {
      return response(404).json(errorBody("Card not found"));
    }
    db.cards = withDefault(db.cards, params.id);
    return response(200).json({ data: listOrder(db.cards) });
  }),

  http.post("/orders/checkout", async ({ request, response }) => {
    const key = idempotencyKeyOf(request);
    if (!key) {
      return response(400).json(errorBody(IDEMPOTENCY_KEY_MESSAGE));
    }
    const body = await request.json();
    // A repeat of a placed checkout answers its order again: no second order, no second charge.
    const sent = JSON.stringify(body);
    const earlier = earlierCall("checkouts", key, sent);
    if (earlier === "reused") return response(409).json(errorBody(KEY_REUSED_MESSAGE));
    if (earlier) return response(201).json({ data: { uuid: earlier.orderUuid } });
    const { shipping } = body;
    if (body.cartId !== CART_UUID || db.cartLines.length === 0) {
      return response(409).json(errorBody("The cart is empty or no longer open."));
    }
    const timeSlot = openTimeSlotLabel(
      shipping.dateTimeSlot.date,
      shipping.dateTimeSlot.timeSlotId,
    );
    if (!timeSlot)
      return response(409).json(errorBody("That delivery slot is no longer available."));
    const address = db.addresses.find((candidate) => candidate.id === shipping.userAddressId);
    const card = db.cards.find((candidate) => candidate.id === body.paymentMethodId);
    const problems = [
      ...(address ? [] : ["Choose a saved delivery address."]),
      ...(card ? [] : ["Choose a saved card."]),
    ];
    if (!address || !card) {
      return response(422).json(errorBody("Failed to submit checkout.", problems));
    }
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
      timeSlot,
    });
    db.orders.unshift(order);
    db.checkouts[key] = { body: sent, orderUuid: order.uuid };
    // The session gets a new, empty cart.
    Object.assign(db, { cartLines: [], couponCode: null, tipAmount: 0 });
    return response(201).json({ data: { uuid: order.uuid } });
  }),
];
