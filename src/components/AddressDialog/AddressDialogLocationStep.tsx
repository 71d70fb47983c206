import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { GeoPoint, PickerMapProps } from "@/lib/geo";
import { AddressSearch, type AddressSuggestion } from "../AddressSearch/AddressSearch";
import { LocationPicker } from "../LocationPicker/LocationPicker";
import type { AddressLocation } from "./AddressDialog";

interface AddressDialogLocationStepProps {
  location: AddressLocation | null;
  query: string;
  onQueryChange: (query: string) => void;
  suggestions: readonly AddressSuggestion[];
  searching: boolean;
  onSelectSuggestion: (suggestion: AddressSuggestion) => void;
  onPinChange: (point: GeoPoint) => void;
  renderMap: (props: PickerMapProps) => ReactNode;
  serverError: string | null;
  onConfirm: () => void;
}

/** The first step: search for the address or pick the point on the map, then confirm it. */
export function AddressDialogLocationStep({
  location,
  query,
  onQueryChange,
  suggestions,
  searching,
  onSelectSuggestion,
  onPinChange,
  renderMap,
  serverError,
  onConfirm,
}: AddressDialogLocationStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <AddressSearch
        query={query}
        onQueryChange={onQueryChange}
        suggestions={suggestions}
        searching={searching}
        onSelect={onSelectSuggestion}
        focusOnMount
      />
      {serverError ? <LocationError message={serverError} /> : null}
      <LocationPicker
        pin={location?.point ?? null}
        onPinChange={onPinChange}
        renderMap={renderMap}
        placeLabel={location?.label ?? null}
        onConfirm={onConfirm}
      />
    </div>
  );
}

/** The server's answer about the picked point (it is not deliverable). */
export function LocationError({ message, id }: { message: string; id?: string }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm text-danger-700">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
