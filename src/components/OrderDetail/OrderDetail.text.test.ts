import { describe, expect, it } from "vitest";
import { orderTrackerText } from "../OrderTracker/OrderTracker.text";
import { orderStatusLabel } from "./OrderDetail.text";

describe("orderStatusLabel", () => {
  it("calls a SHIPPED order delivered, as the tracker's last step does", () => {
    const lastStep = orderTrackerText.steps[3];
    expect(lastStep.title).toBe("Your order has been delivered.");
    expect(orderStatusLabel("SHIPPED")).toBe("Delivered");
    expect(orderStatusLabel("SHIPPED")).toBe(lastStep.label);
  });

  it("keeps the names of docs/product.md § States and transitions for the pending statuses", () => {
    expect(
      [
        "PENDING_PROCESSING",
        "PENDING_ACCEPTED",
        "PENDING_IN_PREPARATION",
        "PENDING_DISPATCHED",
      ].map((status) => orderStatusLabel(status)),
    ).toEqual(["Processing", "Accepted", "In Preparation", "Dispatched"]);
  });

  it("spells a status the contract does not name as words", () => {
    expect(orderStatusLabel("ON_HOLD")).toBe("On Hold");
  });
});
