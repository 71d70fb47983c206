import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { issueReports, orders, payments } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { loadConfig } from "../../server/config";
import { signInCustomer, type SignedIn } from "./support/auth";
import { insertCoupon, testDb, type TestProduct } from "./support/cart";
import { HTML_BYTES, PNG_BYTES } from "./support/chatFiles";
import { expectContract } from "./support/contract";
import {
  advanceUntil,
  getOrder,
  insertCategory,
  insertProductIn,
  lineOfProduct,
  placeOrderOf,
  removeReplacementFixtures,
  takeSmsNews,
  textsTo,
  type PlacedOrder,
} from "./support/replacements";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * Reports of a problem after delivery (docs/replacements.md § Report a problem after delivery):
 * missing and damaged items refunded at once at the price charged with their tax, capped by what
 * each line has left; other reasons and reports past a limit posted in the support chat; the
 * 7-day window; idempotency and races. Every test places an order of its own with a new customer,
 * so the per-order limit and the monthly cap start from nothing.
 */

type Order = Schemas["Order"];
type Reason = Schemas["IssueReason"];
const DAY = 24 * 60 * 60 * 1000;

let rice: TestProduct; // $5.00, replaced by the cheaper rice when short
let cheaperRice: TestProduct; // $4.00
let oil: TestProduct; // $6.00
let ghee: TestProduct; // $30.00, for the monthly cap

beforeAll(async () => {
  await getTestApp();
  const aisle = await insertCategory("Report aisle");
  const riceCategory = await insertCategory("Report rice", aisle);
  rice = await insertProductIn("Report basmati", 500, riceCategory);
  cheaperRice = await insertProductIn("Report basmati value", 400, riceCategory);
  oil = await insertProductIn("Report oil", 600, await insertCategory("Report oil", aisle));
  ghee = await insertProductIn("Report ghee", 3000, await insertCategory("Report ghee", aisle));
}, 120_000);

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

afterAll(removeReplacementFixtures);

async function deliveredOrderOf(
  lines: { product: TestProduct; qty?: number }[],
  options: { customer?: SignedIn; couponCode?: string } = {},
): Promise<PlacedOrder> {
  const placed = await placeOrderOf(lines, options);
  await advanceUntil((await getTestApp()).context, placed.uuid, "SHIPPED");
  return placed;
}

const lineIdOf = (order: Order, product: TestProduct) => lineOfProduct(order, product).id;

