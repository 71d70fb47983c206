import { describe, expect, it } from "vitest";
import { nextOrderStatus, noFurtherStepMessage } from "./lifecycle";

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

  it("has no step after review, cancellation or return, nor for an unknown status", () => {
    for (const status of ["TO_REVIEW", "COMPLETED", "CANCELLED", "RETURNED", "toString"]) {
      expect(nextOrderStatus(status)).toBeUndefined();
    }
    expect(noFurtherStepMessage("CANCELLED")).toBe(
      "This order has no further step: it is CANCELLED.",
    );
  });
});
