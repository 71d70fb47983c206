import { createElement, lazy, Suspense } from "react";
import type { PickerMapProps } from "@/lib/geo";
import { mapsText } from "./maps.text";
import { PlatformMessage } from "@/platform/PlatformMessage";
import { ORDER_MAP_HEIGHT_PX, type OrderMapProps } from "./orderMap";
import type { MapsAdapter, MapsImplementation } from "./types";

export type { MapsAdapter, PlaceLocation, PlaceSuggestion } from "./types";
export { ORDER_MAP_HEIGHT_PX, type OrderMapProps } from "./orderMap";

export interface MapsConfig {
  /** With a key Google Maps runs; without one, the offline default. */
  googleMapsApiKey?: string | undefined;
}

/**
 * docs/architecture.md § Adapters: the one place that knows which maps service runs. Each implementation
 * is its own chunk, loaded on first use, so Google's code never ships to a store without a key.
 */
export function createMapsAdapter({ googleMapsApiKey }: MapsConfig): MapsAdapter {
  const key = googleMapsApiKey?.trim() ?? "";
  let loading: Promise<MapsImplementation> | null = null;
  const load = (): Promise<MapsImplementation> => {
    loading ??= (
      key
        ? import("./google").then((google) => google.createGoogleMaps(key))
        : import("./offline").then((offline) => offline.offlineMaps)
    ).catch((error: unknown) => {
      // A chunk that failed to arrive is asked for again next time.
      loading = null;
      throw error;
    });
    return loading;
  };

  const LazyMap = lazy(async () => ({ default: (await load()).LocationPickerMap }));
  function LocationPickerMap(props: PickerMapProps) {
    return createElement(
      Suspense,
      { fallback: createElement(PlatformMessage, null, mapsText.loading) },
      createElement(LazyMap, props),
    );
  }

  const LazyOrderMap = lazy(async () => ({ default: (await load()).OrderMap }));
  /** docs/product.md § Constants and limits: 210 px high, full width, whether loading, failed or drawn. */
  function OrderMap(props: OrderMapProps) {
    return createElement(
      "div",
      { className: "w-full overflow-hidden", style: { height: ORDER_MAP_HEIGHT_PX } },
      createElement(
        Suspense,
        { fallback: createElement(PlatformMessage, null, mapsText.loading) },
        createElement(LazyOrderMap, props),
      ),
    );
  }

  return {
    provider: key ? "google" : "offline",
    searchPlaces: async (text, signal) => (await load()).searchPlaces(text, signal),
    locatePlace: async (suggestion) => (await load()).locatePlace(suggestion),
    reverseGeocode: async (point) => (await load()).reverseGeocode(point),
    LocationPickerMap,
    OrderMap,
  };
}

/** The maps service of this build. */
export const maps = createMapsAdapter({
  googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY,
});
