/** A US ZIP code's centroid. */
export interface ZipPoint {
  zip: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  lat: number;
  lng: number;
}

export interface Gazetteer {
  /** ZIPs of the 50 states and DC, sorted by code. */
  zips: readonly ZipPoint[];
  /** State code → upper-case full name ("NY" → "NEW YORK"). */
  stateNames: ReadonlyMap<string, string>;
  /** Canadian postal-area centroids: a point nearer to one of these is not in the US. */
  foreign: readonly { lat: number; lng: number }[];
}

/**
 * The data has a few bogus centroids (military APO/FPO codes at 0,0; "10200 New York" at a
 * positive longitude). Every real centroid of the 50 states and DC falls inside this box.
 */
function isPlausibleUsPoint(lat: number, lng: number): boolean {
  return lat >= 18 && lat <= 72 && lng >= -180 && lng <= -65;
}

/**
 * Loaded with a dynamic import so the 5 MB data file is parsed on first use, not when the
 * server boots.
 */
export async function loadGazetteer(): Promise<Gazetteer> {
  const { default: zipcodes } = await import("zipcodes");
  // states.full lists only the 50 states, DC and Canada's provinces, so filtering by it drops
  // the territories (Google reports those as their own countries) and military codes.
  const stateNames = new Map<string, string>();
  for (const [name, code] of Object.entries(zipcodes.states.full)) stateNames.set(code, name);

  const zips: ZipPoint[] = [];
  const foreign: { lat: number; lng: number }[] = [];
  for (const code of Object.values(zipcodes.codes)) {
    const { latitude: lat, longitude: lng } = code;
    if (code.country === "US") {
      if (!stateNames.has(code.state) || !isPlausibleUsPoint(lat, lng)) continue;
      zips.push({ zip: code.zip, city: code.city, state: code.state, lat, lng });
    } else if (lat !== 0 || lng !== 0) {
      foreign.push({ lat, lng });
    }
  }
  const usStates = new Set(zips.map((zip) => zip.state));
  for (const code of stateNames.keys()) if (!usStates.has(code)) stateNames.delete(code);

  zips.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return { zips, stateNames, foreign };
}
