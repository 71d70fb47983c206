import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import type { GeoPoint } from "@/lib/geo";
import { mapsText } from "../maps.text";
import {
  ORDER_MAP_ICON_PX,
  orderMapFrameKey,
  orderMapPositions,
  type OrderMapProps,
} from "../orderMap";
import {
  DESTINATION_ICON_ANCHOR,
  DESTINATION_ICON_URL,
  RIDER_ICON_ANCHOR,
  RIDER_ICON_URL,
} from "../orderMapIcons";
import { sameView, steadyView, type MapView } from "./fitView";
import { Graticule } from "./Graticule";
import { viewport } from "./projection";
import { useElementSize, type Size } from "./useElementSize";

/** The size drawn before the first measurement (the spec's height, a phone's width). */
const UNMEASURED = { width: 400, height: 210 };

interface MarkerProps {
  /** Glide to a new position; off until the map is measured, so the first layout never slides. */
  glide: boolean;
  at: { x: number; y: number };
  anchor: { x: number; y: number };
  src: string;
  alt: string;
  testId: string;
}

/** A 40×40 icon placed by CSS transform, so a new position glides there instead of jumping. */
function Marker({ glide, at, anchor, src, alt, testId }: MarkerProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={ORDER_MAP_ICON_PX}
      height={ORDER_MAP_ICON_PX}
      data-testid={testId}
      style={{ transform: `translate(${at.x - anchor.x}px, ${at.y - anchor.y}px)` }}
      className={cn(
        "absolute top-0 inset-s-0 size-10 max-w-none drop-shadow",
        glide &&
          "motion-safe:transition-transform motion-safe:duration-1000 motion-safe:ease-in-out",
      )}
    />
  );
}

/**
 * True from the frame after the map was first drawn at its measured size: a transition switched
 * on together with that first position would slide the pins in from the unmeasured layout.
 */
function useGlideAfterFirstLayout(measured: boolean): boolean {
  const [glide, setGlide] = useState(false);
  useEffect(() => {
    if (!measured) return;
    const frame = requestAnimationFrame(() => setGlide(true));
    return () => cancelAnimationFrame(frame);
  }, [measured]);
  return glide;
}

/**
 * The view the map shows: fitted to the positions when `frameKey` (or the size) changes, then
 * kept while they all stay in it, so the rider is seen moving (steadyView).
 */
function useSteadyView(points: readonly GeoPoint[], box: Size, frameKey: string): MapView {
  const key = `${frameKey}@${box.width}x${box.height}`;
  const [kept, setKept] = useState<{ key: string; view: MapView } | null>(null);
  const view = steadyView(kept?.key === key ? kept.view : null, points, box);
  // Adjusted while rendering, as React advises for state that follows props; compared by value,
  // so a fit that comes out the same is not stored again.
  if (!kept || kept.key !== key || !sameView(kept.view, view)) setKept({ key, view });
  return view;
}

/**
 * The offline order map: the drawn graticule framed as Google frames it (docs/product.md § Constants and limits), with
 * the delivery address pin and, once known, the rider pin. Nothing to click: it only shows.
 */
export function OfflineOrderMap(props: OrderMapProps) {
  const { destination, rider, label } = props;
  const frame = useRef<HTMLElement>(null);
  const size = useElementSize(frame, UNMEASURED);
  const { width, height } = size;
  const measured = size !== UNMEASURED;
  const glide = useGlideAfterFirstLayout(measured);
  const { center, zoom } = useSteadyView(
    orderMapPositions(props),
    size,
    orderMapFrameKey({ destination, rider }),
  );
  const view = viewport(center, zoom, width, height);
  const screen = (point: GeoPoint) => view.toScreen(point);

  return (
    // Geography does not mirror: the markers are placed from the left edge in every language.
    <section
      ref={frame}
      dir="ltr"
      aria-label={label}
      aria-roledescription={mapsText.roleDescription}
      data-zoom={zoom}
      data-measured={measured}
      data-rider-lat={rider?.lat}
      data-rider-lng={rider?.lng}
      className="relative size-full overflow-hidden bg-[#eef3ea] select-none"
    >
      <svg aria-hidden width={width} height={height} className="absolute inset-0">
        <Graticule center={center} zoom={zoom} width={width} height={height} />
      </svg>
      <Marker
        glide={glide}
        at={screen(destination)}
        anchor={DESTINATION_ICON_ANCHOR}
        src={DESTINATION_ICON_URL}
        alt={mapsText.destinationPin}
        testId="order-map-destination"
      />
      {rider ? (
        <Marker
          glide={glide}
          at={screen(rider)}
          anchor={RIDER_ICON_ANCHOR}
          src={RIDER_ICON_URL}
          alt={mapsText.riderPin}
          testId="order-map-rider"
        />
      ) : null}
    </section>
  );
}
