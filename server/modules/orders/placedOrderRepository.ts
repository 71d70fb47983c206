import type { Executor } from "../../db/client";
import { orderItems, orders, payments } from "../../db/schema";
import { tellOrderStatus } from "./orderNews";

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;
export type NewCharge = Omit<typeof payments.$inferInsert, "orderId" | "kind">;

/**
 * Writes a placed order, its lines and its charge; answers the order's id. A paid order is
 * accepted as it is placed, so its inbox hears so here (an unpaid one, at the simulator's step).
 */
export async function insertPlacedOrder(
  tx: Executor,
  order: NewOrder,
  lines: NewOrderItem[],
  charge: NewCharge,
): Promise<number> {
  const [written] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!written) throw new Error("The order was not written");
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: written.id })));
  await tx.insert(payments).values({ ...charge, orderId: written.id, kind: "CHARGE" });
  await tellOrderStatus(
    tx,
    { id: written.id, userId: order.userId },
    order.status,
    order.createdAt ?? new Date(),
  );
  return written.id;
}
