import { describe, expect, it } from "vitest";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

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
