import { distanceKm, EARTH_RADIUS_KM, radians } from "../../lib/distance";
import type { Gazetteer } from "./gazetteer";
import type { GeoReverse } from "./types";

/** Points farther than this from every ZIP centroid are not placed in any state. */
export const MAX_DISTANCE_KM = 50;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
/** About 55 km of latitude: a lookup reads a handful of cells of a few hundred points at most. */
const CELL_DEGREES = 0.5;
const UNKNOWN: GeoReverse = { state: "", country: "" };

/** `state` is "" for a point outside the US (a Canadian postal area). */
interface Point {
  lat: number;
  lng: number;
  state: string;
}

export interface ReverseIndex {
  locate(lat: number, lng: number): GeoReverse;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
// Cells of a search box may run past ±180° (no US ZIP sits near the antimeridian, so there is
// no wrapping); a stride above any longitude cell keeps every cell's key unique all the same.
const cellKey = (latCell: number, lngCell: number) => latCell * 4096 + lngCell;

export function buildReverseIndex(gazetteer: Gazetteer): ReverseIndex {
  const cells = new Map<number, Point[]>();
  const add = (point: Point) => {
    const key = cellKey(cellOf(point.lat), cellOf(point.lng));
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  };
  for (const { lat, lng, state } of gazetteer.zips) add({ lat, lng, state });
  for (const { lat, lng } of gazetteer.foreign) add({ lat, lng, state: "" });

  function nearest(lat: number, lng: number): Point | undefined {
    const latSpan = MAX_DISTANCE_KM / KM_PER_DEGREE;
    // Degrees of longitude shrink towards the poles; the circle's widest point is poleward.
    const widest = Math.min(89, Math.abs(lat) + latSpan);
    const lngSpan = Math.min(180, latSpan / Math.cos(radians(widest)));
    let best: Point | undefined;
    let bestDistance = MAX_DISTANCE_KM;
    for (let latCell = cellOf(lat - latSpan); latCell <= cellOf(lat + latSpan); latCell += 1) {
      for (let lngCell = cellOf(lng - lngSpan); lngCell <= cellOf(lng + lngSpan); lngCell += 1) {
        for (const point of cells.get(cellKey(latCell, lngCell)) ?? []) {
          const distance = distanceKm(lat, lng, point.lat, point.lng);
          if (distance < bestDistance) [best, bestDistance] = [point, distance];
        }
      }
    }
    return best;
  }

  return {
    locate(lat, lng) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { ...UNKNOWN };
      const point = nearest(lat, lng);
      // Nearer to Canada than to any US ZIP: not ours to name.
      if (!point || point.state === "") return { ...UNKNOWN };
      return { state: point.state, country: "USA" };
    },
  };
}
