import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders, payments } from "../../db/schema";
import { forgetReportPhotos } from "./issueReportRepository";
import type { OrderRow } from "./repository";

export type OrderChanges = Partial<typeof orders.$inferInsert>;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * What the kept orders say about their customer instead. The phone column is required; an empty
 * string is no number at all, so nothing can ever text or call it (a made-up placeholder could
 * belong to someone, and would pass a phone check).
 */
const DELETED_CUSTOMER = {
  customerName: "Deleted customer",
  customerEmail: null,
  customerPhone: "",
};

/** An erased account's orders stay for accounting, without their customer's details. */
/**
 * Anonymises an erased account's orders, and answers the storage keys of its report photos for
 * the erasure to remove after the commit (the reports stay, without their photos).
 */
export async function anonymiseCustomerOrders(tx: Executor, userId: number): Promise<string[]> {
  await tx.update(orders).set(DELETED_CUSTOMER).where(eq(orders.userId, userId));
  return forgetReportPhotos(tx, userId);
}

export async function updateOrderRow(
  tx: Executor,
  orderId: number,
  changes: OrderChanges,
): Promise<OrderRow | undefined> {
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return updated;
}

/** The order's charges and tips that went through: what a cancellation refunds. */
export function succeededCharges(tx: Executor, orderId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.kind, ["CHARGE", "TIP"]),
        eq(payments.status, "succeeded"),
      ),
    );
}

/** What the refunds on record (sent, or pending) already pay back of each of these charges. */
export async function refundedOfCharges(
  tx: Executor,
  references: readonly string[],
): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const rows = await tx
    .select({
      refundOf: payments.refundOf,
      cents: sql<number>`sum(${payments.amountCents})`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.kind, "REFUND"),
        ne(payments.status, "failed"),
        inArray(payments.refundOf, [...references]),
      ),
    )
    .groupBy(payments.refundOf);
  return new Map(rows.flatMap((row) => (row.refundOf ? [[row.refundOf, row.cents]] : [])));
}

/**
 * Records the refund of (part of) a charge as pending, before it is sent; answers its id, or
 * undefined when a refund with this key is already on record (it is sent once, by its writer).
 * Without a key the refund's own id makes one (`refund-<id>`, a cancellation's).
 */
export async function insertPendingRefund(
  tx: Executor,
  charge: PaymentRow,
  amountCents: number,
  idempotencyKey: string | null,
): Promise<{ id: number; idempotencyKey: string } | undefined> {
  const [pending] = await tx
    .insert(payments)
    .values({
      orderId: charge.orderId,
      kind: "REFUND",
      provider: charge.provider,
      providerReference: `pending-refund-of-${charge.providerReference}`,
      amountCents,
      status: "pending",
      brand: charge.brand,
      last4: charge.last4,
      refundOf: charge.providerReference,
      idempotencyKey,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!pending) return undefined;
  if (idempotencyKey !== null) return { id: pending.id, idempotencyKey };
  const key = `refund-${pending.id}`;
  await tx.update(payments).set({ idempotencyKey: key }).where(eq(payments.id, pending.id));
  return { id: pending.id, idempotencyKey: key };
}

export async function settleRefund(db: Executor, paymentId: number, reference: string) {
  await db
    .update(payments)
    .set({ providerReference: reference, status: "succeeded" })
    .where(eq(payments.id, paymentId));
}

export async function markRefundFailed(db: Executor, paymentId: number) {
  await db.update(payments).set({ status: "failed" }).where(eq(payments.id, paymentId));
}
