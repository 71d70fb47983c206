import type { OrderStatus } from "../contract/types";

/**
 * The steps the fulfilment simulator walks, one per call. TO_REVIEW waits for the shopper's
 * rating (COMPLETED comes only from rating); cancelled and returned orders stay put.
 */
const NEXT_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  PENDING_PROCESSING: "PENDING_ACCEPTED",
  PENDING_ACCEPTED: "PENDING_IN_PREPARATION",
  PENDING_IN_PREPARATION: "PENDING_DISPATCHED",
  PENDING_DISPATCHED: "SHIPPED",
  SHIPPED: "TO_REVIEW",
};

/** The statuses the simulated store moves on by itself; the rest wait for the customer or end. */
export const STEPPABLE_ORDER_STATUSES = Object.keys(NEXT_STATUS) as OrderStatus[];

/** The status an order steps to next, or undefined when it has no further step. */
export function nextOrderStatus(status: string): OrderStatus | undefined {
  return Object.hasOwn(NEXT_STATUS, status) ? NEXT_STATUS[status as OrderStatus] : undefined;
}

/** The refusal to step an order that has no next status. */
export function noFurtherStepMessage(status: string): string {
  return `This order has no further step: it is ${status}.`;
}
