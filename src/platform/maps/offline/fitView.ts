import { DEFAULT_MAP_CENTER, type GeoPoint } from "@/lib/geo";
import { ORDER_MAP_DEFAULT_ZOOM, ORDER_MAP_PADDING_PX, ORDER_MAP_SINGLE_ZOOM } from "../orderMap";
import { project, unproject } from "./projection";
import type { Size } from "./useElementSize";

/** Two positions a few metres apart would otherwise zoom in without end. */
export const MAX_FIT_ZOOM = 18;

export interface MapView {
  center: GeoPoint;
  zoom: number;
}

export interface FitOptions {
  padding?: number;
  singleZoom?: number;
  defaultZoom?: number;
  maxZoom?: number;
}

/**
 * Spec section 9, as Google's fitBounds(bounds, padding) frames it: one position is centred at
 * `singleZoom`; more are centred together at the largest zoom (fractional: the drawn map has no
 * tiles to snap to) that keeps all of them `padding` pixels inside the box. No position, or a box
 * too small for the padding, keeps `defaultZoom`.
 */
export function fitView(
  points: readonly GeoPoint[],
  box: Size,
  {
    padding = ORDER_MAP_PADDING_PX,
    singleZoom = ORDER_MAP_SINGLE_ZOOM,
    defaultZoom = ORDER_MAP_DEFAULT_ZOOM,
    maxZoom = MAX_FIT_ZOOM,
  }: FitOptions = {},
): MapView {
  const [first] = points;
  if (!first) return { center: DEFAULT_MAP_CENTER, zoom: defaultZoom };
  // At zoom 0 the world is 256 px wide; each zoom level doubles every distance.
  const projected = points.map((point) => project(point, 0));
  const xs = projected.map(({ x }) => x);
  const ys = projected.map(({ y }) => y);
  const width = Math.max(...xs) - Math.min(...xs);
  const height = Math.max(...ys) - Math.min(...ys);
  if (width === 0 && height === 0) return { center: first, zoom: singleZoom };

  const middle = unproject(
    { x: (Math.max(...xs) + Math.min(...xs)) / 2, y: (Math.max(...ys) + Math.min(...ys)) / 2 },
    0,
  );
  const room = { width: box.width - 2 * padding, height: box.height - 2 * padding };
  if (room.width <= 0 || room.height <= 0) return { center: middle, zoom: defaultZoom };
  const scale = Math.min(room.width / width, room.height / height);
  return { center: middle, zoom: Math.min(maxZoom, Math.log2(scale)) };
}
