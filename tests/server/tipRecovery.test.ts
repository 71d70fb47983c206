import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../server/db/schema";
import { startClaimRecovery } from "../../server/idempotency/recovery";
import { claimResumers } from "../../server/modules";
import { addAdditionalTip } from "../../server/modules/orders/tips";
import { signInCustomer } from "./support/auth";
import { saveSandboxCard, TEST_CARDS } from "./support/cards";
import { chargesAtProvider } from "./support/checkout";
import { killedAtCharge, serverProcess } from "./support/crash";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

async function deliveredOrder() {
  const customer = await signInCustomer();
  const paymentMethodId = await saveSandboxCard(customer.token, TEST_CARDS.visa);
  const order = await insertOrder(customer.user.id, {
    status: "SHIPPED",
    withRider: true,
    deliveredAt: new Date(),
    paymentMethodId,
  });
  return { ...customer, order };
}

const tip = (token: string, uuid: string, key: string) =>
  callApi("PUT", `/orders/ui/additional-tip/${uuid}`, {
    token,
    body: { tipAmount: 5 },
    headers: { "idempotency-key": key },
  });

describe("recovering a tip that a crash left claimed", () => {
  it("adds the tip with the charge the killed process took, once", async () => {
    const { context } = await getTestApp();
    const { token, user, order } = await deliveredOrder();
    const key = randomUUID();
    await killedAtCharge(true, (dying) => addAdditionalTip(dying, user.id, order.uuid, 5, key));
    expect((await tip(token, order.uuid, key)).statusCode).toBe(409);

    const stop = await startClaimRecovery(await serverProcess(), {
      singleProcessDatabase: true,
      resumers: claimResumers,
    });
    try {
      const retried = await tip(token, order.uuid, key);
      expect(retried.statusCode).toBe(200);
      const [tipped] = await context.db.select().from(orders).where(eq(orders.id, order.id));
      expect(tipped?.additionalTipCents).toBe(500);
      const charges = await chargesAtProvider(user.id);
      expect(charges).toHaveLength(1);
      const tips = await context.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.kind, "TIP")));
      expect(tips.map((row) => [row.status, row.providerReference])).toEqual([
        ["succeeded", charges[0]?.reference],
      ]);
    } finally {
      await stop();
    }
  });
});
