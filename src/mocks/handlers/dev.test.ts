import { describe, expect, it } from "vitest";
import { fixtureUuid } from "../fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

/** Seeded orders: 1 is PENDING_ACCEPTED, 6 CANCELLED, 7 COMPLETED. */
const advance = (id: string) =>
  client.POST("/dev/orders/{id}/advance", { params: { path: { id } } });

describe("advanceOrder", () => {
  it("moves an order one step at a time to TO_REVIEW, then answers 409", async () => {
    const id = fixtureUuid("order", 1);
    const steps: string[] = [];
    for (let call = 0; call < 4; call += 1) {
      const { data, response } = await advance(id);
      expect(response.status).toBe(200);
      expect(data?.data.uuid).toBe(id);
      steps.push(data?.data.status ?? "");
    }
    expect(steps).toEqual(["PENDING_IN_PREPARATION", "PENDING_DISPATCHED", "SHIPPED", "TO_REVIEW"]);

    const last = await advance(id);
    expect(last.response.status).toBe(409);
    expect(last.error).toEqual({ message: "This order has no further step: it is TO_REVIEW." });

    signInAs("customer");
    const order = await client.GET("/orders/ui/{id}", { params: { path: { id } } });
    expect(order.data?.data).toMatchObject({ status: "TO_REVIEW", canRate: true });
  });

  it.each([6, 7])("answers 409 to seeded order %i, which has no step left", async (n) => {
    expect((await advance(fixtureUuid("order", n))).response.status).toBe(409);
  });

  it("answers 404 to an unknown order", async () => {
    expect((await advance(fixtureUuid("order", 999))).response.status).toBe(404);
  });
});
