import { describe, expect, it } from "vitest";
import {
  deliveredOrderWithReportsFixture,
  deliveredOrderWithReportsRecord,
  fixtureUuid,
  orderFromRecord,
  seedOrderRecords,
} from "../fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

/** Seeded order 4 is SHIPPED, delivered as the mock clock starts: its first line is 1 × Basmati Rice 5 kg ($15.29). */
const SHIPPED = fixtureUuid("order", 4);
const BASMATI_LINE = 401;

const reportOf = (reason: string, items: unknown, key: string, id = SHIPPED) => {
  const body = new FormData();
  body.append("reason", reason);
  body.append("items", typeof items === "string" ? items : JSON.stringify(items));
  return client.POST("/orders/ui/issues/{id}", {
    params: { path: { id }, header: { "Idempotency-Key": key } },
    body: { reason, items: "" },
    bodySerializer: () => body,
  });
};

describe("the mock store's problem reports", () => {
  it("refunds a damaged item at once, answers a retry with the same key alike, and refuses it again", async () => {
    signInAs("customer");
    const first = await reportOf("DAMAGED", [{ orderProductId: BASMATI_LINE, qty: 1 }], "mock-1");
    expect(first.response.status).toBe(200);
    // $15.29 and 4 % tax, $0.61.
    expect(first.data?.data.issueReports?.at(-1)).toMatchObject({
      outcome: "REFUNDED",
      formattedRefundAmount: "$15.90",
      explanation: "Refunded $15.90 for 1 × Basmati Rice 5 kg (damaged).",
    });
    expect(first.data?.data.formattedRefundAmount).toBe("$15.90");

    const retry = await reportOf("DAMAGED", [{ orderProductId: BASMATI_LINE, qty: 1 }], "mock-1");
    expect(retry.data?.data.issueReports).toHaveLength(1);

    const again = await reportOf("DAMAGED", [{ orderProductId: BASMATI_LINE, qty: 1 }], "mock-2");
    expect(again.response.status).toBe(422);
    expect(again.error).toEqual({
      message: "Basmati Rice 5 kg is already reported: there is nothing left to report or refund.",
    });
  });

  it("sends other reasons and the fourth report to support, with nothing refunded", async () => {
    signInAs("customer");
    const wrong = await reportOf("WRONG_ITEM", [{ orderProductId: 402, qty: 1 }], "mock-a");
    expect(wrong.data?.data.issueReports?.at(-1)).toMatchObject({
      outcome: "SENT_TO_SUPPORT",
      formattedRefundAmount: "$0.00",
    });
    await reportOf("MISSING", [{ orderProductId: 402, qty: 1 }], "mock-b");
    const third = await reportOf("MISSING", [{ orderProductId: 403, qty: 1 }], "mock-c");
    expect(third.data?.data.canReportIssue).toBe(false);
    const fourth = await reportOf("DAMAGED", [{ orderProductId: BASMATI_LINE, qty: 1 }], "mock-d");
    expect(fourth.data?.data.issueReports?.at(-1)).toMatchObject({
      outcome: "SENT_TO_SUPPORT",
      explanation:
        "Sent to our support team: you have reached the limit of 3 reports for this order.",
    });
  });

  it("refuses a bad reason or list (422) and an order not delivered (409)", async () => {
    signInAs("customer");
    const reason = await reportOf("LATE", [{ orderProductId: BASMATI_LINE, qty: 1 }], "mock-x");
    expect(reason.response.status).toBe(422);
    expect((await reportOf("MISSING", [], "mock-y")).response.status).toBe(422);
    const early = await reportOf(
      "MISSING",
      [{ orderProductId: 101, qty: 1 }],
      "mock-z",
      fixtureUuid("order", 1),
    );
    expect(early.response.status).toBe(409);
    expect(early.error).toEqual({ message: "This order is not delivered yet." });
  });
});

describe("deliveredOrderWithReportsFixture", () => {
  it("is delivered, can be reported, and counts its earlier report in the Refunds", () => {
    const order = deliveredOrderWithReportsFixture();
    expect(order.canReportIssue).toBe(true);
    expect(order.issueReports).toEqual([
      expect.objectContaining({
        reason: "DAMAGED",
        outcome: "REFUNDED",
        formattedRefundAmount: "$15.90",
      }),
    ]);
    expect(order.formattedRefundAmount).toBe("$15.90");
    expect(deliveredOrderWithReportsRecord().id).not.toBe(4);
  });

  it("leaves the seeded orders without report fields, as they were", () => {
    for (const record of seedOrderRecords) {
      const order = orderFromRecord(record);
      expect(order).not.toHaveProperty("canReportIssue");
      expect(order).not.toHaveProperty("issueReports");
    }
  });
});
