import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import { createAppContext } from "../../server/context";
import { createOfflineGeoProvider } from "../../server/providers/geo";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

describe("offline geo", () => {
  it("finds US places by name", async () => {
    const response = await callApi("GET", "/geo/places?q=brooklyn");
    expectContract("searchPlaces", response);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data[0]).toMatchObject({ state: "NY", country: "USA" });
    expect(data[0].description).toMatch(/Brooklyn, NY/);
  });

  it("needs more than 2 characters to suggest anything", async () => {
    const response = await callApi("GET", "/geo/places?q=br");
    expectContract("searchPlaces", response);
    expect(response.json().data).toEqual([]);
  });

  it("refuses an empty query", async () => {
    const response = await callApi("GET", "/geo/places?q=");
    expectContract("searchPlaces", response);
    expect(response.statusCode).toBe(400);
  });

  it("reverse geocodes to state and 'USA'", async () => {
    const response = await callApi("GET", "/geo/reverse?lat=40.6971415&lng=-73.979506");
    expectContract("reverseGeocode", response);
    expect(response.json().data).toEqual({ state: "NY", country: "USA" });
  });

  it("answers empty strings for a point it does not know", async () => {
    const response = await callApi("GET", "/geo/reverse?lat=48.85&lng=2.35");
    expectContract("reverseGeocode", response);
    expect(response.json().data).toEqual({ state: "", country: "" });
  });

  it("refuses coordinates out of range", async () => {
    const response = await callApi("GET", "/geo/reverse?lat=100&lng=0");
    expectContract("reverseGeocode", response);
    expect(response.statusCode).toBe(400);
  });
});

describe("the gazetteer at start", () => {
  // The first address search of a fresh store took 5.45 s: it loaded the gazetteer.
  it("is loaded in the background once the store listens, before any search", async () => {
    const { context } = await getTestApp();
    const offline = createOfflineGeoProvider();
    const warm = vi.fn(async () => offline.warm?.());
    const app = await buildApp(
      createAppContext(context.config, context.db, {
        geo: { ...offline, warm },
        log: context.log,
        queryQueue: context.queryQueue,
      }),
    );
    try {
      await app.ready();
      // Built and ready is not started: tests that only inject load nothing.
      expect(warm).not.toHaveBeenCalled();
      await app.listen({ port: 0, host: "127.0.0.1" });
      expect(warm).toHaveBeenCalledOnce();
      await warm.mock.results[0]?.value;

      // Loaded: the first search only searches.
      const started = performance.now();
      const places = await offline.searchPlaces("brooklyn");
      expect(performance.now() - started).toBeLessThan(250);
      expect(places[0]?.description).toMatch(/Brooklyn, NY/);
    } finally {
      await app.close();
    }
  });
});
