import { describe, expect, it } from "vitest";
import { trackerPosition } from "./trackerStep";

describe("trackerPosition", () => {
  it.each([
    ["PENDING_PROCESSING", 1],
    ["PENDING_ACCEPTED", 1],
    ["PENDING_IN_PREPARATION", 2],
    ["PENDING_DISPATCHED", 3],
    ["SHIPPED", 4],
    ["TO_REVIEW", 4],
    ["COMPLETED", 4],
    ["SOMETHING_NEW", 1],
  ])("puts %s on step %i", (status, step) => {
    expect(trackerPosition(status)).toEqual({ kind: "step", step });
  });

  it("shows a cancelled or returned order as ended, not as progress", () => {
    expect(trackerPosition("CANCELLED")).toEqual({ kind: "cancelled" });
    expect(trackerPosition("RETURNED")).toEqual({ kind: "returned" });
  });
});
