import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import type { AppContext } from "../../server/context";
import { orders, payments, products, sandboxCharges } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { runDueSteps } from "../../server/modules/orders/fulfilment/simulator";
import {
  approveOverdueOffers,
  drawsShort,
  shortOrderItem,
} from "../../server/modules/orders/shortages";
import { signInCustomer } from "./support/auth";
import { insertCoupon, testDb, type TestProduct } from "./support/cart";
import { expectContract } from "./support/contract";
import {
  advanceUntil,
  getOrder,
  insertCategory,
  insertProductIn,
  lineOfProduct,
  placeOrderOf as placeOrderWith,
  removeReplacementFixtures,
  takeSmsNews,
  textsTo,
  type LineSpec,
  type PlacedOrder,
} from "./support/replacements";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * Shortages (docs/replacements.md § Shortages): a short line follows its "If unavailable" choice,
 * is never charged more than it was, and its refund goes through the payments provider once.
 * Every product sits in sub-categories of its own, so the seeded catalogue never joins the
 * candidates; every test places an order of its own, as a line runs short only once.
 */

type Order = Schemas["Order"];
const FIVE_MINUTES = 5 * 60 * 1000;

let basmati: TestProduct; // $5.00: its best match is the cheaper basmati
let cheaperBasmati: TestProduct; // $4.00
let dal: TestProduct; // $3.00: its specific item is the dearer dal
let dearerDal: TestProduct; // $4.50
let lonely: TestProduct; // $2.50, alone in its sub-category: no candidate
let oil: TestProduct; // $6.00
let chickpeas: TestProduct; // $2.00: its specific item runs out after the order
let chickpeasGone: TestProduct; // $2.20
let chickpeasBest: TestProduct; // $1.80

beforeAll(async () => {
  const aisle = await insertCategory("Shortage aisle");
  const rice = await insertCategory("Shortage rice", aisle);
  basmati = await insertProductIn("Basmati", 500, rice);
  cheaperBasmati = await insertProductIn("Basmati value", 400, rice);
  const lentils = await insertCategory("Shortage lentils", aisle);
  dal = await insertProductIn("Moong dal", 300, lentils);
  dearerDal = await insertProductIn("Moong dal organic", 450, lentils);
  lonely = await insertProductIn("Lonely", 250, await insertCategory("Shortage alone", aisle));
  oil = await insertProductIn("Mustard oil", 600, await insertCategory("Shortage oil", aisle));
  const beans = await insertCategory("Shortage beans", aisle);
  chickpeas = await insertProductIn("Chickpeas", 200, beans);
  chickpeasGone = await insertProductIn("Chickpeas kabuli", 220, beans);
  chickpeasBest = await insertProductIn("Chickpeas desi", 180, beans);
});

afterAll(removeReplacementFixtures);

/** A customer's order of these lines with their choices (a best match unless told), paid. */
const placeOrderOf = (lines: LineSpec[], options: { couponCode?: string } = {}) =>
  placeOrderWith(
    lines.map((line) => ({ ...line, choice: line.choice ?? "BEST_MATCH" })),
    options,
  );

async function shortItem(uuid: string, productId: number) {
  const response = await callApi("POST", `/dev/orders/${uuid}/shortages`, { body: { productId } });
  expectContract("shortOrderItem", response);
  return response;
}

async function shortOk(uuid: string, productId: number): Promise<Order> {
  const response = await shortItem(uuid, productId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["OrderResponse"]).data;
}

async function decide(
  order: PlacedOrder,
  lineId: number,
  decision: "APPROVE" | "REJECT",
  token = order.customer.token,
) {
  const response = await callApi("POST", `/orders/ui/replacements/${order.uuid}/${lineId}`, {
    token,
    body: { decision },
  });
  expectContract("decideReplacement", response);
  return response;
}

