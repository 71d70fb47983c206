import { DEFAULT_MAP_CENTER, type GeoPoint } from "@/lib/geo";
import {
  ORDER_MAP_DEFAULT_ZOOM,
  ORDER_MAP_ICON_PX,
  ORDER_MAP_PADDING_PX,
  ORDER_MAP_SINGLE_ZOOM,
} from "../orderMap";
import { project, unproject, viewport } from "./projection";
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
 * docs/product.md § Constants and limits, as Google's fitBounds(bounds, padding) frames it: one position is centred at
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

/**
 * How far inside the map's edges a position must lie to count as in view: an icon's size, so
 * the whole icon shows whichever way it hangs from its point (the address pin above, the rider
 * around it). Fitted positions lie ORDER_MAP_PADDING_PX inside, so a fresh fit is always in view.
 */
export const IN_VIEW_MARGIN_PX = ORDER_MAP_ICON_PX;

/** Whether every position lies at least `margin` pixels inside a `box` showing `view`. */
export function showsAll(
  view: MapView,
  points: readonly GeoPoint[],
  box: Size,
  margin = IN_VIEW_MARGIN_PX,
): boolean {
  const { toScreen } = viewport(view.center, view.zoom, box.width, box.height);
  return points.every((point) => {
    const { x, y } = toScreen(point);
    return x >= margin && x <= box.width - margin && y >= margin && y <= box.height - margin;
  });
}

/**
 * Issue 26: the view to show next. While every position is still in the `previous` view, that
 * view stays, so a rider who moves is seen moving on the map (refitting to both pins at every
 * hop would keep a rider riding straight to the door on the same pixels). With no previous view
 * (a new address, the rider just found or gone, a new size), or once a position leaves it, the
 * positions are fitted again as fitView frames them.
 */
export function steadyView(
  previous: MapView | null,
  points: readonly GeoPoint[],
  box: Size,
  options?: FitOptions,
): MapView {
  if (previous && showsAll(previous, points, box)) return previous;
  return fitView(points, box, options);
}

export function sameView(a: MapView, b: MapView): boolean {
  return a.zoom === b.zoom && a.center.lat === b.center.lat && a.center.lng === b.center.lng;
}
