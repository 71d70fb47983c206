import { describe, expect, it } from "vitest";
import { cityAndZipOf, regionOf } from "./region";
import { MAPS_SCRIPT_RETRIES, retryDelayMs, withRetries } from "./retry";

const component = (long_name: string, ...types: string[]) => ({ long_name, types });

describe("Google reverse geocoding", () => {
  it("reads the state and the country, shortening 'United States' to 'USA'", () => {
    const result = {
      address_components: [
        component("Brooklyn", "sublocality", "political"),
        component("Kings County", "administrative_area_level_2", "political"),
        component("New York", "administrative_area_level_1", "political"),
        component("United States", "country", "political"),
      ],
    };
    expect(regionOf([result])).toEqual({ state: "New York", country: "USA" });
  });

  it("keeps other countries and answers empty parts it cannot find", () => {
    expect(regionOf([{ address_components: [component("Canada", "country")] }])).toEqual({
      state: "",
      country: "Canada",
    });
    expect(regionOf([])).toEqual({ state: "", country: "" });
  });

  it("reads a part from a later result when the first lacks it", () => {
    const results = [
      { address_components: [component("United States", "country")] },
      { address_components: [component("Texas", "administrative_area_level_1")] },
    ];
    expect(regionOf(results)).toEqual({ state: "Texas", country: "USA" });
  });

  it("reads the city and ZIP an address form fills in, the locality before the sublocality", () => {
    const result = {
      address_components: [
        component("Brooklyn", "sublocality", "political"),
        component("11201", "postal_code"),
      ],
    };
    expect(cityAndZipOf([result])).toEqual({ city: "Brooklyn", zip: "11201" });
    const withLocality = {
      address_components: [...result.address_components, component("New York", "locality")],
    };
    expect(cityAndZipOf([withLocality]).city).toBe("New York");
    expect(cityAndZipOf([])).toEqual({ city: "", zip: "" });
  });
});

describe("the maps script's retries", () => {
  it("retries 3 times with growing delays, then gives up with the last failure", async () => {
    const waits: number[] = [];
    let attempts = 0;
    const failing = withRetries(
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts}`);
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow("attempt 4");
    expect(MAPS_SCRIPT_RETRIES).toBe(3);
    expect(attempts).toBe(1 + MAPS_SCRIPT_RETRIES);
    expect(waits).toEqual([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it("stops retrying once the script loads", async () => {
    let attempts = 0;
    const loaded = await withRetries(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error("offline");
        return "loaded";
      },
      { wait: async () => undefined },
    );
    expect(loaded).toBe("loaded");
    expect(attempts).toBe(3);
  });
});
