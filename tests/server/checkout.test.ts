import { randomUUID } from "node:crypto";
import { and, count, eq, ne } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  carts,
  coupons,
  couponRedemptions,
  deliveryTimeSlots,
  idempotencyKeys,
  orders,
} from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { checkoutRequestHash } from "../../server/modules/checkout/placeOrder";
import { deliveryWindowCapacity } from "../../server/seed/data/support";
import { signInCustomer, signInGuest } from "./support/auth";
import { getCart, setQty } from "./support/cart";
import {
  chargesAtProvider,
  chargesOf,
  checkoutBody,
  distantOpenSlot,
  moveClockToStoreMorning,
  ordersOf,
  placeOrder,
  readyCheckoutCustomer,
  slotAvailability,
} from "./support/checkout";
import { callApi } from "./support/requests";
import { expectContract } from "./support/contract";
import { getTestApp } from "./support/testApp";

describe("placeOrder", () => {
  it("charges the server's total, creates the order with its lines and empties the cart", async () => {
    const customer = await readyCheckoutCustomer();
    const cart = await getCart(customer.token);
    const body = await checkoutBody(customer.token, customer);

    const response = await placeOrder(customer.token, body);
    expectContract("placeOrder", response);
    expect(response.statusCode).toBe(201);
    const { uuid } = (response.json() as Schemas["CheckoutResultResponse"]).data;

    const [order] = await ordersOf(customer.user.id);
    expect(order).toMatchObject({
      uuid,
      status: "PENDING_ACCEPTED",
      slotDate: body.shipping.dateTimeSlot.date,
    });
    const charges = await chargesOf([order?.id ?? 0]);
    expect(charges).toHaveLength(1);
    expect(`$${((charges[0]?.amountCents ?? 0) / 100).toFixed(2)}`).toBe(cart.formattedTotal);

    const detail = await callApi("GET", `/orders/ui/${uuid}`, {
      token: customer.token,
    });
    expectContract("getOrder", detail);
    const placed = (detail.json() as Schemas["OrderResponse"]).data;
    expect(placed).toMatchObject({
      formattedTotal: cart.formattedTotal,
      formattedSubTotal: cart.formattedSubTotal,
      formattedTaxAmount: cart.formattedTaxAmount,
      note: "Ring the bell",
      payments: [{ paymentDetail: { brand: "visa", last4: "4242" } }],
      orderShipping: { customerShippingAddressLine2: "Floor 2", leaveAtDoorstep: false },
    });
    expect(placed.orderProducts.map((line) => line.qty)).toEqual([2, 1]);

    const after = await getCart(customer.token);
    expect(after.cartItems).toEqual([]);
    expect(after.uuid).not.toBe(cart.uuid);
  });

  it("records the lines of the saved address it checked, not other lines the body sends", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);
    const elsewhere = {
      addressLine1: "1 Infinite Loop",
      addressLine2: null,
      city: "Cupertino",
      state: "CA",
      zip: "95014",
    };

    const response = await placeOrder(customer.token, {
      ...body,
      shipping: { ...body.shipping, ...elsewhere },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { uuid } = (response.json() as Schemas["CheckoutResultResponse"]).data;

    const [order] = await ordersOf(customer.user.id);
    expect(order).toMatchObject({
      userAddressId: customer.addressId,
      addressLine1: "350 5th Ave",
      addressLine2: "Floor 2",
      city: "New York",
      state: "NY",
      zip: "10118",
    });
    const detail = await callApi("GET", `/orders/ui/${uuid}`, { token: customer.token });
    expectContract("getOrder", detail);
    expect((detail.json() as Schemas["OrderResponse"]).data.orderShipping).toMatchObject({
      customerShippingAddressLine1: "350 5th Ave",
      customerShippingAddressLine2: "Floor 2",
      customerShippingCity: "New York",
      customerShippingState: "NY",
      customerShippingZip: "10118",
    });
  });

  it("gives one order and one charge for 20 parallel calls with one Idempotency-Key", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(customer.token, body, key)),
    );
    for (const response of responses) {
      expectContract("placeOrder", response);
      expect([201, 409]).toContain(response.statusCode);
    }
    const placed = await ordersOf(customer.user.id);
    expect(placed).toHaveLength(1);
    expect(await chargesOf(placed.map((order) => order.id))).toHaveLength(1);
    const uuids = new Set(
      responses
        .filter((response) => response.statusCode === 201)
        .map((response) => (response.json() as Schemas["CheckoutResultResponse"]).data.uuid),
    );
    expect([...uuids]).toEqual([placed[0]?.uuid]);

    // A retry after the fact answers the same order; the key with another body is refused.
    const retry = await placeOrder(customer.token, body, key);
    expect(retry.statusCode).toBe(201);
    expect((retry.json() as Schemas["CheckoutResultResponse"]).data.uuid).toBe(placed[0]?.uuid);
    const reused = await placeOrder(customer.token, { ...body, customerName: "Someone Else" }, key);
    expectContract("placeOrder", reused);
    expect(reused.statusCode).toBe(409);
  });

  it("charges once for 20 parallel checkouts of one cart under 20 keys, and refunds nothing", async () => {
    const customer = await readyCheckoutCustomer();
    const lines = (await getCart(customer.token)).cartItems;
    const body = await checkoutBody(customer.token, customer);
    // Two tabs, or a retry under a new key: each its own key, the same cart.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(customer.token, body, randomUUID())),
    );
    for (const response of responses) expectContract("placeOrder", response);
    const placed = await ordersOf(customer.user.id);
    expect(placed).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const charges = await chargesAtProvider(customer.user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.refundedCents).toBe(0);

    // The cart is free again once its checkout has ended: the next one is placed and charged.
    for (const line of lines) await setQty(customer.token, line.product.id, line.qty);
    const next = await placeOrder(customer.token, await checkoutBody(customer.token, customer));
    expect(next.statusCode, next.body).toBe(201);
    expect(await chargesAtProvider(customer.user.id)).toHaveLength(2);
  });

  it("charges a retry under the key of a refunded checkout anew, not with the refunded charge", async () => {
    const { context } = await getTestApp();
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);
    const key = randomUUID();
    const chargeCard = context.payments.charge.bind(context.payments);
    // The first charge goes through, then the shopper edits the cart before the order is written:
    // that checkout answers 409 and refunds its charge.
    const charge = vi.spyOn(context.payments, "charge").mockImplementationOnce(async (request) => {
      const result = await chargeCard(request);
      await getCart(customer.token);
      await context.db
        .update(carts)
        .set({ updatedAt: new Date(Date.now() + 1000) })
        .where(eq(carts.userId, customer.user.id));
      return result;
    });
    const refund = vi.spyOn(context.payments, "refund");
    try {
      const first = await placeOrder(customer.token, body, key);
      expect(first.statusCode).toBe(409);
      const refundedReference = refund.mock.calls[0]?.[0].chargeReference;
      expect(refundedReference).toBeDefined();

      // The web client retries the same body with the same key.
      const retried = await placeOrder(customer.token, body, key);
      expectContract("placeOrder", retried);
      expect(retried.statusCode).toBe(201);
      const placed = await ordersOf(customer.user.id);
      expect(placed).toHaveLength(1);
      const [paid] = await chargesOf(placed.map((order) => order.id));
      expect(paid?.providerReference).toBeDefined();
      expect(paid?.providerReference).not.toBe(refundedReference);
      expect(charge).toHaveBeenCalledTimes(2);
      expect(refund).toHaveBeenCalledTimes(1);
      const found = await context.payments.findCharge(
        charge.mock.calls[1]?.[0].idempotencyKey ?? "",
      );
      expect(found).toMatchObject({ reference: paid?.providerReference, refundedCents: 0 });
    } finally {
      charge.mockRestore();
      refund.mockRestore();
    }
  });

  it("takes over a claim whose checkout never finished, and not a recent one", async () => {
    const { context, clock } = await getTestApp();
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, { ...customer, slot: await distantOpenSlot() });
    const key = randomUUID();
    // What a process that stopped between claiming the key and placing the order leaves behind.
    await context.db.insert(idempotencyKeys).values({
      userId: customer.user.id,
      operation: "placeOrder",
      key,
      requestHash: checkoutRequestHash(body),
      createdAt: context.now(),
    });
    const recent = await placeOrder(customer.token, body, key);
    expectContract("placeOrder", recent);
    expect(recent.statusCode).toBe(409);
    expect(recent.json()).toEqual({
      message: "This checkout is already being placed. Please wait a moment.",
    });

    clock.advance(11 * 60 * 1000);
    try {
      const retried = await placeOrder(customer.token, body, key);
      expectContract("placeOrder", retried);
      expect(retried.statusCode).toBe(201);
      expect(await ordersOf(customer.user.id)).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it("applies a single-use coupon to one of 10 parallel checkouts only", async () => {
    const { context } = await getTestApp();
    const code = `ONCE${Date.now() % 1_000_000}`;
    const now = context.now();
    const [coupon] = await context.db
      .insert(coupons)
      .values({
        code,
        name: "Once only",
        description: "$1 off, for the first order that uses it.",
        kind: "FIXED",
        value: 100,
        minSubtotalCents: 0,
        totalLimit: 1,
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    const customers = await Promise.all(Array.from({ length: 10 }, () => readyCheckoutCustomer()));
    for (const customer of customers) {
      const applied = await callApi("PUT", "/cart/coupon", {
        token: customer.token,
        body: { code },
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const responses = await Promise.all(
      (
        await Promise.all(
          customers.map(async (customer) => ({
            customer,
            body: await checkoutBody(customer.token, customer),
          })),
        )
      ).map(({ customer, body }) => placeOrder(customer.token, body)),
    );
    for (const response of responses) expectContract("placeOrder", response);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.json()).toMatchObject({ errors: [`${code} is no longer available.`] });
    const redemptions = await context.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon?.id ?? 0));
    expect(redemptions).toHaveLength(1);
  });

  it("answers 409 for an empty cart, another cart id and a window that is gone", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);

    const otherCart = await placeOrder(customer.token, { ...body, cartId: randomUUID() });
    expectContract("placeOrder", otherCart);
    expect(otherCart.statusCode).toBe(409);

    const gone = await placeOrder(customer.token, {
      ...body,
      shipping: { ...body.shipping, dateTimeSlot: { date: "2020-01-01", timeSlotId: 1 } },
    });
    expectContract("placeOrder", gone);
    expect(gone.statusCode).toBe(409);

    const empty = await signInCustomer();
    const emptyBody = await checkoutBody(empty.token, customer);
    const nothing = await placeOrder(empty.token, emptyBody);
    expectContract("placeOrder", nothing);
    expect(nothing.statusCode).toBe(409);
    expect(await ordersOf(customer.user.id)).toEqual([]);
  });

  it("answers 422 with every problem for someone else's address and card", async () => {
    const customer = await readyCheckoutCustomer();
    const stranger = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, {
      addressId: stranger.addressId,
      paymentMethodId: stranger.paymentMethodId,
    });
    const response = await placeOrder(customer.token, body);
    expectContract("placeOrder", response);
    expect(response.statusCode).toBe(422);
    expect((response.json() as Schemas["Error"]).errors).toHaveLength(2);
    expect(await ordersOf(customer.user.id)).toEqual([]);
  });

  it("answers 422 with the decline message and keeps the cart when the card is declined", async () => {
    const customer = await readyCheckoutCustomer("4000 0000 0000 9995");
    const before = await getCart(customer.token);
    const response = await placeOrder(customer.token, await checkoutBody(customer.token, customer));
    expectContract("placeOrder", response);
    expect(response.statusCode).toBe(422);
    expect((response.json() as Schemas["Error"]).message).toBe("Your card has insufficient funds.");
    expect(await ordersOf(customer.user.id)).toEqual([]);
    expect((await getCart(customer.token)).cartItems).toHaveLength(before.cartItems.length);
  });

  it("answers 400 without an Idempotency-Key or with a bad body, 403 for a guest", async () => {
    const customer = await readyCheckoutCustomer();
    const body = await checkoutBody(customer.token, customer);
    const noKey = await callApi("POST", "/orders/checkout", { token: customer.token, body });
    expectContract("placeOrder", noKey);
    expect(noKey.statusCode).toBe(400);

    const bad = await placeOrder(customer.token, { ...body, customerName: "" });
    expectContract("placeOrder", bad);
    expect(bad.statusCode).toBe(400);

    const guest = await signInGuest();
    const forbidden = await placeOrder(guest.token, body);
    expectContract("placeOrder", forbidden);
    expect(forbidden.statusCode).toBe(403);
  });
});