async function sandboxPayments(uuid: string): Promise<Schemas["SandboxPayment"][]> {
  const response = await callApi("GET", `/dev/sandbox-payments?order=${uuid}`);
  expectContract("listSandboxPayments", response);
  expect(response.statusCode).toBe(200);
  return (response.json() as Schemas["SandboxPaymentListResponse"]).data;
}

const refundsOf = async (uuid: string) =>
  (await sandboxPayments(uuid)).filter((payment) => payment.kind === "refund");

async function chatOf(order: Order, token: string): Promise<Schemas["OrderChatMessage"][]> {
  if (!order.orderThread) throw new Error("The order has no chat");
  const response = await callApi(
    "GET",
    `/orders/chat/ui/messages?orderId=${order.uuid}&threadId=${order.orderThread.uuid}`,
    { token },
  );
  expectContract("listOrderChatMessages", response);
  return (response.json() as Schemas["OrderChatMessageListResponse"]).data;
}

const errorOf = (response: { json(): unknown }) => (response.json() as Schemas["Error"]).message;

beforeAll(async () => {
  await getTestApp();
}, 120_000);

// The deadlines move the shared clock on; the files after this one start from the real time.
afterEach(async () => {
  (await getTestApp()).clock.reset();
});

describe("a best match offered in the order's chat", () => {
  it("offers the first candidate of the best-match rule as a card, before the order has a rider", async () => {
    const { clock } = await getTestApp();
    const placed = await placeOrderOf([{ product: basmati, qty: 2 }, { product: oil }]);
    const before = clock.now().getTime();
    const order = await shortOk(placed.uuid, basmati.id);

    const line = lineOfProduct(order, basmati);
    expect(line.ifUnavailable).toEqual({ choice: "BEST_MATCH", replacement: null });
    expect(line.fulfilment).toMatchObject({
      outcome: "AWAITING_APPROVAL",
      replacement: { id: cheaperBasmati.id },
      formattedReplacementPrice: "$4.00",
      formattedChargedTotal: "$8.00",
      formattedRefundAmount: "$0.00",
      refundReason: null,
    });
    const deadline = Date.parse(line.fulfilment?.approvalDeadline ?? "");
    expect(deadline - before).toBeGreaterThanOrEqual(FIVE_MINUTES);
    expect(deadline - before).toBeLessThan(FIVE_MINUTES + 60_000);
    // The other line was picked as ordered.
    expect(lineOfProduct(order, oil).fulfilment).toBeUndefined();
    expect(order.rider).toBeNull();

    const chat = await chatOf(order, placed.customer.token);
    expect(chat).toHaveLength(1);
    expect(chat[0]?.message).toBe(`Replace ${basmati.name} with ${cheaperBasmati.name} ($4.00)?`);
    expect(chat[0]?.replacementOffer).toEqual({
      orderProductId: line.id,
      fromName: basmati.name,
      toName: cheaperBasmati.name,
      formattedPrice: "$4.00",
      status: "PENDING",
    });
    expect(chat[0]?.senderId).not.toBe(placed.customer.user.id);
    expect(await refundsOf(placed.uuid)).toEqual([]);
  });

  it("Approve replaces the line at the lower price and refunds the difference with its tax, once", async () => {
    const placed = await placeOrderOf([{ product: basmati, qty: 2 }, { product: oil }]);
    const line = lineOfProduct(await shortOk(placed.uuid, basmati.id), basmati);

    const approved = await decide(placed, line.id, "APPROVE");
    expect(approved.statusCode, approved.body).toBe(200);
    const order = (approved.json() as Schemas["OrderResponse"]).data;
    // (5.00 − 4.00) × 2 = 2.00, and 4 % tax on it: 0.08.
    expect(lineOfProduct(order, basmati).fulfilment).toMatchObject({
      outcome: "REPLACED",
      replacement: { id: cheaperBasmati.id },
      formattedReplacementPrice: "$4.00",
      formattedChargedTotal: "$8.00",
      formattedRefundAmount: "$2.08",
      approvalDeadline: null,
    });
    expect(order).toMatchObject({
      formattedRefundAmount: "$2.08",
      replacedCount: 1,
      refundedCount: 0,
    });

    const refunds = await refundsOf(placed.uuid);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 2.08, idempotencyKey: `shortage-${line.id}` }),
    ]);
    const chat = await chatOf(order, placed.customer.token);
    expect(chat.map((message) => message.replacementOffer?.status)).toEqual(["APPROVED"]);

    const again = await decide(placed, line.id, "REJECT");
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe("This replacement was already decided.");
    expect(await refundsOf(placed.uuid)).toHaveLength(1);
  });

  it("Reject refunds the line in full, with its tax", async () => {
    const placed = await placeOrderOf([{ product: basmati, qty: 2 }, { product: oil }]);
    const line = lineOfProduct(await shortOk(placed.uuid, basmati.id), basmati);

    const rejected = await decide(placed, line.id, "REJECT");
    expect(rejected.statusCode, rejected.body).toBe(200);
    const order = (rejected.json() as Schemas["OrderResponse"]).data;
    expect(lineOfProduct(order, basmati).fulfilment).toEqual({
      outcome: "REFUNDED",
      replacement: null,
      formattedReplacementPrice: null,
      formattedChargedTotal: "$0.00",
      formattedRefundAmount: "$10.40",
      refundReason: "Replacement rejected",
      approvalDeadline: null,
    });
    expect(order).toMatchObject({
      formattedRefundAmount: "$10.40",
      replacedCount: 0,
      refundedCount: 1,
    });
    expect((await refundsOf(placed.uuid)).map((refund) => refund.amount)).toEqual([10.4]);
    const [card] = await chatOf(order, placed.customer.token);
    expect(card?.replacementOffer).toMatchObject({
      status: "REJECTED",
      toName: cheaperBasmati.name,
    });
  });

  it("counts no answer in 5 minutes as approval, at the simulator's tick", async () => {
    const { clock, context } = await getTestApp();
    const placed = await placeOrderOf([{ product: basmati }]);
    const line = lineOfProduct(await shortOk(placed.uuid, basmati.id), basmati);

    clock.advance(FIVE_MINUTES - 10_000);
    await approveOverdueOffers(context);
    expect(lineOfProduct(await getOrder(placed), basmati).fulfilment?.outcome).toBe(
      "AWAITING_APPROVAL",
    );

    clock.advance(20_000);
    await approveOverdueOffers(context);
    const order = await getOrder(placed);
    expect(lineOfProduct(order, basmati).fulfilment).toMatchObject({
      outcome: "REPLACED",
      formattedRefundAmount: "$1.04",
    });
    const late = await decide(placed, line.id, "REJECT");
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe("This replacement was already decided.");
    expect((await refundsOf(placed.uuid)).map((refund) => refund.amount)).toEqual([1.04]);
    // The shopper did not answer, so they are told what was packed.
    const chat = await chatOf(order, placed.customer.token);
    expect(chat.map((message) => message.message)).toEqual([
      `Replace ${basmati.name} with ${cheaperBasmati.name} ($4.00)?`,
      `No answer came in time, so we packed ${cheaperBasmati.name} instead of ${basmati.name} at $4.00. $1.04 is refunded to your card.`,
    ]);
    expect(chat[0]?.replacementOffer?.status).toBe("APPROVED");
  });

  it("approves overdue offers in the simulator's run, also of an order with no step due", async () => {
    const { clock, context } = await getTestApp();
    const placed = await placeOrderOf([{ product: basmati }]);
    await shortOk(placed.uuid, basmati.id);
    // Held in the store: the run has no step to take, only the offer to approve.
    await context.db.update(orders).set({ nextStepAt: null }).where(eq(orders.uuid, placed.uuid));
    clock.advance(FIVE_MINUTES + 1000);
    await runDueSteps(context, 1000);
    const order = await getOrder(placed);
    expect(lineOfProduct(order, basmati).fulfilment?.outcome).toBe("REPLACED");
    expect(order.rider).toBeNull();
  });

  it("answers a decision that comes after the deadline with 409, keeping the approval", async () => {
    const { clock } = await getTestApp();
    const placed = await placeOrderOf([{ product: basmati }]);
    const line = lineOfProduct(await shortOk(placed.uuid, basmati.id), basmati);
    clock.advance(FIVE_MINUTES + 1000);

    const late = await decide(placed, line.id, "REJECT");
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe("This replacement was already decided.");
    expect(lineOfProduct(await getOrder(placed), basmati).fulfilment?.outcome).toBe("REPLACED");
  });

  it("approves an offer still open when the order is dispatched", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: basmati }]);
    await shortOk(placed.uuid, basmati.id);
    await advanceUntil(context, placed.uuid, "PENDING_DISPATCHED");

    const order = await getOrder(placed);
    expect(lineOfProduct(order, basmati).fulfilment?.outcome).toBe("REPLACED");
    // The rider still says hello in the chat the shortage opened.
    const chat = await chatOf(order, placed.customer.token);
    expect(chat.some((message) => message.message.startsWith("Hi Amina!"))).toBe(true);
  });
});

