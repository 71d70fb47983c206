import { describe, expect, it } from "vitest";
import type { Schemas } from "../../server/http/types";
import { moveClockToStoreMorning } from "./support/checkout";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const CONFIG_KEYS = [
  "ABOUT_PAGE_URL",
  "DELIVERABLE_LOCATIONS_PAGE_URL",
  "FAQS_PAGE_URL",
  "PRIVACY_POLICY_PAGE_URL",
  "SHARE_APP_TEXT",
  "TERMS_PAGE_URL",
];

describe("support reference data", () => {
  it("answers the health check", async () => {
    const response = await callApi("GET", "/health");
    expectContract("getHealth", response);
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });

  it("lists at least 8 ethnicities, Asia (Pakistan) first", async () => {
    const response = await callApi("GET", "/support/ethnicities");
    expectContract("listEthnicities", response);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0].label).toBe("Asia (Pakistan)");
  });

  it("lists country phone codes with the US (+1) first", async () => {
    const response = await callApi("GET", "/support/country-phone-codes");
    expectContract("listCountryPhoneCodes", response);
    expect(response.json().data[0]).toMatchObject({ code: "US", phoneCode: "+1" });
  });

  it("has every configuration key of the spec", async () => {
    const response = await callApi("GET", "/support/configs");
    expectContract("listSupportConfigs", response);
    const keys = response.json().data.map((config: { key: string }) => config.key);
    expect([...keys].sort()).toEqual(CONFIG_KEYS);
  });
});

describe("delivery address validation", () => {
  it.each([
    ["the spec's default map centre (Brooklyn)", 40.6971415, -73.979506],
    ["Manhattan", 40.758, -73.9855],
    ["Chicago", 41.8781, -87.6298],
  ])("delivers to %s", async (_, latitude, longitude) => {
    const response = await callApi(
      "GET",
      `/support/delivery-address/validation?longitude=${longitude}&latitude=${latitude}`,
    );
    expectContract("validateDeliveryAddress", response);
    expect(response.json().data).toEqual({ isDeliverable: true });
  });

  it.each([
    ["Los Angeles", 34.0522, -118.2437],
    ["the Atlantic", 35, -40],
  ])("does not deliver to %s and says where it does", async (_, latitude, longitude) => {
    const response = await callApi(
      "GET",
      `/support/delivery-address/validation?longitude=${longitude}&latitude=${latitude}`,
    );
    expectContract("validateDeliveryAddress", response);
    const { data } = response.json();
    expect(data.isDeliverable).toBe(false);
    expect(data.message).toMatch(/New York City/);
  });

  it.each([
    ["a missing latitude", "longitude=-73.9"],
    ["a latitude past 90", "longitude=-73.9&latitude=91"],
    ["a longitude that is not a number", "longitude=east&latitude=40.7"],
  ])("refuses %s with 400 and the field", async (_, query) => {
    const response = await callApi("GET", `/support/delivery-address/validation?${query}`);
    expectContract("validateDeliveryAddress", response);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join(" ")).toMatch(
      /query\.(latitude|longitude)|latitude|longitude/,
    );
  });
});

describe("delivery time slots", () => {
  it("offers upcoming days with every window and whether it can be booked", async () => {
    const response = await callApi("GET", "/support/delivery/time-slot-settings");
    expectContract("listDeliveryTimeSlots", response);
    const { data } = response.json() as Schemas["TimeSlotDayListResponse"];
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data[1]?.displayDate === "Tomorrow" || data[0]?.displayDate === "Tomorrow").toBe(true);
    for (const day of data) {
      expect(day.deliveryTimeSlotSettings).toHaveLength(6);
      const closed = day.deliveryTimeSlotSettings.filter((slot) => slot.availability === "CLOSED");
      // Only today has windows too close to book, and a day is shown while any is left.
      if (day.displayDate !== "Today") expect(closed).toEqual([]);
      expect(closed.length).toBeLessThan(6);
    }
  });

  it("lists today's windows within the store's notice as CLOSED", async () => {
    const { clock } = await getTestApp();
    try {
      await moveClockToStoreMorning();
      const { data } = (
        await callApi("GET", "/support/delivery/time-slot-settings")
      ).json() as Schemas["TimeSlotDayListResponse"];
      expect(data[0]?.displayDate).toBe("Today");
      const availability = data[0]?.deliveryTimeSlotSettings.map((slot) => slot.availability);
      expect(availability?.slice(0, 2)).toEqual(["CLOSED", "CLOSED"]);
      expect(availability?.at(-1)).toBe("OPEN");
    } finally {
      clock.reset();
    }
  });

  it("moves on to later days as the clock moves", async () => {
    const { clock } = await getTestApp();
    try {
      const before = (await callApi("GET", "/support/delivery/time-slot-settings")).json().data;
      clock.advance(24 * 60 * 60 * 1000);
      const after = (await callApi("GET", "/support/delivery/time-slot-settings")).json().data;
      expect(after[0].date > before[0].date).toBe(true);
    } finally {
      clock.reset();
    }
  });
});