/** The multipart form of a report, as the web app sends it. */
async function reportForm(
  fields: Record<string, string>,
  photo?: { name: string; bytes: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) {
    form.append(
      "photo",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/png" }),
      photo.name,
    );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

interface ReportSpec {
  reason: Reason | string;
  items: { orderProductId: number; qty: number }[] | string;
  photo?: { name: string; bytes: Buffer; type?: string };
  key?: string;
  token?: string;
}

async function report(placed: PlacedOrder, spec: ReportSpec) {
  const { payload, contentType } = await reportForm(
    {
      reason: spec.reason,
      items: typeof spec.items === "string" ? spec.items : JSON.stringify(spec.items),
    },
    spec.photo,
  );
  const response = await callApi("POST", `/orders/ui/issues/${placed.uuid}`, {
    token: spec.token ?? placed.customer.token,
    body: payload,
    headers: { "content-type": contentType, "idempotency-key": spec.key ?? randomUUID() },
  });
  expectContract("reportOrderIssue", response);
  return response;
}

async function reportOk(placed: PlacedOrder, spec: ReportSpec): Promise<Order> {
  const response = await report(placed, spec);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["OrderResponse"]).data;
}

const lastReport = (order: Order) => order.issueReports?.at(-1);

const errorOf = (response: { json(): unknown }) => response.json() as Schemas["Error"];

async function sandboxRefunds(uuid: string) {
  const response = await callApi("GET", `/dev/sandbox-payments?order=${uuid}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Schemas["SandboxPaymentListResponse"]).data.filter(
    (payment) => payment.kind === "refund",
  );
}

async function refundRowsOf(uuid: string) {
  const db = await testDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, uuid));
  if (!order) throw new Error("No such order");
  return (await db.select().from(payments).where(eq(payments.orderId, order.id))).filter(
    (payment) => payment.kind === "REFUND",
  );
}

async function supportMessagesOf(token: string): Promise<Schemas["SupportChatMessage"][]> {
  const thread = await callApi("GET", "/users/customer/support/chat/ui/thread", { token });
  const threadId = (thread.json() as Schemas["SupportThreadResponse"]).data.uuid;
  const response = await callApi(
    "GET",
    `/users/customer/support/chat/ui/messages?threadId=${threadId}`,
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["SupportChatMessageListResponse"]).data;
}

async function orderChatOf(order: Order, token: string): Promise<string[]> {
  if (!order.orderThread) throw new Error("The order has no chat");
  const response = await callApi(
    "GET",
    `/orders/chat/ui/messages?orderId=${order.uuid}&threadId=${order.orderThread.uuid}`,
    { token },
  );
  return (response.json() as Schemas["OrderChatMessageListResponse"]).data.map(
    (message) => message.message,
  );
}

const money = (formatted: string) => Number(formatted.replace(/[^0-9.-]/g, ""));

describe("refunds at once for missing and damaged items", () => {
  it("refunds qty × the price charged with its 4 % tax, says so, and counts it in the order's Refunds and Final Payment", async () => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 3 }, { product: rice }]);
    const before = await getOrder(placed);
    expect(before.canReportIssue).toBe(true);
    expect(before.issueReports).toEqual([]);
    const oilLine = lineIdOf(before, oil);

    const order = await reportOk(placed, {
      reason: "DAMAGED",
      items: [{ orderProductId: oilLine, qty: 2 }],
    });
    // 2 × $6.00 = $12.00, and 4 % tax: $0.48.
    expect(lastReport(order)).toMatchObject({
      reason: "DAMAGED",
      outcome: "REFUNDED",
      formattedRefundAmount: "$12.48",
      items: [{ orderProductId: oilLine, qty: 2 }],
      explanation: `Refunded $12.48 for 2 × ${oil.name} (damaged).`,
    });
    expect(order.formattedRefundAmount).toBe("$12.48");
    expect(money(order.formattedFinalPayment)).toBeCloseTo(money(order.formattedTotal) - 12.48, 2);
    expect(order.canReportIssue).toBe(true);

    const refunds = await sandboxRefunds(placed.uuid);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 12.48,
        idempotencyKey: `issue-${lastReport(order)?.id}-refund`,
      }),
    ]);
    expect(await orderChatOf(order, placed.customer.token)).toContain(
      `Refunded $12.48 for 2 × ${oil.name} (damaged).`,
    );
  });

  it("refunds a replaced line at the replacement's lower price", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: rice, qty: 2 }]);
    const short = await callApi("POST", `/dev/orders/${placed.uuid}/shortages`, {
      body: { productId: rice.id },
    });
    expect(short.statusCode, short.body).toBe(200);
    // Dispatch approves the open offer: the line is replaced at $4.00, 2 × $1.00 and tax back.
    await advanceUntil(context, placed.uuid, "SHIPPED");
    const before = await getOrder(placed);
    expect(before.formattedRefundAmount).toBe("$2.08");

    const order = await reportOk(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(before, rice), qty: 1 }],
    });
    // One of the two at $4.00, not the $5.00 ordered, and its tax, $0.16.
    expect(lastReport(order)).toMatchObject({
      outcome: "REFUNDED",
      formattedRefundAmount: "$4.16",
      explanation: `Refunded $4.16 for 1 × ${cheaperRice.name} (missing).`,
    });
    expect(order.formattedRefundAmount).toBe("$6.24");
  });

  it("stops at what the order paid for its goods when a coupon took part of it", async () => {
    const coupon = await insertCoupon("report-coupon", { value: 500 });
    const placed = await deliveredOrderOf([{ product: oil }], { couponCode: coupon.code });
    const before = await getOrder(placed);
    expect(before.formattedCouponAmount).toBe("$5.00");

    const order = await reportOk(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(before, oil), qty: 1 }],
    });
    // $6.00 − $5.00 coupon = $1.00 paid for the goods, and 4 % of it in tax.
    expect(lastReport(order)?.formattedRefundAmount).toBe("$1.04");
    expect(before.formattedTaxAmount).toBe("$0.04");
  });

  it("refuses a second report of a unit already reported (422), naming the item", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    await reportOk(placed, { reason: "DAMAGED", items: [{ orderProductId: lineId, qty: 1 }] });

    const again = await report(placed, {
      reason: "DAMAGED",
      items: [{ orderProductId: lineId, qty: 1 }],
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).message).toBe(
      `${oil.name} is already reported: there is nothing left to report or refund.`,
    );
    expect(await sandboxRefunds(placed.uuid)).toHaveLength(1);
  });
});

describe("the shopper is told", () => {
  it("in the order's chat always, and by text when their settings take SMS news", async () => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 2 }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    await reportOk(placed, { reason: "MISSING", items: [{ orderProductId: lineId, qty: 1 }] });
    expect(await textsTo(placed.customer.phone)).not.toContainEqual(
      expect.stringContaining("Refunded"),
    );

    await takeSmsNews(placed.customer.token);
    const order = await reportOk(placed, {
      reason: "DAMAGED",
      items: [{ orderProductId: lineId, qty: 1 }],
    });
    const explanation = `Refunded $6.24 for 1 × ${oil.name} (damaged).`;
    expect(await textsTo(placed.customer.phone)).toContain(
      `Your order ${order.invoiceNumber}: ${explanation}`,
    );
    expect(await orderChatOf(order, placed.customer.token)).toEqual(
      expect.arrayContaining([`Refunded $6.24 for 1 × ${oil.name} (missing).`, explanation]),
    );
  });
});

describe("reports that go to the support chat", () => {
  it.each<[Reason, string]>([
    ["WRONG_ITEM", "wrong item"],
    ["POOR_QUALITY", "poor quality"],
    ["POOR_REPLACEMENT", "poor replacement"],
  ])("%s posts the report in the support chat and refunds nothing", async (reason, words) => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const before = await getOrder(placed);
    const order = await reportOk(placed, {
      reason,
      items: [{ orderProductId: lineIdOf(before, oil), qty: 1 }],
    });
    expect(lastReport(order)).toMatchObject({
      reason,
      outcome: "SENT_TO_SUPPORT",
      formattedRefundAmount: "$0.00",
      explanation: "Sent to our support team, who will reply in the support chat.",
    });
    expect(order.formattedRefundAmount).toBe("$0.00");
    expect(order.formattedFinalPayment).toBe(order.formattedTotal);
    expect(await sandboxRefunds(placed.uuid)).toEqual([]);
    const messages = await supportMessagesOf(placed.customer.token);
    expect(messages.map((message) => message.message)).toContain(
      `Problem reported with order ${order.invoiceNumber} (${words}): 1 × ${oil.name}. Sent to our support team, who will reply in the support chat.`,
    );
  });

  it("sends the fourth report of an order to support: 3 per order", async () => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 5 }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    const one = [{ orderProductId: lineId, qty: 1 }];
    await reportOk(placed, { reason: "DAMAGED", items: one });
    await reportOk(placed, { reason: "MISSING", items: one });
    const third = await reportOk(placed, { reason: "DAMAGED", items: one });
    expect(third.canReportIssue).toBe(false);

    const fourth = await reportOk(placed, { reason: "DAMAGED", items: one });
    expect(lastReport(fourth)).toMatchObject({
      outcome: "SENT_TO_SUPPORT",
      formattedRefundAmount: "$0.00",
      explanation:
        "Sent to our support team: you have reached the limit of 3 reports for this order.",
    });
    expect(fourth.issueReports).toHaveLength(4);
    // $6.24 for each of the three refunded reports.
    expect(fourth.formattedRefundAmount).toBe("$18.72");
    expect(await sandboxRefunds(placed.uuid)).toHaveLength(3);
  });

  it("sends a report that would pass the monthly cap to support, whole, across the customer's orders", async () => {
    const first = await deliveredOrderOf([{ product: ghee }]);
    const firstOrder = await reportOk(first, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(await getOrder(first), ghee), qty: 1 }],
    });
    expect(lastReport(firstOrder)?.formattedRefundAmount).toBe("$31.20");

    const second = await deliveredOrderOf([{ product: ghee }], { customer: first.customer });
    const secondOrder = await reportOk(second, {
      reason: "DAMAGED",
      items: [{ orderProductId: lineIdOf(await getOrder(second), ghee), qty: 1 }],
    });
    // $31.20 + $31.20 would pass $50.00: no partial refund, the report goes to support.
    expect(lastReport(secondOrder)).toMatchObject({
      outcome: "SENT_TO_SUPPORT",
      formattedRefundAmount: "$0.00",
      explanation:
        "Sent to our support team: this refund would pass the monthly refund limit of $50.00.",
    });
    expect(await sandboxRefunds(second.uuid)).toEqual([]);
  });

  it("holds the monthly cap when two orders of the customer are reported at the same moment", async () => {
    const first = await deliveredOrderOf([{ product: ghee }]);
    const second = await deliveredOrderOf([{ product: ghee }], { customer: first.customer });
    const lines = await Promise.all([first, second].map(async (placed) => getOrder(placed)));
    const answers = await Promise.all(
      [first, second].map((placed, index) =>
        reportOk(placed, {
          reason: "MISSING",
          items: [{ orderProductId: lineIdOf(lines[index] as Order, ghee), qty: 1 }],
        }),
      ),
    );
    const outcomes = answers.map((order) => lastReport(order)?.outcome).sort();
    expect(outcomes).toEqual(["REFUNDED", "SENT_TO_SUPPORT"]);
    const refunds = [...(await sandboxRefunds(first.uuid)), ...(await sandboxRefunds(second.uuid))];
    expect(refunds.map((refund) => refund.amount)).toEqual([31.2]);
  });

  it("reads both limits from the environment, with 3 and $50 by default", () => {
    expect(loadConfig({}).issueReports).toEqual({ perOrder: 3, monthlyRefundCapCents: 5000 });
    expect(
      loadConfig({ ISSUE_REPORTS_PER_ORDER: "5", ISSUE_REFUNDS_MONTHLY_CAP: "75.5" }).issueReports,
    ).toEqual({ perOrder: 5, monthlyRefundCapCents: 7550 });
    expect(() => loadConfig({ ISSUE_REPORTS_PER_ORDER: "many" })).toThrow(
      /ISSUE_REPORTS_PER_ORDER/,
    );
  });
});

describe("when a report is allowed", () => {
  it("closes 7 days after delivery (409)", async () => {
    const { clock } = await getTestApp();
    const placed = await deliveredOrderOf([{ product: oil }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    clock.advance(7 * DAY - 60_000);
    expect((await getOrder(placed)).canReportIssue).toBe(true);
    clock.advance(60_000);
    expect((await getOrder(placed)).canReportIssue).toBe(false);

    const late = await report(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineId, qty: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(
      "This order can no longer be reported: problems are reported within 7 days of delivery.",
    );
  });

  it("refuses an order not delivered yet (409)", async () => {
    const placed = await placeOrderOf([{ product: oil }]);
    const order = await getOrder(placed);
    expect(order.canReportIssue).toBe(false);
    const early = await report(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(order, oil), qty: 1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe("This order is not delivered yet.");
  });

  it("answers 404 for another customer's order and for an unknown one", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    const stranger = await signInCustomer();
    const foreign = await report(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineId, qty: 1 }],
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await report(
      { customer: placed.customer, uuid: randomUUID() },
      { reason: "MISSING", items: [{ orderProductId: lineId, qty: 1 }] },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await sandboxRefunds(placed.uuid)).toEqual([]);
  });
});

describe("what a report must hold (422 with the error body)", () => {
  it.each<[string, (lineId: number) => ReportSpec, string]>([
    [
      "an empty list",
      () => ({ reason: "MISSING", items: [] }),
      "Choose at least one item to report.",
    ],
    [
      "a list that is not JSON",
      () => ({ reason: "MISSING", items: "two bags" }),
      "The items must be a list of order lines, each with a quantity of at least 1.",
    ],
    [
      "a quantity of 0",
      (lineId) => ({ reason: "MISSING", items: [{ orderProductId: lineId, qty: 0 }] }),
      "The items must be a list of order lines, each with a quantity of at least 1.",
    ],
    [
      "an unknown reason",
      (lineId) => ({ reason: "LATE", items: [{ orderProductId: lineId, qty: 1 }] }),
      "Choose a reason: missing, damaged, wrong item, poor quality or poor replacement.",
    ],
    [
      "a line of another order",
      () => ({ reason: "MISSING", items: [{ orderProductId: 2147483000, qty: 1 }] }),
      "Item 2147483000 is not in this order.",
    ],
  ])("refuses %s", async (_case, spec, message) => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 2 }]);
    const response = await report(placed, spec(lineIdOf(await getOrder(placed), oil)));
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response).message).toBe(message);
    expect((await getOrder(placed)).issueReports).toEqual([]);
  });

  it("refuses more than was delivered, naming the item and the figures", async () => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 2 }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    await reportOk(placed, { reason: "DAMAGED", items: [{ orderProductId: lineId, qty: 1 }] });
    const response = await report(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineId, qty: 2 }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      message: `At most 1 × ${oil.name} can be reported (2 delivered, 1 already reported); you asked for 2.`,
    });
  });

  it("refuses a line refunded while it was picked: it never arrived", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: oil }, { product: ghee }]);
    // Oil has no candidate in its own sub-category: short, it is refunded.
    const short = await callApi("POST", `/dev/orders/${placed.uuid}/shortages`, {
      body: { productId: oil.id },
    });
    expect(short.statusCode, short.body).toBe(200);
    await advanceUntil(context, placed.uuid, "SHIPPED");
    const response = await report(placed, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(await getOrder(placed), oil), qty: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBe(
      `${oil.name} was not delivered with this order (it was refunded): there is nothing to report.`,
    );
  });
});

describe("a photo under the support chat's upload rules", () => {
  it("accepts an image and shows it in the support chat with a report sent there", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const order = await reportOk(placed, {
      reason: "POOR_QUALITY",
      items: [{ orderProductId: lineIdOf(await getOrder(placed), oil), qty: 1 }],
      photo: { name: "bruised.png", bytes: PNG_BYTES },
    });
    expect(lastReport(order)?.outcome).toBe("SENT_TO_SUPPORT");
    const files = (await supportMessagesOf(placed.customer.token)).filter(
      (message) => message.type === "FILE",
    );
    expect(files).toHaveLength(1);
    const [row] = await (
      await testDb()
    )
      .select()
      .from(issueReports)
      .where(eq(issueReports.id, lastReport(order)?.id ?? 0));
    expect(row?.photoContentType).toBe("image/png");
    const { context } = await getTestApp();
    expect(await context.storage.get(row?.photoStorageKey ?? "")).toEqual(PNG_BYTES);
  });

  it("removes a refunded report's photo from the storage when the account is erased", async () => {
    const { context } = await getTestApp();
    const placed = await deliveredOrderOf([{ product: oil }]);
    const order = await reportOk(placed, {
      reason: "DAMAGED",
      items: [{ orderProductId: lineIdOf(await getOrder(placed), oil), qty: 1 }],
      photo: { name: "crushed.png", bytes: PNG_BYTES },
    });
    const reportId = lastReport(order)?.id ?? 0;
    const reportRow = async () =>
      (await (await testDb()).select().from(issueReports).where(eq(issueReports.id, reportId)))[0];
    const storageKey = (await reportRow())?.photoStorageKey ?? "";
    expect(await context.storage.get(storageKey)).toEqual(PNG_BYTES);

    const erased = await callApi("DELETE", "/users/customer/profile", {
      token: placed.customer.token,
    });
    expect(erased.statusCode).toBe(204);
    expect(await context.storage.get(storageKey)).toBeNull();
    // The report stays with the anonymised order, its refund on record, without the photo.
    expect(await reportRow()).toMatchObject({ photoStorageKey: null, outcome: "REFUNDED" });
  });

  it("refuses a file the upload rules refuse (422, the chat's words) and reports nothing", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const response = await report(placed, {
      reason: "DAMAGED",
      items: [{ orderProductId: lineIdOf(await getOrder(placed), oil), qty: 1 }],
      photo: { name: "page.html", bytes: HTML_BYTES, type: "text/html" },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toMatch(/PNG|JPEG|image/i);
    expect((await getOrder(placed)).issueReports).toEqual([]);
    expect(await sandboxRefunds(placed.uuid)).toEqual([]);
  });
});

describe("idempotent and race-safe", () => {
  it("answers a retry with the same key with the first report, and refuses the key with another form (409)", async () => {
    const placed = await deliveredOrderOf([{ product: oil, qty: 2 }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    const key = randomUUID();
    const spec = { reason: "DAMAGED", items: [{ orderProductId: lineId, qty: 1 }], key };
    const first = await reportOk(placed, spec);
    const retry = await reportOk(placed, spec);
    expect(retry.issueReports).toEqual(first.issueReports);
    expect(retry.formattedRefundAmount).toBe("$6.24");

    const other = await report(placed, { ...spec, reason: "MISSING" });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe(
      "This Idempotency-Key was already used for a different report.",
    );
    expect(await sandboxRefunds(placed.uuid)).toHaveLength(1);
  });

  it("refuses a key already used on another order of the customer (409)", async () => {
    const first = await deliveredOrderOf([{ product: oil }]);
    const second = await deliveredOrderOf([{ product: oil }], { customer: first.customer });
    const key = randomUUID();
    await reportOk(first, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(await getOrder(first), oil), qty: 1 }],
      key,
    });
    const reused = await report(second, {
      reason: "MISSING",
      items: [{ orderProductId: lineIdOf(await getOrder(second), oil), qty: 1 }],
      key,
    });
    expect(reused.statusCode).toBe(409);
    expect((await getOrder(second)).issueReports).toEqual([]);
  });

  it("pays 20 parallel identical reports with the same key once", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    const spec = {
      reason: "MISSING",
      items: [{ orderProductId: lineId, qty: 1 }],
      key: randomUUID(),
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => report(placed, spec)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const order = await getOrder(placed);
    expect(order.issueReports).toHaveLength(1);
    expect(order.formattedRefundAmount).toBe("$6.24");
    expect(await sandboxRefunds(placed.uuid)).toHaveLength(1);
    expect(await refundRowsOf(placed.uuid)).toHaveLength(1);
  });

  it("pays 20 parallel reports of the same item with different keys once; the others are 422", async () => {
    const placed = await deliveredOrderOf([{ product: oil }]);
    const lineId = lineIdOf(await getOrder(placed), oil);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        report(placed, { reason: "DAMAGED", items: [{ orderProductId: lineId, qty: 1 }] }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(422)]);
    const order = await getOrder(placed);
    expect(order.issueReports).toHaveLength(1);
    expect(await sandboxRefunds(placed.uuid)).toHaveLength(1);
    expect(await refundRowsOf(placed.uuid)).toHaveLength(1);
  });
});