describe("the other choices", () => {
  it("replaces a specific item at once, charging the original price when the item is dearer", async () => {
    const placed = await placeOrderOf([
      { product: dal, qty: 3, choice: "SPECIFIC_ITEM", replacement: dearerDal },
    ]);
    const order = await shortOk(placed.uuid, dal.id);
    expect(lineOfProduct(order, dal)).toMatchObject({
      ifUnavailable: { choice: "SPECIFIC_ITEM", replacement: { id: dearerDal.id } },
      fulfilment: {
        outcome: "REPLACED",
        replacement: { id: dearerDal.id },
        formattedReplacementPrice: "$3.00",
        formattedChargedTotal: "$9.00",
        formattedRefundAmount: "$0.00",
        refundReason: null,
      },
    });
    expect(order).toMatchObject({ formattedRefundAmount: "$0.00", replacedCount: 1 });
    expect(order.formattedFinalPayment).toBe(order.formattedTotal);
    expect(await refundsOf(placed.uuid)).toEqual([]);
    const [news] = await chatOf(order, placed.customer.token);
    expect(news?.message).toBe(
      `${dal.name} was out of stock, so we packed ${dearerDal.name} instead at $3.00.`,
    );
    expect(news?.replacementOffer).toBeUndefined();
  });

  it("treats a specific item no longer in stock as a best match", async () => {
    const placed = await placeOrderOf([
      { product: chickpeas, choice: "SPECIFIC_ITEM", replacement: chickpeasGone },
    ]);
    const db = await testDb();
    await db
      .update(products)
      .set({ stockStatus: "OUT_OF_STOCK" })
      .where(eq(products.id, chickpeasGone.id));
    try {
      const order = await shortOk(placed.uuid, chickpeas.id);
      expect(lineOfProduct(order, chickpeas).fulfilment).toMatchObject({
        outcome: "AWAITING_APPROVAL",
        replacement: { id: chickpeasBest.id },
        formattedReplacementPrice: "$1.80",
      });
    } finally {
      await db
        .update(products)
        .set({ stockStatus: "IN_STOCK" })
        .where(eq(products.id, chickpeasGone.id));
    }
  });

  it("refunds a line whose choice is a refund", async () => {
    const placed = await placeOrderOf([
      { product: oil, qty: 2, choice: "REFUND" },
      { product: dal },
    ]);
    const order = await shortOk(placed.uuid, oil.id);
    // 6.00 × 2 and 4 % tax: 12.48.
    expect(lineOfProduct(order, oil).fulfilment).toMatchObject({
      outcome: "REFUNDED",
      formattedRefundAmount: "$12.48",
      formattedChargedTotal: "$0.00",
      refundReason: "Out of stock",
    });
    expect(order).toMatchObject({
      formattedRefundAmount: "$12.48",
      refundedCount: 1,
      replacedCount: 0,
    });
    const cents = (formatted: string) => Math.round(Number(formatted.replace(/[$,]/g, "")) * 100);
    expect(cents(order.formattedFinalPayment)).toBe(cents(order.formattedTotal) - 1248);
    // Tips and fees stay as they were.
    expect(order.formattedDeliveryFeeAmount).toBe(
      (await getOrder(placed)).formattedDeliveryFeeAmount,
    );
    expect(await refundsOf(placed.uuid)).toEqual([
      expect.objectContaining({
        amount: 12.48,
        idempotencyKey: expect.stringMatching(/^shortage-/),
      }),
    ]);
  });

  it("refunds a best-match line when no product qualifies", async () => {
    const placed = await placeOrderOf([{ product: lonely }, { product: oil }]);
    const order = await shortOk(placed.uuid, lonely.id);
    expect(lineOfProduct(order, lonely).fulfilment).toMatchObject({
      outcome: "REFUNDED",
      formattedRefundAmount: "$2.60",
      refundReason: "No similar item in stock",
    });
    const [news] = await chatOf(order, placed.customer.token);
    expect(news?.message).toBe(`${lonely.name} is out of stock: $2.60 is refunded to your card.`);
  });
});

