import { describe, expect, it } from "vitest";
import { formatMinute, upcomingSlotDays } from "./timeSlots";

const settings = { daysAhead: 3, leadMinutes: 60, timeZone: "America/New_York" };
const slots = [
  { id: 1, startMinute: 8 * 60, endMinute: 10 * 60 },
  { id: 2, startMinute: 10 * 60, endMinute: 12 * 60 },
  { id: 3, startMinute: 18 * 60, endMinute: 20 * 60 },
];

describe("upcomingSlotDays", () => {
  it("hides today's windows that start within the lead time", () => {
    // 09:30 in New York (EDT, UTC-4) on Monday 1 June 2026.
    const days = upcomingSlotDays(new Date("2026-06-01T13:30:00Z"), settings, slots);
    expect(days[0]).toEqual({
      displayDate: "Today",
      formattedDate: "Monday, Jun 01, 2026",
      date: "2026-06-01",
      deliveryTimeSlotSettings: [{ id: 3, formattedTime: "06:00 PM - 08:00 PM" }],
    });
    expect(days.map((day) => day.displayDate)).toEqual(["Today", "Tomorrow", "Wednesday"]);
    expect(days[1]?.deliveryTimeSlotSettings).toHaveLength(3);
  });

  it("leaves out today once every window has passed, and uses the store's date", () => {
    // 23:30 in New York is already the next day in UTC.
    const days = upcomingSlotDays(new Date("2026-06-02T03:30:00Z"), settings, slots);
    expect(days.map((day) => day.date)).toEqual(["2026-06-02", "2026-06-03"]);
    expect(days[0]?.displayDate).toBe("Tomorrow");
  });

  it("crosses month and year ends", () => {
    const days = upcomingSlotDays(new Date("2026-12-31T12:00:00Z"), settings, slots);
    expect(days.map((day) => day.date)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(days[1]?.formattedDate).toBe("Friday, Jan 01, 2027");
  });
});

describe("formatMinute", () => {
  it("writes 12-hour times with two-digit hours", () => {
    expect([0, 12 * 60, 8 * 60 + 5, 23 * 60 + 59].map(formatMinute)).toEqual([
      "12:00 AM",
      "12:00 PM",
      "08:05 AM",
      "11:59 PM",
    ]);
  });
});
