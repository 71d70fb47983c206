import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { chatMessages, chatThreads, orders, riders } from "../../server/db/schema";
import {
  advanceOrder,
  runDueSteps,
  startFulfilmentSimulator,
} from "../../server/modules/orders/fulfilment/simulator";
import { distanceKm } from "../../server/lib/distance";
import { signInCustomer } from "./support/auth";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const SECOND = 1000;

async function orderRow(id: number) {
  const { context } = await getTestApp();
  const [row] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

/** Moves the test clock on and lets the simulator take every step that became due. */
async function after(ms: number) {
  const { clock, context } = await getTestApp();
  clock.advance(ms);
  await runDueSteps(context, 1000);
}

afterEach(async () => (await getTestApp()).clock.reset());

describe("the fulfilment simulator", () => {
  it("moves a paid order through preparation, dispatch and the ride to delivery and review", async () => {
    const { context } = await getTestApp();
    const { user } = await signInCustomer();
    const placed = await insertOrder(user.id, { nextStepAt: context.now() });

    await after(0);
    expect((await orderRow(placed.id)).status).toBe("PENDING_IN_PREPARATION");
    await after(5 * SECOND);
    expect((await orderRow(placed.id)).status).toBe("PENDING_IN_PREPARATION");

    await after(20 * SECOND);
    const dispatched = await orderRow(placed.id);
    expect(dispatched.status).toBe("PENDING_DISPATCHED");
    expect(dispatched.riderId).not.toBeNull();
    const start = distanceKm(
      dispatched.riderLatitude ?? 0,
      dispatched.riderLongitude ?? 0,
      dispatched.latitude,
      dispatched.longitude,
    );
    const [rider] = await context.db
      .select()
      .from(riders)
      .where(eq(riders.id, dispatched.riderId ?? 0));
    // The rider's greeting in this order's chat: riders are shared by every order of the suite.
    const [hello] = await context.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .innerJoin(chatThreads, eq(chatThreads.uuid, chatMessages.threadUuid))
      .where(
        and(eq(chatThreads.orderId, placed.id), eq(chatMessages.senderId, rider?.userId ?? 0)),
      );
    expect(hello?.body).toContain("Amina");

    await after(5 * SECOND);
    const riding = await orderRow(placed.id);
    expect(riding.status).toBe("PENDING_DISPATCHED");
    const closer = distanceKm(
      riding.riderLatitude ?? 0,
      riding.riderLongitude ?? 0,
      riding.latitude,
      riding.longitude,
    );
    expect(closer).toBeLessThan(start);

    for (let hop = 0; hop < 4; hop += 1) await after(5 * SECOND);
    const delivered = await orderRow(placed.id);
    expect(delivered.status).toBe("SHIPPED");
    expect(delivered.deliveredAt).not.toBeNull();
    const [riderAfter] = await context.db
      .select()
      .from(riders)
      .where(eq(riders.id, dispatched.riderId ?? 0));
    expect(riderAfter?.pastOrders).toBeGreaterThan(rider?.pastOrders ?? 0);

    await after(20 * SECOND);
    const reviewing = await orderRow(placed.id);
    expect(reviewing.status).toBe("TO_REVIEW");
    expect(reviewing.nextStepAt).toBeNull();
  });

  it("leaves orders that are not due, cancelled or waiting for a rating alone", async () => {
    const { context } = await getTestApp();
    const { user } = await signInCustomer();
    const later = await insertOrder(user.id, {
      nextStepAt: new Date(context.now().getTime() + 60 * SECOND),
    });
    const cancelled = await insertOrder(user.id, {
      status: "CANCELLED",
      nextStepAt: context.now(),
    });
    await after(0);
    expect((await orderRow(later.id)).status).toBe("PENDING_ACCEPTED");
    expect((await orderRow(cancelled.id)).status).toBe("CANCELLED");
  });

  it("puts an order whose step fails aside for a minute without holding up the others", async () => {
    const { context } = await getTestApp();
    const { user } = await signInCustomer();
    const placed = await insertOrder(user.id, { nextStepAt: context.now() });
    // A pace the simulator does not know makes every step throw.
    const broken = {
      ...context,
      config: { ...context.config, fulfilmentSimulator: "warp" as "fast" },
    };
    await expect(runDueSteps(broken, 1000)).resolves.toBeGreaterThanOrEqual(0);
    const parked = await orderRow(placed.id);
    expect(parked.status).toBe("PENDING_ACCEPTED");
    expect(parked.nextStepAt?.getTime()).toBeGreaterThan(context.now().getTime() + 50_000);

    await after(61 * SECOND);
    expect((await orderRow(placed.id)).status).toBe("PENDING_IN_PREPARATION");
  });

  it("tells the pages drawn for an order's customer that each step changed them, and no one else's", async () => {
    const { context } = await getTestApp();
    const [{ user }, { user: other }] = await Promise.all([signInCustomer(), signInCustomer()]);
    const placed = await insertOrder(user.id, { nextStepAt: context.now() });
    const drawnBefore = context.visitorChanges.mark;
    await after(0);
    expect((await orderRow(placed.id)).status).toBe("PENDING_IN_PREPARATION");
    expect(context.visitorChanges.unchangedSince(user.id, drawnBefore)).toBe(false);
    expect(context.visitorChanges.unchangedSince(other.id, drawnBefore)).toBe(true);

    const drawnAfter = context.visitorChanges.mark;
    await advanceOrder(context, placed.uuid);
    expect(context.visitorChanges.unchangedSince(user.id, drawnAfter)).toBe(false);
  });

  it("steps each due order once when several simulators run at the same time", async () => {
    const { context } = await getTestApp();
    const { user } = await signInCustomer();
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => insertOrder(user.id, { nextStepAt: context.now() })),
    );
    await Promise.all([runDueSteps(context), runDueSteps(context), runDueSteps(context)]);
    for (const order of placed) {
      expect((await orderRow(order.id)).status).toBe("PENDING_IN_PREPARATION");
    }
  });
});

