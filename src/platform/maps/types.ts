import type { ComponentType } from "react";
import type { GeoPoint, PickerMapProps, PlaceRegion } from "@/lib/geo";
import type { OrderMapProps } from "./orderMap";

/** A place the address search offers for the typed text. */
export interface PlaceSuggestion {
  /** Unique among the suggestions of one search. */
  id: string;
  /** What the shopper reads, e.g. "Brooklyn, NY 11201, USA". */
  label: string;
  /** Known at once by services that answer with coordinates; others are asked by locatePlace. */
  location?: PlaceLocation;
}

/** A point and the state and country it lies in; city and ZIP when the service names them. */
export type PlaceLocation = GeoPoint & PlaceRegion & { city?: string; zip?: string };

/** docs/architecture.md § Adapters: the maps service, Google Maps or the offline default, behind one face. */
export interface MapsAdapter {
  provider: "google" | "offline";
  /** docs/product.md § Calls to the API: place search, US only. */
  searchPlaces: (text: string, signal?: AbortSignal) => Promise<PlaceSuggestion[]>;
  /** Geocoding: where a suggested place is. */
  locatePlace: (suggestion: PlaceSuggestion) => Promise<PlaceLocation>;
  /** docs/product.md § Calls to the API: the state and country of a point; both "" when unknown or on failure. */
  reverseGeocode: (point: GeoPoint) => Promise<PlaceRegion>;
  /** The map of the location picker; it shows 'Loading Map...' until it can draw. */
  LocationPickerMap: ComponentType<PickerMapProps>;
  /**
   * docs/product.md § Order detail: the order's small map with the delivery address pin and the rider pin,
   * ORDER_MAP_HEIGHT_PX high; 'Loading Map...' until it can draw, the maps error if it cannot.
   */
  OrderMap: ComponentType<OrderMapProps>;
}

/** An adapter's implementation, loaded on first use. */
export type MapsImplementation = Omit<MapsAdapter, "provider">;

export const UNKNOWN_REGION: PlaceRegion = { state: "", country: "" };
