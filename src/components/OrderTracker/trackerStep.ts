import type { OrderStatus } from "@/api/types";

/** Where the tracker stands: one of its four steps, or an order that ended without them. */
export type TrackerPosition =
  { kind: "step"; step: 1 | 2 | 3 | 4 } | { kind: "cancelled" | "returned" };

/**
 * The table of docs/product.md § Tracker: PENDING_ACCEPTED 1, PENDING_IN_PREPARATION 2, PENDING_DISPATCHED 3,
 * SHIPPED 4, and "unknown status falls back to step 1" (PENDING_PROCESSING, or a value the
 * contract does not name). TO_REVIEW and COMPLETED come after SHIPPED in the lifecycle, so they
 * stay on 'delivered'; a cancelled or returned order shows that instead of progress.
 */
export function trackerPosition(status: OrderStatus | (string & {})): TrackerPosition {
  switch (status) {
    case "PENDING_IN_PREPARATION":
      return { kind: "step", step: 2 };
    case "PENDING_DISPATCHED":
      return { kind: "step", step: 3 };
    case "SHIPPED":
    case "TO_REVIEW":
    case "COMPLETED":
      return { kind: "step", step: 4 };
    case "CANCELLED":
      return { kind: "cancelled" };
    case "RETURNED":
      return { kind: "returned" };
    default:
      return { kind: "step", step: 1 };
  }
}
