import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idempotencyKeys, orders, payments, riders } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { requestHash } from "../../server/idempotency/claims";
import { ADDITIONAL_TIPS_CAP_CENTS } from "../../shared/pricing";
import { signInCustomer } from "./support/auth";
import { saveSandboxCard, TEST_CARDS } from "./support/cards";
import { cartCall } from "./support/cart";
import { checkoutBody, placeOrder, readyCheckoutCustomer } from "./support/checkout";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

afterEach(() => vi.restoreAllMocks());

/** A customer's order delivered a moment ago, paid with a saved sandbox card: tips may be added. */
async function deliveredOrder(cardNumber: string = TEST_CARDS.visa) {
  const customer = await signInCustomer();
  const paymentMethodId = await saveSandboxCard(customer.token, cardNumber);
  const order = await insertOrder(customer.user.id, {
    status: "SHIPPED",
    withRider: true,
    deliveredAt: new Date(),
    paymentMethodId,
  });
  return { ...customer, order, paymentMethodId };
}

function tip(token: string, uuid: string, tipAmount: number, key: string | null = randomUUID()) {
  return callApi("PUT", `/orders/ui/additional-tip/${uuid}`, {
    token,
    body: { tipAmount },
    headers: key === null ? {} : { "idempotency-key": key },
  });
}

/** Counts the payments adapter's tip charges for one order, whatever the database records. */
async function countTipCharges(orderUuid: string) {
  const { context } = await getTestApp();
  const charge = vi.spyOn(context.payments, "charge");
  return () =>
    charge.mock.calls.filter(([request]) => request.description === `Tip for order ${orderUuid}`)
      .length;
}

async function tipRows(orderId: number) {
  const { context } = await getTestApp();
  return context.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "TIP")));
}

