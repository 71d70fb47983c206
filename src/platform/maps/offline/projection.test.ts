import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER } from "@/lib/geo";
import { gridStep, gridValues, project, unproject, viewport } from "./projection";

describe("the offline map's projection", () => {
  it("puts the meridian and the equator in the middle of the world", () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
  });

  it("finds the point again from its pixel, at any zoom", () => {
    for (const zoom of [10, 15]) {
      const back = unproject(project(DEFAULT_MAP_CENTER, zoom), zoom);
      expect(back.lat).toBeCloseTo(DEFAULT_MAP_CENTER.lat, 9);
      expect(back.lng).toBeCloseTo(DEFAULT_MAP_CENTER.lng, 9);
    }
  });

  it("draws the centre of a viewport in its middle", () => {
    const view = viewport(DEFAULT_MAP_CENTER, 10, 400, 256);
    const middle = view.toScreen(DEFAULT_MAP_CENTER);
    expect(middle.x).toBeCloseTo(200, 6);
    expect(middle.y).toBeCloseTo(128, 6);
    // North is up, east is right.
    const northEast = view.toPoint({ x: 300, y: 28 });
    expect(northEast.lat).toBeGreaterThan(DEFAULT_MAP_CENTER.lat);
    expect(northEast.lng).toBeGreaterThan(DEFAULT_MAP_CENTER.lng);
  });

  it("picks round grid steps and lists the lines in view", () => {
    expect(gridStep(0.13)).toBe(0.1);
    expect(gridStep(0.03)).toBe(0.02);
    expect(gridStep(0.004)).toBe(0.005);
    expect(gridStep(0.8)).toBe(1);
    expect(gridValues(40.52, 40.81, 0.1)).toEqual([40.6, 40.7, 40.8]);
    expect(gridValues(-73.7, -74.05, 0.1)).toEqual([-74, -73.9, -73.8, -73.7]);
  });
});
