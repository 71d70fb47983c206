/** A point on the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The place a point lies in, as the header shows it ('state, country'); "" when unknown. */
export interface PlaceRegion {
  state: string;
  country: string;
}

/** docs/product.md § Constants and limits: where maps open before anything is picked. */
export const DEFAULT_MAP_CENTER: GeoPoint = { lat: 40.6971415, lng: -73.979506 };

/** docs/product.md § Constants and limits: the location picker opens at zoom 10 and zooms to 15 once a point is picked. */
export const LOCATION_PICKER_ZOOM = 10;
export const LOCATION_PICKED_ZOOM = 15;

/** What every map view of the location picker takes, whichever maps service draws it. */
export interface PickerMapProps {
  center: GeoPoint;
  zoom: number;
  /** The picked point, or null before a pick. */
  pin: GeoPoint | null;
  /** The shopper put the pin on another point (click, tap or keyboard). */
  onPick: (point: GeoPoint) => void;
  /** The map's accessible name. */
  label: string;
}

/** docs/product.md § Calls to the API: 'United States' is shortened to 'USA'. */
export function shortenCountry(country: string): string {
  return country.trim() === "United States" ? "USA" : country.trim();
}
