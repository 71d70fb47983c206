import { describe, expect, it } from "vitest";
import { ADDITIONAL_TIP_WINDOW_MS, orderFlags } from "./flags";

const now = new Date("2026-11-21T12:00:00Z");
const order = (status: string, extra: Partial<Parameters<typeof orderFlags>[0]> = {}) =>
  orderFlags({ status, deliveredAt: null, ratedAt: null, riderId: 1, ...extra }, now);

describe("orderFlags", () => {
  it("allows cancelling and changing instructions only before dispatch", () => {
    for (const status of ["PENDING_PROCESSING", "PENDING_ACCEPTED", "PENDING_IN_PREPARATION"]) {
      expect(order(status)).toMatchObject({ canCancel: true, canUpdateDeliveryInstructions: true });
    }
    for (const status of ["PENDING_DISPATCHED", "SHIPPED", "CANCELLED", "COMPLETED"]) {
      expect(order(status)).toMatchObject({
        canCancel: false,
        canUpdateDeliveryInstructions: false,
      });
    }
  });

  it("allows rating a delivered order that has no rating yet", () => {
    expect(order("SHIPPED", { deliveredAt: now }).canRate).toBe(true);
    expect(order("TO_REVIEW", { deliveredAt: now }).canRate).toBe(true);
    expect(order("TO_REVIEW", { deliveredAt: now, ratedAt: now }).canRate).toBe(false);
    expect(order("COMPLETED", { deliveredAt: now, ratedAt: now }).canRate).toBe(false);
    expect(order("PENDING_DISPATCHED").canRate).toBe(false);
  });

  it("allows an additional tip until the window after delivery closes", () => {
    const justInTime = new Date(now.getTime() - ADDITIONAL_TIP_WINDOW_MS);
    const tooLate = new Date(now.getTime() - ADDITIONAL_TIP_WINDOW_MS - 1);
    expect(order("COMPLETED", { deliveredAt: justInTime }).canAddAdditionalTip).toBe(true);
    expect(order("COMPLETED", { deliveredAt: tooLate }).canAddAdditionalTip).toBe(false);
    expect(order("SHIPPED", { deliveredAt: now, riderId: null }).canAddAdditionalTip).toBe(false);
    expect(order("PENDING_DISPATCHED").canAddAdditionalTip).toBe(false);
  });
});
