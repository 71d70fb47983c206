import { describe, expect, it } from "vitest";
import { fixtureUuid, orderWithShortagesFixture } from "../fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

/** Seeded order 1 is PENDING_ACCEPTED with Basmati Rice (101), a best match, as its first line. */
const ACCEPTED = fixtureUuid("order", 1);

const shortBasmati = () =>
  client.POST("/dev/orders/{id}/shortages", {
    params: { path: { id: ACCEPTED } },
    body: { productId: 101 },
  });

describe("the mock store's shortages", () => {
  it("offers a best match in the order's chat, and a rejection refunds the line once", async () => {
    signInAs("customer");
    const short = await shortBasmati();
    expect(short.response.status).toBe(200);
    const order = short.data?.data;
    const line = order?.orderProducts.find((item) => item.product.id === 101);
    expect(line?.fulfilment).toMatchObject({
      outcome: "AWAITING_APPROVAL",
      replacement: { id: 102 },
      formattedRefundAmount: "$0.00",
    });
    const thread = order?.orderThread?.uuid ?? "";
    const chat = await client.GET("/orders/chat/ui/messages", {
      params: { query: { orderId: ACCEPTED, threadId: thread } },
    });
    expect(chat.data?.data.at(-1)?.replacementOffer).toMatchObject({
      orderProductId: line?.id,
      status: "PENDING",
    });

    const rejected = await client.POST("/orders/ui/replacements/{id}/{orderProductId}", {
      params: { path: { id: ACCEPTED, orderProductId: line?.id ?? 0 } },
      body: { decision: "REJECT" },
    });
    expect(rejected.data?.data).toMatchObject({ refundedCount: 1, replacedCount: 0 });
    const again = await client.POST("/orders/ui/replacements/{id}/{orderProductId}", {
      params: { path: { id: ACCEPTED, orderProductId: line?.id ?? 0 } },
      body: { decision: "APPROVE" },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ message: "This replacement was already decided." });
    expect((await shortBasmati()).response.status).toBe(409);

    const payments = await client.GET("/dev/sandbox-payments", {
      params: { query: { order: ACCEPTED } },
    });
    const refunds = payments.data?.data.filter((payment) => payment.kind === "refund") ?? [];
    expect(refunds.map((refund) => refund.formattedAmount)).toEqual([
      rejected.data?.data.formattedRefundAmount,
    ]);
  });

  it("answers 404 for a product the order does not have", async () => {
    const response = await client.POST("/dev/orders/{id}/shortages", {
      params: { path: { id: ACCEPTED } },
      body: { productId: 999 },
    });
    expect(response.response.status).toBe(404);
  });
});

describe("orderWithShortagesFixture", () => {
  it("has a line of each outcome whose refunds add up to the order's", () => {
    const order = orderWithShortagesFixture();
    expect(order.orderProducts.map((line) => line.fulfilment?.outcome ?? "AS_ORDERED")).toEqual([
      "AS_ORDERED",
      "REPLACED",
      "AWAITING_APPROVAL",
      "REFUNDED",
    ]);
    const cents = (formatted: string | undefined) =>
      Math.round(Number((formatted ?? "").replace(/[$,]/g, "")) * 100);
    const lineRefunds = order.orderProducts.reduce(
      (sum, line) => sum + cents(line.fulfilment?.formattedRefundAmount),
      0,
    );
    expect(lineRefunds).toBeGreaterThan(0);
    expect(cents(order.formattedRefundAmount)).toBe(lineRefunds);
    expect(cents(order.formattedFinalPayment)).toBe(cents(order.formattedTotal) - lineRefunds);
    expect(order).toMatchObject({ replacedCount: 1, refundedCount: 1 });
    expect(order.orderThread).not.toBeNull();
  });
});