describe("the coupon", () => {
  it("stays applied when a refund takes the order below its minimum, and refunds stop at what was paid", async () => {
    const coupon = await insertCoupon("SHORT", { value: 200, minSubtotalCents: 1200 });
    // 6.00 + 3 × 3.00 = 15.00, less 2.00: tax 4 % of 13.00 = 0.52.
    const placed = await placeOrderOf(
      [
        { product: oil, choice: "REFUND" },
        { product: dal, qty: 3, choice: "REFUND" },
      ],
      { couponCode: coupon.code },
    );
    const before = await getOrder(placed);
    expect(before).toMatchObject({ formattedCouponAmount: "$2.00", formattedTaxAmount: "$0.52" });

    const afterOil = await shortOk(placed.uuid, oil.id);
    // 9.00 left is under the coupon's 12.00 minimum: the coupon stays, the oil refunds in full.
    expect(afterOil.formattedCouponAmount).toBe("$2.00");
    expect(lineOfProduct(afterOil, oil).fulfilment?.formattedRefundAmount).toBe("$6.24");

    // The dal's 9.00 would pay back more than the 13.00 paid for goods: 7.00 and its 0.28.
    const afterDal = await shortOk(placed.uuid, dal.id);
    expect(lineOfProduct(afterDal, dal).fulfilment?.formattedRefundAmount).toBe("$7.28");
    expect(afterDal).toMatchObject({
      formattedRefundAmount: "$13.52",
      formattedCouponAmount: "$2.00",
      formattedTotal: before.formattedTotal,
      refundedCount: 2,
    });
    expect((await refundsOf(placed.uuid)).map((refund) => refund.amount)).toEqual([6.24, 7.28]);
  });
});

