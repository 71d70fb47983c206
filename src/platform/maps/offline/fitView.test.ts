import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER, type GeoPoint } from "@/lib/geo";
import { fitView, MAX_FIT_ZOOM, showsAll, steadyView, type MapView } from "./fitView";
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

/** The simulator's hop: a share of the way left, straight towards the address. */
function hopTowards(from: GeoPoint, to: GeoPoint, share: number): GeoPoint {
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lng: from.lng + (to.lng - from.lng) * share,
  };
}

function screenAt(view: MapView, point: GeoPoint, box = BOX) {
  return viewport(view.center, view.zoom, box.width, box.height).toScreen(point);
}

describe("steadyView, the order map's view as the rider moves (issue 26)", () => {
  it("keeps the view while both pins are in it, so a rider riding straight home moves on screen", () => {
    const first = steadyView(null, [HOME, RIDER], BOX);
    expect(first).toEqual(fitView([HOME, RIDER], BOX));
    const hopped = hopTowards(RIDER, HOME, 0.3);
    const next = steadyView(first, [HOME, hopped], BOX);
    expect(next).toBe(first);
    // The address stays on its pixels; the rider comes 30% of the way nearer to it.
    const before = screenAt(first, RIDER);
    const after = screenAt(next, hopped);
    const home = screenAt(next, HOME);
    expect(after.y - before.y).toBeCloseTo((home.y - before.y) * 0.3, 0);
    expect(Math.abs(after.y - before.y)).toBeGreaterThan(20);
  });

  it("refitting at every hop would keep both pins on the same pixels (what it replaces)", () => {
    const hopped = hopTowards(RIDER, HOME, 0.3);
    const refitted = fitView([HOME, hopped], BOX);
    expect(screenAt(refitted, hopped).y).toBeCloseTo(
      screenAt(fitView([HOME, RIDER], BOX), RIDER).y,
      6,
    );
  });

  it("fits again once a pin leaves the view, keeping the icons whole", () => {
    const first = steadyView(null, [HOME, RIDER], BOX);
    const away = { lat: RIDER.lat + 0.02, lng: RIDER.lng };
    expect(showsAll(first, [HOME, away], BOX)).toBe(false);
    const next = steadyView(first, [HOME, away], BOX);
    expect(next).toEqual(fitView([HOME, away], BOX));
    expect(showsAll(next, [HOME, away], BOX)).toBe(true);
  });

  it("counts a pin within an icon's size of an edge as out of view", () => {
    const view = fitView([HOME], BOX);
    const edge = viewport(view.center, view.zoom, BOX.width, BOX.height);
    expect(showsAll(view, [edge.toPoint({ x: 200, y: 41 })], BOX)).toBe(true);
    expect(showsAll(view, [edge.toPoint({ x: 200, y: 39 })], BOX)).toBe(false);
    expect(showsAll(view, [edge.toPoint({ x: 361, y: 100 })], BOX)).toBe(false);
  });

  it("frames from scratch without a view to keep", () => {
    expect(steadyView(null, [HOME], BOX)).toEqual({ center: HOME, zoom: 14 });
  });
});