async function additionalTipCents(orderId: number) {
  const { context } = await getTestApp();
  const [row] = await context.db
    .select({ cents: orders.additionalTipCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.cents;
}

describe("addAdditionalTip's Idempotency-Key", () => {
  it("charges once for 5 parallel calls with one key, and once for a later replay", async () => {
    const { token, order } = await deliveredOrder();
    const charges = await countTipCharges(order.uuid);
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => tip(token, order.uuid, 1, key)),
    );
    for (const response of responses) {
      expectContract("addAdditionalTip", response);
      expect([200, 409]).toContain(response.statusCode);
    }
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    expect(charges()).toBe(1);
    expect(await tipRows(order.id)).toMatchObject([{ amountCents: 100, status: "succeeded" }]);
    expect(await additionalTipCents(order.id)).toBe(100);

    const replay = await tip(token, order.uuid, 1, key);
    expectContract("addAdditionalTip", replay);
    expect(replay.statusCode).toBe(200);
    expect(charges()).toBe(1);
    expect(await tipRows(order.id)).toHaveLength(1);
    expect(await additionalTipCents(order.id)).toBe(100);
  });

  it("refuses the key with another amount or order, and while its first call runs (409)", async () => {
    const { context } = await getTestApp();
    const { token, user, order, paymentMethodId } = await deliveredOrder();
    const key = randomUUID();
    expect((await tip(token, order.uuid, 2, key)).statusCode).toBe(200);

    const otherAmount = await tip(token, order.uuid, 3, key);
    expectContract("addAdditionalTip", otherAmount);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toEqual({
      message: "This Idempotency-Key was already used for a different tip.",
    });
    const second = await insertOrder(user.id, {
      status: "SHIPPED",
      withRider: true,
      deliveredAt: new Date(),
      paymentMethodId,
    });
    expect((await tip(token, second.uuid, 2, key)).statusCode).toBe(409);

    // What a call still charging the card leaves: its claim, without the order yet.
    const inFlight = randomUUID();
    await context.db.insert(idempotencyKeys).values({
      userId: user.id,
      operation: "addAdditionalTip",
      key: inFlight,
      requestHash: requestHash({ uuid: order.uuid, cents: 400 }),
      createdAt: context.now(),
    });
    const running = await tip(token, order.uuid, 4, inFlight);
    expectContract("addAdditionalTip", running);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({
      message: "This tip is already being added. Please wait a moment.",
    });
    expect(await additionalTipCents(order.id)).toBe(200);
  });

  it("is a key of its own operation: a checkout's key does not answer a tip", async () => {
    const { context } = await getTestApp();
    const { token, user, order } = await deliveredOrder();
    const key = randomUUID();
    await context.db.insert(idempotencyKeys).values({
      userId: user.id,
      operation: "placeOrder",
      key,
      requestHash: "a checkout's body",
      orderUuid: order.uuid,
      createdAt: context.now(),
    });
    expect((await tip(token, order.uuid, 1, key)).statusCode).toBe(200);
    expect(await additionalTipCents(order.id)).toBe(100);
  });

  it("frees the key when the charge fails, leaving no tip behind", async () => {
    const { token, order } = await deliveredOrder(TEST_CARDS.insufficientFunds);
    const key = randomUUID();
    const declined = await tip(token, order.uuid, 5, key);
    expectContract("addAdditionalTip", declined);
    expect(declined.statusCode).toBe(422);
    expect(await tipRows(order.id)).toEqual([]);
    // Not 409: the retry is a new try at the charge.
    expect((await tip(token, order.uuid, 5, key)).statusCode).toBe(422);
  });

  it("charges a retry under the key of a refunded tip anew, not with the refunded charge", async () => {
    const { context } = await getTestApp();
    const { token, order } = await deliveredOrder();
    const key = randomUUID();
    const chargeCard = context.payments.charge.bind(context.payments);
    // The first charge goes through, then the database fails as the tip is written: that call
    // refunds its charge and frees the key.
    const charge = vi.spyOn(context.payments, "charge").mockImplementationOnce(async (request) => {
      const result = await chargeCard(request);
      vi.spyOn(context.db, "transaction").mockRejectedValueOnce(new Error("connection lost"));
      return result;
    });
    const refund = vi.spyOn(context.payments, "refund");
    expect((await tip(token, order.uuid, 5, key)).statusCode).toBe(500);
    const refundedReference = refund.mock.calls[0]?.[0].chargeReference;
    expect(refundedReference).toBeDefined();

    const retried = await tip(token, order.uuid, 5, key);
    expectContract("addAdditionalTip", retried);
    expect(retried.statusCode).toBe(200);
    const [paid] = await tipRows(order.id);
    expect(paid?.providerReference).not.toBe(refundedReference);
    expect(charge).toHaveBeenCalledTimes(2);
    expect(refund).toHaveBeenCalledTimes(1);
    const found = await context.payments.findCharge(charge.mock.calls[1]?.[0].idempotencyKey ?? "");
    expect(found).toMatchObject({ reference: paid?.providerReference, refundedCents: 0 });
    expect(await additionalTipCents(order.id)).toBe(500);
  });

  it("answers 400 without the header", async () => {
    const { token, order } = await deliveredOrder();
    const response = await tip(token, order.uuid, 5, null);
    expectContract("addAdditionalTip", response);
    expect(response.statusCode).toBe(400);
    expect(await tipRows(order.id)).toEqual([]);
  });
});

describe("an additional tip's amount", () => {
  it("answers 400 for a fraction of a cent, which would charge nothing, and charges nothing", async () => {
    const { token, order } = await deliveredOrder();
    const charges = await countTipCharges(order.uuid);
    const response = await tip(token, order.uuid, 0.004);
    expectContract("addAdditionalTip", response);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Enter a tip of at least $0.01." });
    expect(charges()).toBe(0);
    expect(await tipRows(order.id)).toEqual([]);
  });

  it("answers 422 for a tip under the card's $0.50 minimum charge, leaving no tip", async () => {
    const { token, order } = await deliveredOrder();
    const response = await tip(token, order.uuid, 0.49);
    expectContract("addAdditionalTip", response);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: "Amount must be at least $0.50 usd" });
    expect(await additionalTipCents(order.id)).toBe(0);
  });
});

