import type { GeoPoint } from "@/lib/geo";
import { gridStep, gridValues, viewport } from "./projection";

/** Grid lines about this far apart on screen, whatever the zoom. */
const GRID_SPACING_PX = 90;
/** Room a label needs inside the map: a label cut by the edge is left out, its line stays. */
const LABEL_HEIGHT_PX = 13;
const LABEL_WIDTH_PX = 44;

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, "")}°${value >= 0 ? positive : negative}`;
}

export interface GraticuleProps {
  center: GeoPoint;
  zoom: number;
  width: number;
  height: number;
}

/**
 * The drawn maps' background: lines of latitude and longitude at round values, labelled, for an
 * SVG of `width` × `height`. Children (pins) are drawn above them in the same coordinates.
 */
export function Graticule({ center, zoom, width, height }: GraticuleProps) {
  const view = viewport(center, zoom, width, height);
  const northWest = view.toPoint({ x: 0, y: 0 });
  const southEast = view.toPoint({ x: width, y: height });
  const step = gridStep(((southEast.lng - northWest.lng) / width) * GRID_SPACING_PX);
  const meridians = gridValues(northWest.lng, southEast.lng, step);
  const parallels = gridValues(southEast.lat, northWest.lat, step);
  return (
    <>
      {meridians.map((lng) => {
        const { x } = view.toScreen({ lat: center.lat, lng });
        return (
          <g key={`lng${lng}`}>
            <line x1={x} x2={x} y1={0} y2={height} stroke="#c3cfbb" strokeWidth={1} />
            {x + 3 + LABEL_WIDTH_PX <= width ? (
              <text x={x + 3} y={height - 6} fontSize={10} fill="#3f4a3a">
                {degrees(lng, "E", "W")}
              </text>
            ) : null}
          </g>
        );
      })}
      {parallels.map((lat) => {
        const { y } = view.toScreen({ lat, lng: center.lng });
        return (
          <g key={`lat${lat}`}>
            <line x1={0} x2={width} y1={y} y2={y} stroke="#c3cfbb" strokeWidth={1} />
            {y >= LABEL_HEIGHT_PX ? (
              <text x={4} y={y - 3} fontSize={10} fill="#3f4a3a">
                {degrees(lat, "N", "S")}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}
