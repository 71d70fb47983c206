import { describe, expect, it } from "vitest";
import { parseQuery } from "./query";

const states = new Map([
  ["NY", "new york"],
  ["TX", "texas"],
  ["DE", "delaware"],
  ["TN", "tennessee"],
]);

describe("parseQuery", () => {
  it("ignores text of two characters or fewer", () => {
    expect(parseQuery("  ab ", states)).toBeNull();
  });

  it("reads a trailing state both as part of the name and as a state", () => {
    expect(parseQuery("fort de", states)?.cities).toEqual([
      { name: "fort de", states: null },
      { name: "fort", states: new Set(["DE"]) },
    ]);
  });

  it("reads the text after a comma as a state code or the start of a state's name", () => {
    expect(parseQuery("austin, t", states)?.cities).toEqual([
      { name: "austin", states: new Set(["TX", "TN"]) },
    ]);
    expect(parseQuery("austin, zz", states)).toBeNull();
  });

  it("splits off a ZIP prefix and the country", () => {
    expect(parseQuery("Brooklyn, NY 112, USA", states)).toMatchObject({
      cities: [{ name: "brooklyn", states: new Set(["NY"]) }],
      zipPrefix: "112",
    });
    expect(parseQuery("11201", states)).toEqual({
      cities: [],
      zipPrefix: "11201",
      statesByName: [],
    });
  });

  it("expands abbreviations, except in a word still being typed", () => {
    expect(parseQuery("st. louis", states)?.cities[0]?.name).toBe("saint louis");
    expect(parseQuery("east st", states)?.cities[0]?.name).toBe("east st");
  });

  it("notices state names being typed", () => {
    expect(parseQuery("new yo", states)?.statesByName).toEqual([{ code: "NY", exact: false }]);
    expect(parseQuery("Texas", states)?.statesByName).toEqual([{ code: "TX", exact: true }]);
  });
});
