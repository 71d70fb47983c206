import type { PaymentMethod } from "@/api/types";
import { db, newId, nextTimestamp } from "../db";
import { CART_UUID, orderRecordFixture, saveCardResultFixture, timeSlotDays } from "../fixtures";
import { http } from "../http";
import { accessError, errorBody, refuseUnlessCustomer } from "../session";

export const CARD_DECLINED_MESSAGE = "Your card was declined.";

/** Stripe's test payment methods, which the sandbox payment provider mirrors. */
const TEST_CARDS: Record<string, Omit<PaymentMethod, "id"> | "declined"> = {
  pm_card_visa: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", exp_month: 8, exp_year: 2029 },
  pm_card_amex: { brand: "amex", last4: "8431", exp_month: 5, exp_year: 2031 },
  pm_card_chargeDeclined: "declined",
};

function timeSlotLabel(date: string, timeSlotId: number): string | undefined {
  return timeSlotDays
    .find((day) => day.date === date)
    ?.deliveryTimeSlotSettings.find((slot) => slot.id === timeSlotId)?.formattedTime;
}

export const checkoutHandlers = [
  http.post("/orders/checkout/save-card", ({ request, response }) => {
    const denied = refuseUnlessCustomer(request);
    if (denied) return response(denied).json(accessError(denied));
    const intent = `seti_mock_${newId()}`;
    return response(200).json({
      data: saveCardResultFixture({ paymentIntentId: intent, clientSecret: `${intent}_secret` }),
    });
  }),

  http.post("/orders/checkout/verify-card", async ({ request, response }) => {
    const denied = refuseUnlessCustomer(request);
    if (denied) return response(denied).json(accessError(denied));
    const { paymentIntentId, paymentMethodId } = await request.json();
    const card = TEST_CARDS[paymentMethodId] ?? TEST_CARDS.pm_card_visa;
    if (!paymentIntentId.startsWith("seti_mock_") || card === "declined" || !card) {
      return response(422).json(errorBody(CARD_DECLINED_MESSAGE));
    }
    const saved: PaymentMethod = { id: paymentMethodId, ...card };
    db.cards = [...db.cards.filter((existing) => existing.id !== saved.id), saved];
    return response(200).json({ data: saved });
  }),

  http.get("/orders/checkout/payment-methods", ({ request, response }) => {
    const denied = refuseUnlessCustomer(request);
    if (denied) return response(denied).json(accessError(denied));
    return response(200).json({ data: db.cards });
  }),

  http.delete("/orders/checkout/payment-methods/{id}", ({ request, params, response }) => {
    const denied = refuseUnlessCustomer(request);
    if (denied) return response(denied).json(accessError(denied));
    if (!db.cards.some((card) => card.id === params.id)) {
      return response(404).json(errorBody("Card not found"));
    }
    db.cards = db.cards.filter((card) => card.id !== params.id);
    return response(204).empty();
  }),

  http.post("/orders/checkout", async ({ request, response }) => {
    const denied = refuseUnlessCustomer(request);
    if (denied) return response(denied).json(accessError(denied));
    const body = await request.json();
    const { shipping } = body;
    if (body.cartId !== CART_UUID || db.cartLines.length === 0) {
      return response(409).json(errorBody("The cart is empty or no longer open."));
    }
    const timeSlot = timeSlotLabel(shipping.dateTimeSlot.date, shipping.dateTimeSlot.timeSlotId);
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
      address: {
        ...address,
        addressLine1: shipping.addressLine1,
        addressLine2: shipping.addressLine2 ?? null,
        city: shipping.city,
        state: shipping.state,
        zip: shipping.zip,
      },
      card,
      deliveryDate: shipping.dateTimeSlot.date,
      timeSlot,
    });
    db.orders.unshift(order);
    // The session gets a new, empty cart.
    Object.assign(db, { cartLines: [], couponCode: null, tipAmount: 0 });
    return response(201).json({ data: { uuid: order.uuid } });
  }),
];
