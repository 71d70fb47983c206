import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/format";
import { CUSTOMER_TOKEN, fixtureUuid } from "../fixtures";
import { findOrderRecord } from "../views";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { IDEMPOTENCY_KEY_MESSAGE } from "./checkout";
import { TIP_KEY_REUSED_MESSAGE } from "./orders";

serveMockApiInEachTest();

/** Dispatched: the mock's flags allow a tip. */
const ORDER = fixtureUuid("order", 3);

function tip(key: string, tipAmount: number) {
  return client.PUT("/orders/ui/additional-tip/{id}", {
    params: { path: { id: ORDER }, header: { "Idempotency-Key": key } },
    body: { tipAmount },
  });
}

const tipsOnOrder = () => findOrderRecord(ORDER)?.additionalTipAmount;

describe("addAdditionalTip's Idempotency-Key and cap", () => {
  it("adds a tip once for a repeat with the same key, 409 with another amount", async () => {
    signInAs("customer");
    const before = tipsOnOrder() ?? 0;
    expect((await tip("tip-attempt-1", 5)).response.status).toBe(200);
    expect((await tip("tip-attempt-1", 5)).response.status).toBe(200);
    expect(tipsOnOrder()).toBe(before + 5);

    const other = await tip("tip-attempt-1", 6);
    expect(other.response.status).toBe(409);
    expect(other.error).toEqual({ message: TIP_KEY_REUSED_MESSAGE });
  });

  it("answers 400 without the header", async () => {
    signInAs("customer");
    const before = tipsOnOrder();
    // Plain fetch: the typed client does not let a call leave the required header out.
    const missing = await fetch(`http://localhost/api/v1/orders/ui/additional-tip/${ORDER}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${CUSTOMER_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tipAmount: 5 }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    expect(tipsOnOrder()).toBe(before);
  });

  it("refuses a tip beyond $100 on one order with 422", async () => {
    signInAs("customer");
    const before = tipsOnOrder() ?? 0;
    const room = 100 - before;
    const over = await tip("tip-attempt-2", room + 0.01);
    expect(over.response.status).toBe(422);
    expect(over.error).toEqual({
      message: `Tips after delivery add up to at most $100.00 an order: ${formatMoney(room)} can still be added.`,
    });
    expect(tipsOnOrder()).toBe(before);
  });
});
