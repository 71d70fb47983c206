import { describe, expect, it } from "vitest";
import { formatMinute, slotDateRange, upcomingSlotDays, type SlotBookings } from "./timeSlots";

const settings = { daysAhead: 3, leadMinutes: 60, timeZone: "America/New_York" };
const slots = [
  { id: 1, startMinute: 8 * 60, endMinute: 10 * 60, capacity: 2 },
  { id: 2, startMinute: 10 * 60, endMinute: 12 * 60, capacity: 2 },
  { id: 3, startMinute: 18 * 60, endMinute: 20 * 60, capacity: null },
];
const noBookings: SlotBookings = () => 0;

describe("upcomingSlotDays", () => {
  it("lists today's windows that start within the lead time as CLOSED", () => {
    // 09:30 in New York (EDT, UTC-4) on Monday 1 June 2026.
    const days = upcomingSlotDays(new Date("2026-06-01T13:30:00Z"), settings, slots, noBookings);
    expect(days[0]).toEqual({
      displayDate: "Today",
      formattedDate: "Monday, Jun 01, 2026",
      date: "2026-06-01",
      deliveryTimeSlotSettings: [
        { id: 1, formattedTime: "08:00 AM - 10:00 AM", availability: "CLOSED" },
        { id: 2, formattedTime: "10:00 AM - 12:00 PM", availability: "CLOSED" },
        { id: 3, formattedTime: "06:00 PM - 08:00 PM", availability: "OPEN" },
      ],
    });
    expect(days.map((day) => day.displayDate)).toEqual(["Today", "Tomorrow", "Wednesday"]);
    expect(days[1]?.deliveryTimeSlotSettings.map((slot) => slot.availability)).toEqual([
      "OPEN",
      "OPEN",
      "OPEN",
    ]);
  });

  it("closes a window exactly when less than the lead time is left", () => {
    // 08:59 and 09:01 against the 10:00 window and its 60 minutes of notice.
    const at = (iso: string) =>
      upcomingSlotDays(new Date(iso), settings, slots, noBookings)[0]?.deliveryTimeSlotSettings[1]
        ?.availability;
    expect(at("2026-06-01T12:59:00Z")).toBe("OPEN");
    expect(at("2026-06-01T13:00:00Z")).toBe("OPEN");
    expect(at("2026-06-01T13:01:00Z")).toBe("CLOSED");
  });

  it("marks a window FULL on the dates it holds its capacity, and never an unlimited one", () => {
    const bookings: SlotBookings = (date, slotId) =>
      date === "2026-06-02" ? ({ 1: 2, 2: 1, 3: 500 }[slotId] ?? 0) : 0;
    const days = upcomingSlotDays(new Date("2026-06-01T13:30:00Z"), settings, slots, bookings);
    expect(days[1]?.deliveryTimeSlotSettings.map((slot) => slot.availability)).toEqual([
      "FULL",
      "OPEN",
      "OPEN",
    ]);
    expect(days[2]?.deliveryTimeSlotSettings.map((slot) => slot.availability)).toEqual([
      "OPEN",
      "OPEN",
      "OPEN",
    ]);
  });

  it("says CLOSED rather than FULL for a full window whose notice has passed", () => {
    const days = upcomingSlotDays(new Date("2026-06-01T13:30:00Z"), settings, slots, () => 9);
    expect(days[0]?.deliveryTimeSlotSettings.map((slot) => slot.availability)).toEqual([
      "CLOSED",
      "CLOSED",
      "OPEN",
    ]);
  });

  it("keeps a booked-out day listed, FULL window by window", () => {
    const full = slots.map((slot) => ({ ...slot, capacity: 1 }));
    const days = upcomingSlotDays(new Date("2026-06-01T13:30:00Z"), settings, full, () => 1);
    expect(days.map((day) => day.date)).toEqual(["2026-06-01", "2026-06-02", "2026-06-03"]);
    expect(days[1]?.deliveryTimeSlotSettings.every((slot) => slot.availability === "FULL")).toBe(
      true,
    );
  });

  it("leaves out today once every window has closed, and uses the store's date", () => {
    // 23:30 in New York is already the next day in UTC.
    const days = upcomingSlotDays(new Date("2026-06-02T03:30:00Z"), settings, slots, noBookings);
    expect(days.map((day) => day.date)).toEqual(["2026-06-02", "2026-06-03"]);
    expect(days[0]?.displayDate).toBe("Tomorrow");
  });

  it("crosses month and year ends", () => {
    const days = upcomingSlotDays(new Date("2026-12-31T12:00:00Z"), settings, slots, noBookings);
    expect(days.map((day) => day.date)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(days[1]?.formattedDate).toBe("Friday, Jan 01, 2027");
  });
});

describe("slotDateRange", () => {
  it("spans the store's dates that the list can show", () => {
    expect(slotDateRange(new Date("2026-06-02T03:30:00Z"), settings)).toEqual({
      from: "2026-06-01",
      to: "2026-06-03",
    });
    expect(slotDateRange(new Date("2026-12-31T12:00:00Z"), settings)).toEqual({
      from: "2026-12-31",
      to: "2027-01-02",
    });
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
