/** Statuses before the rider leaves: the order can still be cancelled or its instructions changed. */
const BEFORE_DISPATCH: ReadonlySet<string> = new Set([
  "PENDING_PROCESSING",
  "PENDING_ACCEPTED",
  "PENDING_IN_PREPARATION",
]);
/** Statuses of a delivered order. */
const DELIVERED: ReadonlySet<string> = new Set(["SHIPPED", "TO_REVIEW", "COMPLETED"]);
/** Delivered and waiting for the customer's rating. */
const AWAITING_RATING: ReadonlySet<string> = new Set(["SHIPPED", "TO_REVIEW"]);

/** How long after delivery the customer may still add a tip for the rider. */
export const ADDITIONAL_TIP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OrderFlags {
  canCancel: boolean;
  canRate: boolean;
  canAddAdditionalTip: boolean;
  canUpdateDeliveryInstructions: boolean;
}

export interface FlagInput {
  status: string;
  deliveredAt: Date | null;
  ratedAt: Date | null;
  riderId: number | null;
}

/** The server decides which actions the order screen offers; each action checks the same flag. */
export function orderFlags(order: FlagInput, now: Date): OrderFlags {
  const beforeDispatch = BEFORE_DISPATCH.has(order.status);
  const delivered = DELIVERED.has(order.status) && order.deliveredAt !== null;
  return {
    canCancel: beforeDispatch,
    canUpdateDeliveryInstructions: beforeDispatch,
    canRate: AWAITING_RATING.has(order.status) && order.ratedAt === null,
    canAddAdditionalTip:
      delivered &&
      order.riderId !== null &&
      now.getTime() - (order.deliveredAt?.getTime() ?? 0) <= ADDITIONAL_TIP_WINDOW_MS,
  };
}