describe("refunds are paid once", () => {
  it("refuses the same shortage twice with 409, and keeps one refund", async () => {
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: dal }]);
    await shortOk(placed.uuid, oil.id);
    const again = await shortItem(placed.uuid, oil.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe("This item is already short.");
    expect(await refundsOf(placed.uuid)).toHaveLength(1);
  });

  it("pays a refund retried with the same key once", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: dal }]);
    await shortOk(placed.uuid, oil.id);
    const [refund] = await refundsOf(placed.uuid);
    const [charge] = (await sandboxPayments(placed.uuid)).filter((row) => row.kind === "charge");
    if (!refund || !charge) throw new Error("The order has no charge or no refund");

    const retried = await context.payments.refund({
      chargeReference: charge.reference,
      amountCents: Math.round(refund.amount * 100),
      idempotencyKey: refund.idempotencyKey,
    });
    expect(retried.reference).toBe(refund.reference);
    expect(await refundsOf(placed.uuid)).toHaveLength(1);
    const [kept] = await context.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, charge.reference));
    expect(kept?.refundedCents).toBe(624);
  });

  it("keeps a refund the provider refused on record as failed, for the team to retry", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }]);
    const refusing: AppContext = {
      ...context,
      payments: {
        ...context.payments,
        refund: () => Promise.reject(new Error("The provider is down")),
      },
    };
    await shortOrderItem(refusing, placed.uuid, oil.id);

    const order = await getOrder(placed);
    expect(lineOfProduct(order, oil).fulfilment?.outcome).toBe("REFUNDED");
    const recorded = await context.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(
      recorded
        .filter((row) => row.kind === "REFUND")
        .map((row) => ({
          status: row.status,
          amountCents: row.amountCents,
          key: row.idempotencyKey,
        })),
    ).toEqual([
      { status: "failed", amountCents: 624, key: `shortage-${lineOfProduct(order, oil).id}` },
    ]);
    expect(await refundsOf(placed.uuid)).toEqual([]);
  });

  it("lets a cancellation refund only what the short lines did not get back", async () => {
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: dal }]);
    await shortOk(placed.uuid, oil.id);
    const cancelled = await callApi("PUT", `/orders/ui/cancel/${placed.uuid}`, {
      token: placed.customer.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const movements = await sandboxPayments(placed.uuid);
    const charged = movements.filter((row) => row.kind === "charge");
    const refunded = movements.filter((row) => row.kind === "refund");
    const sum = (rows: typeof movements) =>
      Math.round(rows.reduce((total, row) => total + row.amount * 100, 0));
    expect(refunded).toHaveLength(2);
    expect(sum(refunded)).toBe(sum(charged));
    const { context } = await getTestApp();
    const recorded = await context.db
      .select()
      .from(payments)
      .where(eq(payments.refundOf, charged[0]?.reference ?? ""));
    expect(recorded.map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
  });
});

