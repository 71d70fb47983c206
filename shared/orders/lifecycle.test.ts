import { describe, expect, it } from "vitest";
import { nextOrderStatus, noFurtherStepMessage, STEPPABLE_ORDER_STATUSES } from "./lifecycle";

describe("the fulfilment lifecycle", () => {
  it("walks a placed order one step at a time to TO_REVIEW", () => {
    const walked = ["PENDING_PROCESSING"];
    for (let next = nextOrderStatus("PENDING_PROCESSING"); next; next = nextOrderStatus(next)) {
      walked.push(next);
    }
    expect(walked).toEqual([
      "PENDING_PROCESSING",
      "PENDING_ACCEPTED",
      "PENDING_IN_PREPARATION",
      "PENDING_DISPATCHED",
      "SHIPPED",
      "TO_REVIEW",
    ]);
  });

  it("steps exactly the statuses it names as steppable", () => {
    const statuses = ["PENDING_PROCESSING", "SHIPPED", "TO_REVIEW", "COMPLETED", "CANCELLED"];
    expect(statuses.filter((status) => nextOrderStatus(status))).toEqual(
      statuses.filter((status) => (STEPPABLE_ORDER_STATUSES as string[]).includes(status)),
    );
    expect(STEPPABLE_ORDER_STATUSES).toHaveLength(5);
  });

  it("has no step after review, cancellation or return, nor for an unknown status", () => {
    for (const status of ["TO_REVIEW", "COMPLETED", "CANCELLED", "RETURNED", "toString"]) {
      expect(nextOrderStatus(status)).toBeUndefined();
    }
    expect(noFurtherStepMessage("CANCELLED")).toBe(
      "This order has no further step: it is CANCELLED.",
    );
  });
});