const SLOT_GONE = "That delivery window is no longer available. Please choose another one.";

/** Leaves room for `room` more orders in the window on its date (until `restoreCapacity`). */
async function limitWindow(slot: Schemas["DateTimeSlot"], room: number) {
  const { context } = await getTestApp();
  const [held] = await context.db
    .select({ booked: count() })
    .from(orders)
    .where(
      and(
        eq(orders.slotDate, slot.date),
        eq(orders.slotId, slot.timeSlotId),
        ne(orders.status, "CANCELLED"),
      ),
    );
  await context.db
    .update(deliveryTimeSlots)
    .set({ capacity: (held?.booked ?? 0) + room })
    .where(eq(deliveryTimeSlots.id, slot.timeSlotId));
  context.catalogCache.invalidate("support:");
}

async function restoreCapacity(slot: Schemas["DateTimeSlot"]) {
  const { context } = await getTestApp();
  await context.db
    .update(deliveryTimeSlots)
    .set({ capacity: deliveryWindowCapacity })
    .where(eq(deliveryTimeSlots.id, slot.timeSlotId));
  context.catalogCache.invalidate("support:");
}

describe("delivery window availability at checkout", () => {
  it("refuses a FULL window with 409, keeping the cart, until an order in it is cancelled", async () => {
    const slot = await distantOpenSlot();
    try {
      await limitWindow(slot, 1);
      const first = await readyCheckoutCustomer();
      const taken = await placeOrder(
        first.token,
        await checkoutBody(first.token, { ...first, slot }),
      );
      expect(taken.statusCode, taken.body).toBe(201);
      expect(await slotAvailability(slot)).toBe("FULL");

      const second = await readyCheckoutCustomer();
      const before = await getCart(second.token);
      const body = await checkoutBody(second.token, { ...second, slot });
      const refused = await placeOrder(second.token, body);
      expectContract("placeOrder", refused);
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as Schemas["Error"]).message).toBe(SLOT_GONE);
      expect(await ordersOf(second.user.id)).toEqual([]);
      expect((await getCart(second.token)).cartItems).toHaveLength(before.cartItems.length);

      const { uuid } = (taken.json() as Schemas["CheckoutResultResponse"]).data;
      const cancelled = await callApi("PUT", `/orders/ui/cancel/${uuid}`, { token: first.token });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await slotAvailability(slot)).toBe("OPEN");
      const retried = await placeOrder(second.token, body);
      expect(retried.statusCode, retried.body).toBe(201);
    } finally {
      await restoreCapacity(slot);
    }
  });

  it("gives the last place of a window to one of 4 parallel checkouts and refunds the others", async () => {
    const { context } = await getTestApp();
    const slot = await distantOpenSlot();
    const racers = 4;
    // Every checkout is charged before any writes its order, so all four pass the early check
    // and only the window's lock in the order's transaction can keep the last place single.
    const chargeCard = context.payments.charge.bind(context.payments);
    let charged = 0;
    let releaseAll = () => {};
    const allCharged = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const charge = vi.spyOn(context.payments, "charge").mockImplementation(async (request) => {
      const result = await chargeCard(request);
      charged += 1;
      if (charged === racers) releaseAll();
      await allCharged;
      return result;
    });
    const refund = vi.spyOn(context.payments, "refund");
    try {
      await limitWindow(slot, 1);
      const customers = await Promise.all(
        Array.from({ length: racers }, () => readyCheckoutCustomer()),
      );
      const attempts = await Promise.all(
        customers.map(async (customer) => ({
          customer,
          body: await checkoutBody(customer.token, { ...customer, slot }),
        })),
      );
      const responses = await Promise.all(
        attempts.map(({ customer, body }) => placeOrder(customer.token, body)),
      );
      for (const response of responses) expectContract("placeOrder", response);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const response of responses.filter((answer) => answer.statusCode === 409))
        expect((response.json() as Schemas["Error"]).message).toBe(SLOT_GONE);
      const placed = await Promise.all(customers.map((customer) => ordersOf(customer.user.id)));
      expect(placed.flat()).toHaveLength(1);
      expect(charge).toHaveBeenCalledTimes(racers);
      expect(refund).toHaveBeenCalledTimes(racers - 1);
      expect(await slotAvailability(slot)).toBe("FULL");
    } finally {
      charge.mockRestore();
      refund.mockRestore();
      await restoreCapacity(slot);
    }
  });

  it("refuses today's window once its notice has passed and takes a later OPEN one", async () => {
    const { clock } = await getTestApp();
    const customer = await readyCheckoutCustomer();
    try {
      await moveClockToStoreMorning();
      const { data } = (
        await callApi("GET", "/support/delivery/time-slot-settings")
      ).json() as Schemas["TimeSlotDayListResponse"];
      const today = data[0];
      const closed = today?.deliveryTimeSlotSettings[0];
      const open = today?.deliveryTimeSlotSettings.at(-1);
      expect([closed?.availability, open?.availability]).toEqual(["CLOSED", "OPEN"]);
      if (!today || !closed || !open) return;

      const late = await checkoutBody(customer.token, {
        ...customer,
        slot: { date: today.date, timeSlotId: closed.id },
      });
      const refused = await placeOrder(customer.token, late);
      expectContract("placeOrder", refused);
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as Schemas["Error"]).message).toBe(SLOT_GONE);

      const accepted = await placeOrder(customer.token, {
        ...late,
        shipping: { ...late.shipping, dateTimeSlot: { date: today.date, timeSlotId: open.id } },
      });
      expectContract("placeOrder", accepted);
      expect(accepted.statusCode, accepted.body).toBe(201);
      const [order] = await ordersOf(customer.user.id);
      expect(order).toMatchObject({ slotDate: today.date, slotLabel: open.formattedTime });
    } finally {
      clock.reset();
    }
  });
});
