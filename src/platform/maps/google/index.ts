/// <reference types="google.maps" />
import type { GeoPoint } from "@/lib/geo";
import { UNKNOWN_REGION, type MapsImplementation } from "../types";
import { createGoogleLocationPickerMap } from "./GoogleLocationPickerMap";
import { createGoogleOrderMap } from "./GoogleOrderMap";
import { cityAndZipOf, regionOf } from "./region";
import { loadGoogleMaps } from "./script";

async function geocode(
  apiKey: string,
  request: google.maps.GeocoderRequest,
): Promise<google.maps.GeocoderResult[]> {
  await loadGoogleMaps(apiKey);
  const { Geocoder } = (await google.maps.importLibrary(
    "geocoding",
  )) as google.maps.GeocodingLibrary;
  return (await new Geocoder().geocode(request)).results;
}

/** docs/architecture.md § Adapters: Google Maps, when the build has VITE_GOOGLE_MAPS_API_KEY. */
export function createGoogleMaps(apiKey: string): MapsImplementation {
  return {
    searchPlaces: async (text) => {
      await loadGoogleMaps(apiKey);
      const { AutocompleteSuggestion } = (await google.maps.importLibrary(
        "places",
      )) as google.maps.PlacesLibrary;
      // docs/product.md § Calls to the API: US addresses only.
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        includedRegionCodes: ["us"],
      });
      return suggestions.flatMap(({ placePrediction }) =>
        placePrediction ? [{ id: placePrediction.placeId, label: placePrediction.text.text }] : [],
      );
    },

    locatePlace: async (suggestion) => {
      const [result] = await geocode(apiKey, { placeId: suggestion.id });
      if (!result) throw new Error(`Google Maps does not know the place "${suggestion.label}"`);
      const { location } = result.geometry;
      return {
        lat: location.lat(),
        lng: location.lng(),
        ...regionOf([result]),
        ...cityAndZipOf([result]),
      };
    },

    reverseGeocode: async (point: GeoPoint) => {
      try {
        return regionOf(await geocode(apiKey, { location: point }));
      } catch (error) {
        // docs/product.md § Calls to the API: on failure both are empty.
        console.error("Reverse geocoding failed", error);
        return UNKNOWN_REGION;
      }
    },

    LocationPickerMap: createGoogleLocationPickerMap(apiKey),
    OrderMap: createGoogleOrderMap(apiKey),
  };
}
