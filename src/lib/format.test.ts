import { afterEach, describe, expect, it } from "vitest";
import {
  discountFigure,
  isSomeMoney,
  formatCountdown,
  formatDeliveryDate,
  formatExpiry,
  formatMoney,
} from "./format";

describe("formatMoney", () => {
  it.each([
    [3.5, "$3.50"],
    [0, "$0.00"],
    [1234.5, "$1,234.50"],
    [-3.5, "-$3.50"],
    [19.999, "$20.00"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("uses the given currency", () => {
    expect(formatMoney(5, "EUR")).toBe("€5.00");
  });
});

describe("formatDeliveryDate", () => {
  const originalTimeZone = process.env.TZ;

  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it("shows long weekday, short month, 2-digit day and year", () => {
    expect(formatDeliveryDate("2026-11-21")).toBe("Saturday, Nov 21, 2026");
    expect(formatDeliveryDate("2026-03-05")).toBe("Thursday, Mar 05, 2026");
  });

  // The furthest zones from UTC on both sides: a UTC parse would show Nov 20 in Pago Pago.
  it.each(["Pacific/Pago_Pago", "Pacific/Kiritimati", "UTC"])(
    "keeps a bare date on its calendar day in %s",
    (timeZone) => {
      process.env.TZ = timeZone;

      expect(formatDeliveryDate("2026-11-21")).toBe("Saturday, Nov 21, 2026");
    },
  );

  it("accepts a Date", () => {
    expect(formatDeliveryDate(new Date(2026, 0, 1))).toBe("Thursday, Jan 01, 2026");
  });

  it("accepts a full timestamp", () => {
    expect(formatDeliveryDate("2026-11-21T12:00:00")).toBe("Saturday, Nov 21, 2026");
  });

  it("returns an empty string for text that is not a date", () => {
    expect(formatDeliveryDate("soon")).toBe("");
    expect(formatDeliveryDate(new Date(Number.NaN))).toBe("");
  });
});

describe("formatCountdown", () => {
  it.each([
    [60, "01:00"],
    [59, "00:59"],
    [5, "00:05"],
    [0, "00:00"],
    [125, "02:05"],
    [4.7, "00:04"],
    [-3, "00:00"],
  ])("shows %s seconds as %s", (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe("formatExpiry", () => {
  it("pads the month to two digits", () => {
    expect(formatExpiry(4, 2030)).toBe("04/2030");
    expect(formatExpiry(12, 2031)).toBe("12/2031");
  });
});

describe("isSomeMoney", () => {
  it("tells an amount from nothing, whatever its sign", () => {
    expect(isSomeMoney("$0.05")).toBe(true);
    expect(isSomeMoney("-$13.59")).toBe(true);
    expect(isSomeMoney("$0.00")).toBe(false);
  });
});

describe("discountFigure", () => {
  it("shows an amount taken off as taken off", () => {
    expect(discountFigure("$4.60")).toBe("-$4.60");
    expect(discountFigure("-$4.60")).toBe("-$4.60");
  });

  it("leaves nothing off as it is", () => {
    expect(discountFigure("$0.00")).toBe("$0.00");
  });
});
