import { fetchPlaces, fetchReverseGeocode } from "@/api/queries/geo";
import { shortenCountry } from "@/lib/geo";
import { UNKNOWN_REGION, type MapsImplementation } from "../types";
import { OfflineMap } from "./OfflineMap";
import { OfflineOrderMap } from "./OfflineOrderMap";

/**
 * docs/architecture.md § Adapters: the offline maps service. The server answers from a US gazetteer
 * (searchPlaces, reverseGeocode) and the map is drawn here, so nothing leaves the store.
 */
export const offlineMaps: MapsImplementation = {
  searchPlaces: async (text, signal) =>
    (await fetchPlaces(text, signal)).map((place) => ({
      id: place.placeId ?? place.description,
      label: place.description,
      location: {
        lat: place.lat,
        lng: place.lng,
        state: place.state,
        country: shortenCountry(place.country),
        // The address form fills these in from the pick.
        city: place.city,
        zip: place.zip,
      },
    })),

  locatePlace: async (suggestion) => {
    // Every offline suggestion carries its place; a hand-made one names nothing we can look up.
    if (!suggestion.location) throw new Error(`No location for the place "${suggestion.label}"`);
    return suggestion.location;
  },

  reverseGeocode: async ({ lat, lng }) => {
    try {
      const { state, country } = await fetchReverseGeocode(lat, lng);
      return { state, country: shortenCountry(country) };
    } catch (error) {
      // docs/product.md § Calls to the API: on failure both are empty.
      console.error("Reverse geocoding failed", error);
      return UNKNOWN_REGION;
    }
  },

  LocationPickerMap: OfflineMap,
  OrderMap: OfflineOrderMap,
};
