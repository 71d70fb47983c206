import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { payments } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest } from "./support/auth";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

type Order = Schemas["Order"];
const DAY = 24 * 60 * 60 * 1000;

const orderOf = (response: { json(): unknown }) => (response.json() as { data: Order }).data;

afterEach(async () => (await getTestApp()).clock.reset());

describe("listOrders", () => {
  it("lists the customer's own orders newest first, by status, one page at a time", async () => {
    const { token, user } = await signInCustomer();
    const other = await signInCustomer();
    const now = Date.now();
    const oldest = await insertOrder(user.id, { createdAt: new Date(now - 3 * DAY) });
    const shipped = await insertOrder(user.id, {
      status: "SHIPPED",
      createdAt: new Date(now - 2 * DAY),
      deliveredAt: new Date(now - 2 * DAY),
    });
    const newest = await insertOrder(user.id, { status: "PENDING_IN_PREPARATION" });
    await insertOrder(other.user.id);

    const all = await callApi("GET", "/orders/ui", { token });
    expectContract("listOrders", all);
    const page = all.json() as Schemas["OrderPage"];
    expect(page.data.map((order) => order.uuid)).toEqual([newest.uuid, shipped.uuid, oldest.uuid]);
    expect(page.meta).toEqual({ currentPage: 1, totalPages: 1 });

    const pending = await callApi(
      "GET",
      "/orders/ui?statuses=PENDING_ACCEPTED,PENDING_IN_PREPARATION",
      { token },
    );
    expectContract("listOrders", pending);
    expect((pending.json() as Schemas["OrderPage"]).data.map((order) => order.uuid)).toEqual([
      newest.uuid,
      oldest.uuid,
    ]);

    const second = await callApi("GET", "/orders/ui?size=2&page=2", { token });
    expectContract("listOrders", second);
    expect(second.json()).toMatchObject({
      data: [{ uuid: oldest.uuid }],
      meta: { currentPage: 2, totalPages: 2 },
    });
  });

  it("answers 400 for an unknown status, 403 for a guest and 401 without a session", async () => {
    const { token } = await signInCustomer();
    const bad = await callApi("GET", "/orders/ui?statuses=DELIVERED", { token });
    expectContract("listOrders", bad);
    expect(bad.statusCode).toBe(400);

    const guest = await signInGuest();
    const forbidden = await callApi("GET", "/orders/ui", { token: guest.token });
    expectContract("listOrders", forbidden);
    expect(forbidden.statusCode).toBe(403);

    const anonymous = await callApi("GET", "/orders/ui");
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("getOrder", () => {
  it("answers every field of the order, with the flags its status allows", async () => {
    const { token, user } = await signInCustomer();
    const placed = await insertOrder(user.id);
    const response = await callApi("GET", `/orders/ui/${placed.uuid}`, { token });
    expectContract("getOrder", response);
    const order = orderOf(response);
    expect(order).toMatchObject({
      uuid: placed.uuid,
      id: placed.id,
      invoiceNumber: `INV-${String(placed.id).padStart(6, "0")}`,
      status: "PENDING_ACCEPTED",
      canCancel: true,
      canUpdateDeliveryInstructions: true,
      canRate: false,
      canAddAdditionalTip: false,
      rider: null,
      orderThread: null,
      payments: [{ paymentDetail: { brand: "visa", last4: "4242" } }],
      orderShipping: {
        customerShippingCity: "New York",
        userAddress: { latitude: 40.748817, longitude: -73.985428 },
        deliveryTimeSlot: { formattedTime: "10:00 AM - 12:00 PM" },
      },
    });
    expect(order.orderProducts).toHaveLength(2);
    expect(order.orderProducts.every((line) => line.qty === 2)).toBe(true);
  });

  it("shows the rider, with a live position only while dispatched", async () => {
    const { token, user } = await signInCustomer();
    const riding = await insertOrder(user.id, { status: "PENDING_DISPATCHED", withRider: true });
    const dispatched = orderOf(await callApi("GET", `/orders/ui/${riding.uuid}`, { token }));
    expect(dispatched.rider).toMatchObject({ latitude: 40.75, longitude: -73.99 });
    expect(dispatched.rider?.firstName).toBeTruthy();
    expect(dispatched.rider?.fileResponse?.fullUrl).toMatch(/^\/media\/riders\/\d+\.svg$/);
    expect(dispatched.orderThread).toEqual({ uuid: riding.threadUuid });
    expect(dispatched.canCancel).toBe(false);

    const done = await insertOrder(user.id, {
      status: "SHIPPED",
      withRider: true,
      deliveredAt: new Date(),
    });
    const delivered = orderOf(await callApi("GET", `/orders/ui/${done.uuid}`, { token }));
    expect(delivered.rider).toMatchObject({ latitude: null, longitude: null });
    expect(delivered).toMatchObject({ canRate: true, canAddAdditionalTip: true });
  });

  it("answers 404 for someone else's order and an unknown one, 400 for a malformed id", async () => {
    const owner = await signInCustomer();
    const { token } = await signInCustomer();
    const placed = await insertOrder(owner.user.id);
    for (const id of [placed.uuid, randomUUID()]) {
      const response = await callApi("GET", `/orders/ui/${id}`, { token });
      expectContract("getOrder", response);
      expect(response.statusCode).toBe(404);
    }
    const malformed = await callApi("GET", "/orders/ui/not-a-uuid", { token });
    expectContract("getOrder", malformed);
    expect(malformed.statusCode).toBe(400);
  });
});

describe("order actions", () => {
  it("cancels before dispatch, records the refund, and refuses a second time", async () => {
    const { token, user } = await signInCustomer();
    const placed = await insertOrder(user.id);
    const response = await callApi("PUT", `/orders/ui/cancel/${placed.uuid}`, { token });
    expectContract("cancelOrder", response);
    expect(orderOf(response)).toMatchObject({
      status: "CANCELLED",
      canCancel: false,
      canUpdateDeliveryInstructions: false,
    });
    const { context } = await getTestApp();
    const refunds = await context.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(refunds.find((row) => row.kind === "REFUND")).toMatchObject({
      status: "succeeded",
      amountCents: refunds.find((row) => row.kind === "CHARGE")?.amountCents,
    });

    const again = await callApi("PUT", `/orders/ui/cancel/${placed.uuid}`, { token });
    expectContract("cancelOrder", again);
    expect(again.statusCode).toBe(409);
  });

  it("refuses to cancel a dispatched order (409) and someone else's order (404)", async () => {
    const { token, user } = await signInCustomer();
    const stranger = await signInCustomer();
    const riding = await insertOrder(user.id, { status: "PENDING_DISPATCHED", withRider: true });
    const late = await callApi("PUT", `/orders/ui/cancel/${riding.uuid}`, { token });
    expectContract("cancelOrder", late);
    expect(late.statusCode).toBe(409);
    const foreign = await callApi("PUT", `/orders/ui/cancel/${riding.uuid}`, {
      token: stranger.token,
    });
    expectContract("cancelOrder", foreign);
    expect(foreign.statusCode).toBe(404);
  });

  it("updates delivery instructions before dispatch only", async () => {
    const { token, user } = await signInCustomer();
    const placed = await insertOrder(user.id);
    const updated = await callApi("PUT", `/orders/ui/delivery-instructions/${placed.uuid}`, {
      token,
      body: { note: "  Lobby Code 90 ", leaveAtDoorstep: true },
    });
    expectContract("updateDeliveryInstructions", updated);
    expect(orderOf(updated)).toMatchObject({
      note: "Lobby Code 90",
      orderShipping: { leaveAtDoorstep: true },
    });

    const cleared = await callApi("PUT", `/orders/ui/delivery-instructions/${placed.uuid}`, {
      token,
      body: { note: "", leaveAtDoorstep: false },
    });
    expect(orderOf(cleared).note).toBeNull();

    const invalid = await callApi("PUT", `/orders/ui/delivery-instructions/${placed.uuid}`, {
      token,
      body: { note: "x".repeat(501), leaveAtDoorstep: false },
    });
    expectContract("updateDeliveryInstructions", invalid);
    expect(invalid.statusCode).toBe(400);

    const riding = await insertOrder(user.id, { status: "PENDING_DISPATCHED", withRider: true });
    const late = await callApi("PUT", `/orders/ui/delivery-instructions/${riding.uuid}`, {
      token,
      body: { note: "Ring twice", leaveAtDoorstep: false },
    });
    expectContract("updateDeliveryInstructions", late);
    expect(late.statusCode).toBe(409);
  });

  it("rates a delivered order once, which completes it", async () => {
    const { token, user } = await signInCustomer();
    const pending = await insertOrder(user.id);
    const early = await callApi("POST", `/orders/ui/rate/${pending.uuid}`, {
      token,
      body: { orderRating: 5, driverRating: 5 },
    });
    expectContract("rateOrder", early);
    expect(early.statusCode).toBe(409);

    const done = await insertOrder(user.id, {
      status: "TO_REVIEW",
      withRider: true,
      deliveredAt: new Date(),
    });
    const invalid = await callApi("POST", `/orders/ui/rate/${done.uuid}`, {
      token,
      body: { orderRating: 6, driverRating: 5 },
    });
    expectContract("rateOrder", invalid);
    expect(invalid.statusCode).toBe(400);

    const rated = await callApi("POST", `/orders/ui/rate/${done.uuid}`, {
      token,
      body: { orderRating: 4, orderComments: "Fresh", driverRating: 5, driverComments: "Kind" },
    });
    expectContract("rateOrder", rated);
    expect(orderOf(rated)).toMatchObject({ status: "COMPLETED", canRate: false });

    const twice = await callApi("POST", `/orders/ui/rate/${done.uuid}`, {
      token,
      body: { orderRating: 1, driverRating: 1 },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("allows an additional tip only for a while after delivery", async () => {
    const { token, user } = await signInCustomer();
    const pending = await insertOrder(user.id);
    const early = await callApi("PUT", `/orders/ui/additional-tip/${pending.uuid}`, {
      token,
      body: { tipAmount: 5 },
      headers: { "idempotency-key": randomUUID() },
    });
    expectContract("addAdditionalTip", early);
    expect(early.statusCode).toBe(409);

    const longAgo = await insertOrder(user.id, {
      status: "TO_REVIEW",
      withRider: true,
      deliveredAt: new Date(Date.now() - 2 * DAY),
    });
    const late = await callApi("PUT", `/orders/ui/additional-tip/${longAgo.uuid}`, {
      token,
      body: { tipAmount: 5 },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(late.statusCode).toBe(409);

    // The fixture's card was never saved, so there is nothing to charge the tip to.
    const recent = await insertOrder(user.id, {
      status: "SHIPPED",
      withRider: true,
      deliveredAt: new Date(),
    });
    const noCard = await callApi("PUT", `/orders/ui/additional-tip/${recent.uuid}`, {
      token,
      body: { tipAmount: 5 },
      headers: { "idempotency-key": randomUUID() },
    });
    expectContract("addAdditionalTip", noCard);
    expect(noCard.statusCode).toBe(422);

    const zero = await callApi("PUT", `/orders/ui/additional-tip/${recent.uuid}`, {
      token,
      body: { tipAmount: 0 },
      headers: { "idempotency-key": randomUUID() },
    });
    expectContract("addAdditionalTip", zero);
    expect(zero.statusCode).toBe(400);
  });
});

describe("every order action", () => {
  const actions = [
    ["cancelOrder", "PUT", "/orders/ui/cancel", undefined],
    ["rateOrder", "POST", "/orders/ui/rate", { orderRating: 5, driverRating: 5 }],
    [
      "updateDeliveryInstructions",
      "PUT",
      "/orders/ui/delivery-instructions",
      { note: "Side door", leaveAtDoorstep: true },
    ],
    ["addAdditionalTip", "PUT", "/orders/ui/additional-tip", { tipAmount: 3 }],
  ] as const;

  it.each(actions)(
    "%s answers 404 for someone else's order and 400 for a malformed id",
    async (operationId, method, path, body) => {
      const owner = await signInCustomer();
      const stranger = await signInCustomer();
      // Delivered a moment ago: every flag but cancelling is true for the owner.
      const placed = await insertOrder(owner.user.id, {
        status: "SHIPPED",
        withRider: true,
        deliveredAt: new Date(),
      });
      // Every call sends a key: only the tip reads it, and without it the tip would answer 400.
      const headers = { "idempotency-key": randomUUID() };
      const foreign = await callApi(method, `${path}/${placed.uuid}`, {
        token: stranger.token,
        body,
        headers,
      });
      expectContract(operationId, foreign);
      expect(foreign.statusCode).toBe(404);
      const malformed = await callApi(method, `${path}/order-1`, {
        token: owner.token,
        body,
        headers,
      });
      expectContract(operationId, malformed);
      expect(malformed.statusCode).toBe(400);
    },
  );
});

describe("listPreviouslyBoughtItems", () => {
  it("lists each product bought in the period once, without cancelled orders", async () => {
    const { token, user } = await signInCustomer();
    const recent = await insertOrder(user.id, { status: "COMPLETED" });
    await insertOrder(user.id, { status: "CANCELLED" });
    await insertOrder(user.id, { createdAt: new Date(Date.now() - 20 * DAY) });

    const week = await callApi("GET", "/orders/ui/previously-bought-items", { token });
    expectContract("listPreviouslyBoughtItems", week);
    const items = (week.json() as Schemas["PreviouslyBoughtItemPage"]).data;
    // Every fixture order holds the same two products.
    expect(items).toHaveLength(2);
    // Issue 26: each item has its own uuid, not the order's (the list told them apart by it).
    const uuids = items.map((item) => item.uuid);
    expect(new Set(uuids).size).toBe(2);
    expect(uuids).not.toContain(recent.uuid);

    const month = await callApi("GET", "/orders/ui/previously-bought-items?period=lastMonth", {
      token,
    });
    expectContract("listPreviouslyBoughtItems", month);
    const monthPage = month.json() as Schemas["PreviouslyBoughtItemPage"];
    expect(monthPage.meta).toEqual({ currentPage: 1, totalPages: 1 });
    // The same product keeps its item's uuid in a longer period (bought again 20 days ago).
    expect(monthPage.data.map((item) => [item.product.id, item.uuid])).toEqual(
      items.map((item) => [item.product.id, item.uuid]),
    );

    const invalid = await callApi("GET", "/orders/ui/previously-bought-items?period=decade", {
      token,
    });
    expectContract("listPreviouslyBoughtItems", invalid);
    expect(invalid.statusCode).toBe(400);
  });
});
