import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, carts, payments, products, serverProcesses } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { placeOrder as placeOrderCall } from "../../server/modules/checkout/placeOrder";
import {
  LEASE_MS,
  recoverOrphanedClaims,
  startClaimRecovery,
} from "../../server/idempotency/recovery";
import { claimResumers } from "../../server/modules";
import {
  chargesAtProvider,
  checkoutBody,
  distantOpenSlot,
  ordersOf,
  placeOrder,
  readyCheckoutCustomer,
} from "./support/checkout";
import { expectContract } from "./support/contract";
import { killedAtCharge, serverProcess } from "./support/crash";
import { getTestApp } from "./support/testApp";

async function readyCustomer() {
  const customer = await readyCheckoutCustomer();
  const body = await checkoutBody(customer.token, {
    addressId: customer.addressId,
    paymentMethodId: customer.paymentMethodId,
    slot: await distantOpenSlot(),
  });
  return { ...customer, body };
}

/** The server starting again after the crash: recovery runs as `npm start` runs it. */
async function restart(singleProcessDatabase: boolean) {
  const restarted = await serverProcess();
  const stop = await startClaimRecovery(restarted, {
    singleProcessDatabase,
    resumers: claimResumers,
  });
  return { restarted, stop };
}

describe("recovering a checkout that a crash left claimed", () => {
  it("places the order with the charge the killed process took: one charge, one order", async () => {
    const customer = await readyCustomer();
    const key = randomUUID();
    await killedAtCharge(true, (dying) =>
      placeOrderCall(dying, customer.user.id, customer.body, key),
    );
    expect((await placeOrder(customer.token, customer.body, key)).statusCode).toBe(409);

    const { stop } = await restart(true);
    try {
      const started = Date.now();
      const retried = await placeOrder(customer.token, customer.body, key);
      expectContract("placeOrder", retried);
      expect(retried.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);

      const placed = await ordersOf(customer.user.id);
      expect(placed).toHaveLength(1);
      expect((retried.json() as Schemas["CheckoutResultResponse"]).data.uuid).toBe(placed[0]?.uuid);
      const charges = await chargesAtProvider(customer.user.id);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ refundedCents: 0, amountCents: placed[0]?.totalCents });
      const { context } = await getTestApp();
      const recorded = await context.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, placed[0]?.id ?? 0), eq(payments.kind, "CHARGE")));
      expect(recorded.map((payment) => payment.providerReference)).toEqual([charges[0]?.reference]);
    } finally {
      await stop();
    }
  });

  it("refunds the charge of an order that cannot be placed any more, and charges the retry anew", async () => {
    const { context } = await getTestApp();
    const customer = await readyCustomer();
    const key = randomUUID();
    await killedAtCharge(true, (dying) =>
      placeOrderCall(dying, customer.user.id, customer.body, key),
    );
    // A product sells out while the server is down: the recovered call cannot place the order,
    // and the product is back in stock when the shopper retries.
    const [line] = await context.db
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
      .where(eq(carts.userId, customer.user.id))
      .limit(1);
    const soldOut = eq(products.id, line?.productId ?? 0);
    await context.db.update(products).set({ stockStatus: "OUT_OF_STOCK" }).where(soldOut);
    const { stop } = await restart(true);
    await context.db.update(products).set({ stockStatus: "IN_STOCK" }).where(soldOut);
    try {
      const retried = await placeOrder(customer.token, customer.body, key);
      expect(retried.statusCode).toBe(201);
      const placed = await ordersOf(customer.user.id);
      expect(placed).toHaveLength(1);
      const charges = await chargesAtProvider(customer.user.id);
      expect(charges.map((charge) => charge.refundedCents).sort()).toEqual([
        0,
        charges.find((charge) => charge.refundedCents > 0)?.amountCents,
      ]);
      const recorded = await context.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, placed[0]?.id ?? 0), eq(payments.kind, "CHARGE")));
      const unrefunded = charges.find((charge) => charge.refundedCents === 0);
      expect(recorded.map((payment) => payment.providerReference)).toEqual([unrefunded?.reference]);
    } finally {
      await stop();
    }
  });

  it("releases the claim of a process killed before the charge: the retry charges once", async () => {
    const customer = await readyCustomer();
    const key = randomUUID();
    await killedAtCharge(false, (dying) =>
      placeOrderCall(dying, customer.user.id, customer.body, key),
    );
    expect(await chargesAtProvider(customer.user.id)).toHaveLength(0);

    const { stop } = await restart(true);
    try {
      const retried = await placeOrder(customer.token, customer.body, key);
      expect(retried.statusCode).toBe(201);
      expect(await ordersOf(customer.user.id)).toHaveLength(1);
      expect(await chargesAtProvider(customer.user.id)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it("leaves a live process's claim alone on PostgreSQL until its lease runs out", async () => {
    const { context } = await getTestApp();
    const customer = await readyCustomer();
    const key = randomUUID();
    const busy = await killedAtCharge(false, (dying) =>
      placeOrderCall(dying, customer.user.id, customer.body, key),
    );

    const { restarted, stop } = await restart(false);
    try {
      expect(await recoverOrphanedClaims(restarted, claimResumers)).toEqual([]);
      const waiting = await placeOrder(customer.token, customer.body, key);
      expect(waiting.statusCode).toBe(409);

      // The busy process stops renewing its lease (it was killed after all).
      await context.db
        .update(serverProcesses)
        .set({ lastSeenAt: sql`now() - ${LEASE_MS + 1_000} * interval '1 millisecond'` })
        .where(eq(serverProcesses.id, busy.processId));
      const drawn = restarted.visitorChanges.mark;
      expect(await recoverOrphanedClaims(restarted, claimResumers)).toEqual(["released"]);
      // What was drawn for the customer before (their checkout) is drawn anew.
      expect(restarted.visitorChanges.unchangedSince(customer.user.id, drawn)).toBe(false);
      const retried = await placeOrder(customer.token, customer.body, key);
      expect(retried.statusCode).toBe(201);
      expect(await ordersOf(customer.user.id)).toHaveLength(1);
      expect(await chargesAtProvider(customer.user.id)).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
