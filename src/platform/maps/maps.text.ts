import { computed, defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail (order map) and § Messages and errors: the words every map shows while it loads or fails. */
export const mapsText = defineText("mapsText", {
  loading: "Loading Map...",
  /** 'an error-loading-maps message naming the maps service'. */
  googleLoadError: "Error loading Google Maps",
  /** The drawn offline map. */
  roleDescription: "map",
  offlineHint: "Click the map, or use the arrow keys, to move the pin.",
  noPin: "No pin yet.",
  pinAt: computed((lat: number, lng: number) =>
    mapsText.pinAtPlace(lat.toFixed(5), lng.toFixed(5)),
  ),
  pinAtPlace: (lat: string, lng: string) => `Pin at ${lat}, ${lng}.`,
  /** The order map's pins (docs/product.md § Order detail: delivery address pin and rider pin). */
  destinationPin: "Delivery address",
  riderPin: "Rider",
});
