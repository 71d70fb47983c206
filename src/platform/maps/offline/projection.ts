import type { GeoPoint } from "@/lib/geo";

/** Web Mercator, as tiled maps draw the world: 256 px wide at zoom 0, twice as wide per level. */
const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;

export interface ScreenPoint {
  x: number;
  y: number;
}

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** Where `point` lies on the world map at `zoom`, in pixels from its north-west corner. */
export function project({ lat, lng }: GeoPoint, zoom: number): ScreenPoint {
  const size = worldSize(zoom);
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of project. */
export function unproject({ x, y }: ScreenPoint, zoom: number): GeoPoint {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** A round grid step (1, 2 or 5 times a power of ten, in degrees) close to `approximate`. */
export function gridStep(approximate: number): number {
  const power = 10 ** Math.floor(Math.log10(approximate));
  const scaled = approximate / power;
  const nice = scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10;
  return nice * power;
}

/** The multiples of `step` between `from` and `to` (in either order). */
export function gridValues(from: number, to: number, step: number): number[] {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const values: number[] = [];
  for (let index = Math.ceil(low / step); index * step <= high; index += 1) {
    // Rounded so 40.7 is not drawn as 40.699999999999996.
    values.push(Number((index * step).toFixed(10)));
  }
  return values;
}

/** A viewport of `width` × `height` pixels centred on `center` at `zoom`. */
export function viewport(center: GeoPoint, zoom: number, width: number, height: number) {
  const origin = project(center, zoom);
  const left = origin.x - width / 2;
  const top = origin.y - height / 2;
  return {
    toScreen: (point: GeoPoint): ScreenPoint => {
      const projected = project(point, zoom);
      return { x: projected.x - left, y: projected.y - top };
    },
    toPoint: ({ x, y }: ScreenPoint): GeoPoint => unproject({ x: left + x, y: top + y }, zoom),
  };
}
