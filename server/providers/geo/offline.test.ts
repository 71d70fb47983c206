import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineGeoProvider } from "./index";

const geo = createOfflineGeoProvider();

// The first call parses the 5 MB data file and builds the indexes; keep that out of the timings.
beforeAll(async () => {
  await Promise.all([geo.searchPlaces("warm up"), geo.reverseGeocode(40, -100)]);
}, 30_000);

describe("searchPlaces", () => {
  it("finds Brooklyn, NY by name, with its centre near 40.65,-73.95", async () => {
    const places = await geo.searchPlaces("brooklyn");
    const first = places[0];
    expect(first).toMatchObject({ city: "Brooklyn", state: "NY", country: "USA" });
    expect(first?.lat).toBeCloseTo(40.65, 1);
    expect(first?.lng).toBeCloseTo(-73.95, 1);
    expect(first?.description).toBe(`Brooklyn, NY ${first?.zip}, USA`);
    expect(first?.placeId).toBe(`zip:${first?.zip}`);
    // One result per city and state: the other Brooklyns follow.
    const keys = places.map((place) => `${place.city}|${place.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("finds New York ZIPs by ZIP prefix, in code order", async () => {
    const places = await geo.searchPlaces("112");
    expect(places).toHaveLength(10);
    expect(places.every((place) => place.zip.startsWith("112") && place.state === "NY")).toBe(true);
    expect(places[0]).toMatchObject({ zip: "11201", description: "Brooklyn, NY 11201, USA" });
  });

  it.each(["austin, tx", "austin tx", "Austin, Texas", "AUSTIN,TX"])(
    "finds Austin, TX first for %j",
    async (query) => {
      const places = await geo.searchPlaces(query);
      expect(places[0]).toMatchObject({ city: "Austin", state: "TX" });
    },
  );

  it("matches city prefixes case-insensitively, exact names first", async () => {
    const places = await geo.searchPlaces("New Yo");
    expect(places[0]).toMatchObject({ city: "New York", state: "NY" });
    expect(places.slice(1).some((place) => place.city === "New York Mills")).toBe(true);
  });

  it("treats St/Saint alike and finds names by a later word", async () => {
    expect((await geo.searchPlaces("st. louis, mo"))[0]).toMatchObject({
      city: "Saint Louis",
      state: "MO",
    });
    expect((await geo.searchPlaces("vegas"))[0]).toMatchObject({ city: "Las Vegas", state: "NV" });
  });

  it("takes back a pasted description, and narrows a city by ZIP prefix", async () => {
    expect(await geo.searchPlaces("Brooklyn, NY 11201, USA")).toEqual([
      expect.objectContaining({ zip: "11201", city: "Brooklyn", state: "NY" }),
    ]);
    const places = await geo.searchPlaces("brooklyn ny 1122");
    expect(places.map((place) => place.zip)).toEqual(expect.arrayContaining(["11220", "11229"]));
    expect(places.every((place) => place.zip.startsWith("1122"))).toBe(true);
  });

  it("offers a state's largest cities for its name", async () => {
    const cities = (await geo.searchPlaces("california")).map((place) => place.city);
    expect(cities).toEqual(expect.arrayContaining(["Los Angeles", "San Diego"]));
    // A city of that exact name still comes first.
    expect((await geo.searchPlaces("new york"))[0]).toMatchObject({
      city: "New York",
      state: "NY",
    });
  });

  it.each(["zz", "  ab ", "", "   ", "12"])("ignores the short query %j", async (query) => {
    expect(await geo.searchPlaces(query)).toEqual([]);
  });

  it("finds nothing outside the US", async () => {
    expect(await geo.searchPlaces("paris, france")).toEqual([]);
    expect(await geo.searchPlaces("montreal, qc")).toEqual([]);
    expect(await geo.searchPlaces("99999")).toEqual([]);
    expect(await geo.searchPlaces("usa")).toEqual([]);
  });

  it.each(["san", "new", "spring", "100", "lake", "brooklyn", "austin, tx"])(
    "answers at most 10 US places for %j",
    async (query) => {
      const places = await geo.searchPlaces(query);
      expect(places.length).toBeGreaterThan(0);
      expect(places.length).toBeLessThanOrEqual(10);
      for (const place of places) {
        expect(place.country).toBe("USA");
        expect(place.state).toMatch(/^[A-Z]{2}$/);
        expect(place.zip).toMatch(/^\d{5}$/);
      }
    },
  );
});

describe("reverseGeocode", () => {
  it.each([
    ["the default map centre in Brooklyn", 40.6971415, -73.979506, "NY"],
    ["Chicago", 41.8781, -87.6298, "IL"],
    ["Honolulu", 21.3069, -157.8583, "HI"],
    ["Anchorage", 61.2181, -149.9003, "AK"],
    ["Washington, DC", 38.8977, -77.0365, "DC"],
  ])("places %s in its state", async (_, lat, lng, state) => {
    expect(await geo.reverseGeocode(lat, lng)).toEqual({ state, country: "USA" });
  });

  it.each([
    ["the Atlantic", 35, -40],
    ["Paris", 48.85, 2.35],
    ["Toronto", 43.6532, -79.3832],
    ["Windsor, Ontario, across the river from Detroit", 42.3, -83.02],
    ["null island", 0, 0],
    ["the North Pole", 90, 0],
    ["a NaN", Number.NaN, -74],
  ])("knows nothing of %s", async (_, lat, lng) => {
    expect(await geo.reverseGeocode(lat, lng)).toEqual({ state: "", country: "" });
  });
});