describe("refusals", () => {
  it("answers 404 for another customer's order and for a line the order does not have", async () => {
    const placed = await placeOrderOf([{ product: basmati }]);
    const line = lineOfProduct(await shortOk(placed.uuid, basmati.id), basmati);
    const stranger = await signInCustomer();

    const theirs = await decide(placed, line.id, "APPROVE", stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe("Order not found.");
    const noLine = await decide(placed, 2_000_000_000, "APPROVE");
    expect(noLine.statusCode).toBe(404);
    expect(lineOfProduct(await getOrder(placed), basmati).fulfilment?.outcome).toBe(
      "AWAITING_APPROVAL",
    );
  });

  it("answers 409 for a line that awaits no approval", async () => {
    const placed = await placeOrderOf([{ product: basmati }, { product: oil }]);
    const line = lineOfProduct(await getOrder(placed), oil);
    const response = await decide(placed, line.id, "APPROVE");
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe("This item is not waiting for your approval.");
  });

  it("answers 404 for an unknown order or a product not in it, and 409 once the order left", async () => {
    const { context } = await getTestApp();
    const unknown = await shortItem("123e4567-e89b-42d3-a456-426614174000", basmati.id);
    expect(unknown.statusCode).toBe(404);
    const placed = await placeOrderOf([{ product: basmati }]);
    const notInIt = await shortItem(placed.uuid, oil.id);
    expect(notInIt.statusCode).toBe(404);
    expect(errorOf(notInIt)).toBe("This product is not in the order.");

    await advanceUntil(context, placed.uuid, "PENDING_DISPATCHED");
    const late = await shortItem(placed.uuid, basmati.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe("This order is already on its way: nothing can run short now.");
  });
});

describe("the dev calls in production", () => {
  it("do not exist, like the other dev calls", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }]);
    context.config.production = true;
    try {
      const short = await shortItem(placed.uuid, oil.id);
      expect(short.statusCode).toBe(404);
      const listed = await callApi("GET", `/dev/sandbox-payments?order=${placed.uuid}`);
      expect(listed.statusCode).toBe(404);
    } finally {
      context.config.production = false;
    }
    expect(lineOfProduct(await getOrder(placed), oil).fulfilment).toBeUndefined();
  });
});

