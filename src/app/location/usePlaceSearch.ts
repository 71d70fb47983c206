import { useState } from "react";
import type { AddressSuggestion } from "@/components/AddressSearch/AddressSearch";
import type { GeoPoint, PlaceRegion } from "@/lib/geo";
import type { MapsAdapter, PlaceLocation } from "@/platform/maps";
import { usePlaceRegion, usePlaceSuggestions } from "./mapsQueries";

/** The map's pin: where a suggestion put it (with the place and its label), or a point picked. */
export interface PlacePin {
  point: GeoPoint;
  /** The state and country, when the pick already told them. */
  region?: PlaceRegion;
  /** The chosen suggestion's words. */
  label?: string;
  /** Everything the maps service told of the chosen suggestion (city and ZIP when known). */
  place?: PlaceLocation;
}

/**
 * The address search and map pin of the location modal and the address dialog: suggestions for
 * the typed text, a chosen suggestion located on the map, and the region of a point picked by hand.
 */
export function usePlaceSearch(maps: MapsAdapter, initialPin: PlacePin | null = null) {
  const [query, setQuery] = useState("");
  const [pin, setPin] = useState<PlacePin | null>(initialPin);
  const suggestions = usePlaceSuggestions(maps, query);
  const region = usePlaceRegion(maps, pin?.point ?? null, pin !== null && !pin.region);

  const selectSuggestion = (selected: AddressSuggestion) => {
    // The adapter's own suggestion carries its location; the combobox hands back only id and label.
    const suggestion = suggestions.data?.find(({ id }) => id === selected.id) ?? selected;
    setQuery(suggestion.label);
    maps.locatePlace(suggestion).then(
      (place) =>
        setPin({
          point: { lat: place.lat, lng: place.lng },
          region: { state: place.state, country: place.country },
          label: suggestion.label,
          place,
        }),
      (error: unknown) => console.error("Locating the chosen place failed", error),
    );
  };

  return {
    query,
    setQuery,
    suggestions: suggestions.data ?? [],
    searching: suggestions.isFetching,
    selectSuggestion,
    pin,
    /** A point picked on the map; its region is looked up. */
    setPin,
    /** The pin's state and country: from the pick, else reverse geocoded (undefined meanwhile). */
    pinRegion: pin?.region ?? (pin ? region.data : undefined),
  };
}
