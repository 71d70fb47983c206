import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders, payments } from "../../db/schema";
import type { OrderRow } from "./repository";

/** Tips of the order being charged right now: they count against the cap before they land. */
export async function tipCentsInFlight(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.kind, "TIP"), eq(payments.status, "pending")),
    );
  return row?.cents ?? 0;
}

/** The tip's payment row, pending until the card is charged; answers its id. */
export async function insertPendingTip(
  db: Executor,
  values: {
    orderId: number;
    provider: string;
    placeholderReference: string;
    amountCents: number;
    brand: string;
    last4: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: values.orderId,
      kind: "TIP",
      provider: values.provider,
      providerReference: values.placeholderReference,
      amountCents: values.amountCents,
      status: "pending",
      brand: values.brand,
      last4: values.last4,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("The tip's payment was not written");
  return row.id;
}

/** The charge went through: the payment is done and the order carries the tip. */
export async function settleTip(
  db: Executor,
  tip: { paymentId: number; orderId: number; reference: string; amountCents: number },
  now: Date,
): Promise<OrderRow | undefined> {
  await db
    .update(payments)
    .set({ providerReference: tip.reference, status: "succeeded" })
    .where(eq(payments.id, tip.paymentId));
  const [order] = await db
    .update(orders)
    .set({
      additionalTipCents: sql`${orders.additionalTipCents} + ${tip.amountCents}`,
      updatedAt: now,
    })
    .where(eq(orders.id, tip.orderId))
    .returning();
  return order;
}

/** A tip that was never charged leaves no payment behind. */
export async function deletePendingTip(db: Executor, paymentId: number) {
  await db.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
}

/** The pending tip reserved under this placeholder reference, if it was never charged. */
export async function deletePendingTipByReference(db: Executor, placeholderReference: string) {
  await db
    .delete(payments)
    .where(
      and(
        eq(payments.providerReference, placeholderReference),
        eq(payments.kind, "TIP"),
        eq(payments.status, "pending"),
      ),
    );
}
