const EARTH_RADIUS_KM = 6371;

export interface Zone {
  name: string;
  centerLat: number;
  centerLng: number;
  radiusKm: number;
}

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
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