describe("the shopper hears of it", () => {
  it("texts a customer who takes SMS news, and only them", async () => {
    const texted = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: dal }]);
    await takeSmsNews(texted.customer.token);
    await shortOk(texted.uuid, oil.id);
    const texts = await textsTo(texted.customer.phone);
    expect(texts.filter((body) => body.includes(oil.name))).toEqual([
      expect.stringMatching(
        /^Your order INV-\d{6}: .* is out of stock: \$6\.24 is refunded to your card\.$/,
      ),
    ]);

    const quiet = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: dal }]);
    await shortOk(quiet.uuid, oil.id);
    expect((await textsTo(quiet.customer.phone)).filter((body) => body.includes(oil.name))).toEqual(
      [],
    );
  });

  it("texts the offer with what to do", async () => {
    const placed = await placeOrderOf([{ product: basmati }]);
    await takeSmsNews(placed.customer.token);
    await shortOk(placed.uuid, basmati.id);
    const [text] = (await textsTo(placed.customer.phone)).filter((body) =>
      body.includes(cheaperBasmati.name),
    );
    expect(text).toContain("within 5 minutes");
  });
});

describe("the simulator's shortages", () => {
  it("draws the same lines for the same order and product, at the rate", () => {
    const uuid = "123e4567-e89b-42d3-a456-426614174000";
    const draws = Array.from({ length: 2000 }, (_, id) => drawsShort(uuid, id + 1, 0.25));
    expect(Array.from({ length: 2000 }, (_, id) => drawsShort(uuid, id + 1, 0.25))).toEqual(draws);
    const share = draws.filter(Boolean).length / draws.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    expect(
      draws.some((short, index) => short !== drawsShort(`${uuid.slice(0, -1)}1`, index + 1, 0.25)),
    ).toBe(true);
    expect(drawsShort(uuid, 1, 0)).toBe(false);
    expect(drawsShort(uuid, 1, 1)).toBe(true);
  });

  it("is off in tests and without the simulator, one line in 20 otherwise, and refuses a rate above 1", () => {
    expect(loadConfig({ NODE_ENV: "test" }).fulfilmentShortageRate).toBe(0);
    expect(loadConfig({ FULFILMENT_SIMULATOR: "off" }).fulfilmentShortageRate).toBe(0);
    expect(loadConfig({}).fulfilmentShortageRate).toBe(0.05);
    expect(
      loadConfig({ NODE_ENV: "test", FULFILMENT_SHORTAGE_RATE: "0.5" }).fulfilmentShortageRate,
    ).toBe(0.5);
    expect(() => loadConfig({ FULFILMENT_SHORTAGE_RATE: "2" })).toThrow(/FULFILMENT_SHORTAGE_RATE/);
  });

  it("makes the drawn lines run short as it starts preparing the order, and none at rate 0", async () => {
    const { context } = await getTestApp();
    const everything = { ...context, config: { ...context.config, fulfilmentShortageRate: 1 } };
    const placed = await placeOrderOf([{ product: oil, choice: "REFUND" }, { product: lonely }]);
    const calm = await placeOrderOf([{ product: oil, choice: "REFUND" }]);

    await advanceUntil(everything, placed.uuid, "PENDING_IN_PREPARATION");
    await advanceUntil(context, calm.uuid, "PENDING_IN_PREPARATION");

    const order = await getOrder(placed);
    expect(order.orderProducts.map((line) => line.fulfilment?.outcome)).toEqual([
      "REFUNDED",
      "REFUNDED",
    ]);
    expect(order.refundedCount).toBe(2);
    expect((await getOrder(calm)).orderProducts[0]?.fulfilment).toBeUndefined();
  });
});