describe("startFulfilmentSimulator", () => {
  it("steps due orders in the background until stopped, and does nothing when off", async () => {
    const { context } = await getTestApp();
    const { user } = await signInCustomer();
    const idle = await insertOrder(user.id, { nextStepAt: context.now() });
    const stopIdle = startFulfilmentSimulator(context);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stopIdle();
    expect((await orderRow(idle.id)).status).toBe("PENDING_ACCEPTED");

    const fast = {
      ...context,
      config: { ...context.config, fulfilmentSimulator: "fast" as const },
    };
    const stop = startFulfilmentSimulator(fast);
    try {
      await expect
        .poll(async () => (await orderRow(idle.id)).status, { timeout: 5000, interval: 200 })
        .toBe("PENDING_IN_PREPARATION");
    } finally {
      await stop();
    }
  });
});

describe("advanceOrder (dev)", () => {
  it("moves an order one step at a time by hand, the rider one hop at a time, and refuses past the last step", async () => {
    const { user } = await signInCustomer();
    const placed = await insertOrder(user.id);
    const seen: string[] = [];
    const riderLeftKm: number[] = [];
    for (let step = 0; step < 10 && seen.at(-1) !== "TO_REVIEW"; step += 1) {
      const response = await callApi("POST", `/dev/orders/${placed.uuid}/advance`);
      expectContract("advanceOrder", response);
      const status = (response.json() as { data: { status: string } }).data.status;
      seen.push(status);
      if (status === "PENDING_DISPATCHED") {
        const row = await orderRow(placed.id);
        riderLeftKm.push(
          distanceKm(row.riderLatitude ?? 0, row.riderLongitude ?? 0, row.latitude, row.longitude),
        );
      }
    }
    // As the simulator: dispatch at the store, then hops towards the door, then delivery.
    expect(seen.filter((status) => status !== "PENDING_DISPATCHED")).toEqual([
      "PENDING_IN_PREPARATION",
      "SHIPPED",
      "TO_REVIEW",
    ]);
    expect(riderLeftKm.length).toBeGreaterThan(1);
    for (let hop = 1; hop < riderLeftKm.length; hop += 1) {
      expect(riderLeftKm[hop]).toBeLessThan(riderLeftKm[hop - 1] ?? 0);
    }
    const end = await callApi("POST", `/dev/orders/${placed.uuid}/advance`);
    expectContract("advanceOrder", end);
    expect(end.statusCode).toBe(409);
  });

  it("answers 404 for an unknown order and in production", async () => {
    const { context } = await getTestApp();
    const unknown = await callApi("POST", `/dev/orders/${randomUUID()}/advance`);
    expectContract("advanceOrder", unknown);
    expect(unknown.statusCode).toBe(404);
    await expect(advanceOrder(context, randomUUID())).rejects.toThrow("Order not found.");

    const { user } = await signInCustomer();
    const placed = await insertOrder(user.id);
    context.config.production = true;
    try {
      const hidden = await callApi("POST", `/dev/orders/${placed.uuid}/advance`);
      expect(hidden.statusCode).toBe(404);
    } finally {
      context.config.production = false;
    }
    expect((await orderRow(placed.id)).status).toBe("PENDING_ACCEPTED");
  });
});