describe("the cap on an order's tips", () => {
  it("holds for 5 parallel tips with 5 keys: the ones beyond it answer 422 uncharged", async () => {
    const { token, order } = await deliveredOrder();
    const charges = await countTipCharges(order.uuid);
    const amount = 30;

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => tip(token, order.uuid, amount)),
    );
    for (const response of responses) expectContract("addAdditionalTip", response);
    const fit = Math.floor(ADDITIONAL_TIPS_CAP_CENTS / (amount * 100));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(fit).fill(200),
      ...Array<number>(5 - fit).fill(422),
    ]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect((refused?.json() as Schemas["Error"]).message).toBe(
      "Tips after delivery add up to at most $100.00 an order: $10.00 can still be added.",
    );
    expect(charges()).toBe(fit);
    const rows = await tipRows(order.id);
    expect(rows).toHaveLength(fit);
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
    expect(await additionalTipCents(order.id)).toBe(fit * amount * 100);
    expect(await additionalTipCents(order.id)).toBeLessThanOrEqual(ADDITIONAL_TIPS_CAP_CENTS);
  });

  it("takes a tip up to the cap exactly, then none", async () => {
    const { token, order } = await deliveredOrder();
    expect((await tip(token, order.uuid, 99.5)).statusCode).toBe(200);
    expect((await tip(token, order.uuid, 0.5)).statusCode).toBe(200);
    const full = await tip(token, order.uuid, 1);
    expectContract("addAdditionalTip", full);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      message: "This order already carries the most tips it can ($100.00).",
    });
    expect(await additionalTipCents(order.id)).toBe(ADDITIONAL_TIPS_CAP_CENTS);
  });
});

describe("the Order Summary after a tip added later", () => {
  /** '$1,234.56' (or '-$5.00' for a coupon) as integer cents. */
  const cents = (money: string) =>
    (money.startsWith("-") ? -1 : 1) * Math.round(Number(money.replace(/[-$,]/g, "")) * 100);

  /** What the summary's lines above Total add up to, from the order's own figures. */
  const linesSum = (order: Schemas["Order"]) =>
    cents(order.formattedSubTotal) -
    Math.abs(cents(order.formattedCouponAmount)) +
    cents(order.formattedTaxAmount) +
    cents(order.formattedServiceFeeAmount) +
    cents(order.formattedDeliveryFeeAmount) +
    cents(order.formattedTipAmount);

  it("adds up line by line: Tip carries both tips, Total and Final Payment their sum", async () => {
    const customer = await readyCheckoutCustomer();
    await cartCall("setCartTip", "PUT", "/cart/tip", customer.token, { tipAmount: 3 });
    const placed = await placeOrder(customer.token, await checkoutBody(customer.token, customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid } = (placed.json() as Schemas["CheckoutResultResponse"]).data;

    // Delivered a moment ago by a rider: a tip may be added.
    const { context } = await getTestApp();
    const [rider] = await context.db.select({ id: riders.id }).from(riders).limit(1);
    await context.db
      .update(orders)
      .set({ status: "SHIPPED", riderId: rider?.id ?? null, deliveredAt: context.now() })
      .where(eq(orders.uuid, uuid));
    const read = async () => {
      const response = await callApi("GET", `/orders/ui/${uuid}`, { token: customer.token });
      expectContract("getOrder", response);
      return (response.json() as Schemas["OrderResponse"]).data;
    };
    const before = await read();
    expect(before.formattedTipAmount).toBe("$3.00");
    expect(linesSum(before)).toBe(cents(before.formattedTotal));
    expect(before.formattedFinalPayment).toBe(before.formattedTotal);

    const response = await tip(customer.token, uuid, 4.25);
    expectContract("addAdditionalTip", response);
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as Schemas["OrderResponse"]).data;
    expect(after).toEqual(await read());

    expect(after.formattedTipAmount).toBe("$7.25");
    expect(cents(after.formattedTotal)).toBe(cents(before.formattedTotal) + 425);
    expect(linesSum(after)).toBe(cents(after.formattedTotal));
    expect(after.formattedFinalPayment).toBe(after.formattedTotal);
  });
});
