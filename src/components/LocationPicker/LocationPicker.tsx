import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import {
  DEFAULT_MAP_CENTER,
  LOCATION_PICKED_ZOOM,
  LOCATION_PICKER_ZOOM,
  type GeoPoint,
  type PickerMapProps,
} from "@/lib/geo";
import { Button } from "../ui/Button";
import { locationPickerText as text } from "./LocationPicker.text";

export interface LocationPickerProps {
  /** The picked point, or null before a pick. */
  pin: GeoPoint | null;
  /** Where the map opens before a pick; the default centre of docs/product.md § Constants and limits unless told. */
  initialCenter?: GeoPoint;
  onPinChange: (point: GeoPoint) => void;
  /** Draws the map (the container passes its maps service's); components never load one. */
  renderMap: (props: PickerMapProps) => ReactNode;
  /** What the pin points at ('state, country' or the chosen address); null while it is looked up. */
  placeLabel: string | null;
  onConfirm: () => void;
  /** True while the choice is being checked and saved. */
  confirming?: boolean;
  className?: string;
}

/**
 * The location picker of docs/product.md § Constants and limits: the map at zoom 10 on the default centre, then at zoom 15 on
 * the picked point, with what it points at and a confirm button.
 */
export function LocationPicker({
  pin,
  initialCenter = DEFAULT_MAP_CENTER,
  onPinChange,
  renderMap,
  placeLabel,
  onConfirm,
  confirming = false,
  className,
}: LocationPickerProps) {
  const zoom = pin ? LOCATION_PICKED_ZOOM : LOCATION_PICKER_ZOOM;
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div
        data-zoom={zoom}
        className="h-56 overflow-hidden rounded-lg border border-gray-200 sm:h-64"
      >
        {renderMap({
          center: pin ?? initialCenter,
          zoom,
          pin,
          onPick: onPinChange,
          label: text.mapLabel,
        })}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-gray-700">
        {pin ? (
          <>
            <span className="font-medium text-gray-900">{text.chosen}</span>{" "}
            {placeLabel ?? text.findingPlace}
          </>
        ) : (
          text.pickHint
        )}
      </p>
      <Button
        size="lg"
        disabled={!pin || confirming}
        aria-busy={confirming}
        onClick={onConfirm}
        className="w-full"
      >
        {confirming ? text.confirming : text.confirm}
      </Button>
    </div>
  );
}
