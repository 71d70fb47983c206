import type { GeoPlace, GeoReverse } from "../types";
import { api, unwrap } from "../client";

/**
 * Keys of the maps lookups. The provider ("offline" or "google") is part of each key, so answers
 * of one maps service are never served for the other.
 */
export const geoKeys = {
  all: ["geo"] as const,
  places: (provider: string, text: string) => [...geoKeys.all, provider, "places", text] as const,
  reverse: (provider: string, lat: number, lng: number) =>
    [...geoKeys.all, provider, "reverse", lat, lng] as const,
};

/** searchPlaces: at most 10 US places for the typed text, best first (the offline maps service). */
export async function fetchPlaces(text: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  return (await unwrap(api.GET("/geo/places", { params: { query: { q: text } }, signal }))).data;
}

/** reverseGeocode: the state and country of a point; both "" when the point is unknown. */
export async function fetchReverseGeocode(lat: number, lng: number): Promise<GeoReverse> {
  return (await unwrap(api.GET("/geo/reverse", { params: { query: { lat, lng } } }))).data;
}
