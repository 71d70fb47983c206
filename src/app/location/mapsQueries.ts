import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { geoKeys } from "@/api/queries/geo";
import { canSearchAddress } from "@/components/AddressSearch/AddressSearch.text";
import type { GeoPoint } from "@/lib/geo";
import type { MapsAdapter } from "@/platform/maps";

/** The state and country of a point, from whichever maps service runs. */
export const placeRegionQuery = (maps: MapsAdapter, { lat, lng }: GeoPoint) =>
  queryOptions({
    queryKey: geoKeys.reverse(maps.provider, lat, lng),
    queryFn: () => maps.reverseGeocode({ lat, lng }),
    // A point's state does not move.
    staleTime: Infinity,
  });

/** docs/product.md § Location modal: suggestions begin after more than 2 typed characters. */
export function usePlaceSuggestions(maps: MapsAdapter, text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: geoKeys.places(maps.provider, trimmed),
    queryFn: ({ signal }) => maps.searchPlaces(trimmed, signal),
    enabled: canSearchAddress(trimmed),
    // The last list stays while the next letter's is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function usePlaceRegion(maps: MapsAdapter, point: GeoPoint | null, enabled: boolean) {
  return useQuery({
    ...placeRegionQuery(maps, point ?? { lat: 0, lng: 0 }),
    enabled: enabled && point !== null,
  });
}
