import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER, type GeoPoint } from "@/lib/geo";
import { fitView, MAX_FIT_ZOOM } from "./fitView";
import { viewport } from "./projection";

const BOX = { width: 400, height: 210 };
const HOME: GeoPoint = { lat: 40.6943, lng: -73.9903 };
const RIDER: GeoPoint = { lat: 40.7061, lng: -73.9969 };

/** Where the points land on screen in the fitted view. */
function onScreen(points: GeoPoint[], box = BOX) {
  const { center, zoom } = fitView(points, box);
  const view = viewport(center, zoom, box.width, box.height);
  return points.map((point) => view.toScreen(point));
}

describe("fitView, the offline order map's framing", () => {
  it("centres one position at zoom 14", () => {
    expect(fitView([HOME], BOX)).toEqual({ center: HOME, zoom: 14 });
  });

  it("treats two positions on the same spot as one", () => {
    expect(fitView([HOME, { ...HOME }], BOX)).toEqual({ center: HOME, zoom: 14 });
  });

  it("keeps both positions inside the box with 50 px around them, and no more room", () => {
    const [home, rider] = onScreen([HOME, RIDER]);
    for (const point of [home, rider]) {
      expect(point?.x).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(point?.x).toBeLessThanOrEqual(BOX.width - 50 + 1e-6);
      expect(point?.y).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(point?.y).toBeLessThanOrEqual(BOX.height - 50 + 1e-6);
    }
    // These two lie mostly north-south: the height is the tight side, touched at both ends.
    const ys = [home?.y ?? 0, rider?.y ?? 0].sort((a, b) => a - b);
    expect(ys[0]).toBeCloseTo(50, 6);
    expect(ys[1]).toBeCloseTo(BOX.height - 50, 6);
  });

  it("centres the pair in the box", () => {
    const [home, rider] = onScreen([HOME, RIDER]);
    expect(((home?.x ?? 0) + (rider?.x ?? 0)) / 2).toBeCloseTo(BOX.width / 2, 6);
    expect(((home?.y ?? 0) + (rider?.y ?? 0)) / 2).toBeCloseTo(BOX.height / 2, 6);
  });

  it("zooms out as the rider gets further away", () => {
    const near = fitView([HOME, RIDER], BOX).zoom;
    const far = fitView([HOME, { lat: 40.8, lng: -73.9 }], BOX).zoom;
    expect(far).toBeLessThan(near);
    expect(near).toBeGreaterThan(12);
  });

  it("stops zooming in for positions a step apart", () => {
    expect(fitView([HOME, { lat: HOME.lat + 1e-7, lng: HOME.lng }], BOX).zoom).toBe(MAX_FIT_ZOOM);
  });

  it("keeps the default zoom 12 with nothing to frame or no room to frame it", () => {
    expect(fitView([], BOX)).toEqual({ center: DEFAULT_MAP_CENTER, zoom: 12 });
    expect(fitView([HOME, RIDER], { width: 90, height: 210 }).zoom).toBe(12);
  });
});
