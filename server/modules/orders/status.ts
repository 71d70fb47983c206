import type { Schemas } from "../../http/types";

export type OrderStatus = Schemas["OrderStatus"];

/** Every status of the contract; the type makes a status added there a compile error here. */
const KNOWN_STATUSES: Record<OrderStatus, true> = {
  PENDING_PROCESSING: true,
  PENDING_ACCEPTED: true,
  PENDING_IN_PREPARATION: true,
  PENDING_DISPATCHED: true,
  SHIPPED: true,
  TO_REVIEW: true,
  CANCELLED: true,
  RETURNED: true,
  COMPLETED: true,
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  Object.hasOwn(KNOWN_STATUSES, value);
