import { describe, expect, it } from "vitest";
import { nextStepAt, riderHopKm } from "./pace";

const from = new Date("2026-11-21T12:00:00Z");
const secondsUntil = (date: Date | null) =>
  date ? (date.getTime() - from.getTime()) / 1000 : null;

describe("the simulator's pace", () => {
  it("takes a step every ~20 s when fast, and keeps that schedule when off", () => {
    expect(secondsUntil(nextStepAt("fast", "PENDING_ACCEPTED", from))).toBe(20);
    expect(secondsUntil(nextStepAt("off", "PENDING_IN_PREPARATION", from))).toBe(20);
    expect(secondsUntil(nextStepAt("fast", "PENDING_DISPATCHED", from))).toBe(5);
  });

  it("paces a realistic store in minutes", () => {
    expect(secondsUntil(nextStepAt("realistic", "PENDING_IN_PREPARATION", from))).toBe(15 * 60);
    expect(secondsUntil(nextStepAt("realistic", "PENDING_DISPATCHED", from))).toBe(30);
  });

  it("has no next step for orders waiting on the customer or finished", () => {
    for (const status of ["TO_REVIEW", "COMPLETED", "CANCELLED", "RETURNED"]) {
      expect(nextStepAt("fast", status, from)).toBeNull();
    }
  });

  it("makes a fast ride four hops and a realistic one ride at 25 km/h", () => {
    expect(riderHopKm("fast", 12)).toBe(3);
    expect(riderHopKm("realistic", 12)).toBeCloseTo((25 * 30) / 3600);
  });
});
