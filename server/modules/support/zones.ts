import { distanceKm } from "../../lib/distance";

export interface Zone {
  name: string;
  centerLat: number;
  centerLng: number;
  radiusKm: number;
}

/** The zone that covers the point, if any. */
export function zoneAt(
  zones: readonly Zone[],
  latitude: number,
  longitude: number,
): Zone | undefined {
  return zones.find(
    (zone) => distanceKm(latitude, longitude, zone.centerLat, zone.centerLng) <= zone.radiusKm,
  );
}
