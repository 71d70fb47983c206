import { shortenCountry, type PlaceRegion } from "@/lib/geo";

/** The part of google.maps.GeocoderResult read here, so this stays testable without Google. */
export interface GeocodedAddress {
  address_components: readonly { long_name: string; types: readonly string[] }[];
}

/**
 * docs/product.md § Calls to the API: the state is the administrative area level 1 and the country is shortened
 * ('United States' → 'USA'); a part no result names is "".
 */
export function regionOf(results: readonly GeocodedAddress[]): PlaceRegion {
  const part = partOf(results);
  return { state: part("administrative_area_level_1"), country: shortenCountry(part("country")) };
}

/** The city and ZIP an address form fills in from a pick; "" when no result names them. */
export function cityAndZipOf(results: readonly GeocodedAddress[]): { city: string; zip: string } {
  const part = partOf(results);
  return { city: part("locality") || part("sublocality"), zip: part("postal_code") };
}

function partOf(results: readonly GeocodedAddress[]) {
  return (type: string) =>
    results
      .flatMap((result) => result.address_components)
      .find((component) => component.types.includes(type))?.long_name ?? "";
}
