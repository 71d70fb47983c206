import { describe, expect, it } from "vitest";
import { notificationAge } from "./notificationTime";

const NOW = Date.UTC(2026, 5, 1, 10, 0, 0);
const before = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe("notificationAge", () => {
  it.each([
    [0, "Just now"],
    [-5, "Just now"],
    [1, "1 min ago"],
    [59, "59 min ago"],
    [60, "1 h ago"],
    [23 * 60 + 59, "23 h ago"],
    [24 * 60, "1 d ago"],
    [7 * 24 * 60 - 1, "6 d ago"],
  ])("%i minutes old reads %s", (minutes, expected) => {
    expect(notificationAge(before(minutes), NOW)).toBe(expected);
  });

  it("shows the day from a week on", () => {
    expect(notificationAge(before(8 * 24 * 60), NOW)).toMatch(/^May (23|24)$/);
  });
});
