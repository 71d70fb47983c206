import type { ZipPoint } from "./gazetteer";
import { normalizeName } from "./text";

/** One city of one state, with all its ZIPs. */
export interface City {
  /** As the gazetteer spells it, e.g. "Brooklyn". */
  name: string;
  state: string;
  /** Normalized name, e.g. "saint louis". */
  key: string;
  /** Sorted by code; their count stands in for population, which the data lacks. */
  zips: ZipPoint[];
  /** The ZIP nearest the average of the city's centroids. */
  center: ZipPoint;
  /** Position among all cities, biggest first: a cheap, total and stable sort key. */
  rank: number;
}

function centralZip(zips: readonly ZipPoint[]): ZipPoint {
  const lat = zips.reduce((sum, zip) => sum + zip.lat, 0) / zips.length;
  const lng = zips.reduce((sum, zip) => sum + zip.lng, 0) / zips.length;
  const scale = Math.cos((lat * Math.PI) / 180) ** 2;
  let best = zips[0] as ZipPoint;
  let bestDistance = Infinity;
  // Strictly smaller, over ZIPs in code order: ties go to the lowest code.
  for (const zip of zips) {
    const distance = (zip.lat - lat) ** 2 + (zip.lng - lng) ** 2 * scale;
    if (distance < bestDistance) [best, bestDistance] = [zip, distance];
  }
  return best;
}

/** The spelling most of the city's ZIPs use ("Mount Pleasant" over "Mt Pleasant"). */
function commonSpelling(zips: readonly ZipPoint[]): string {
  let best = zips[0]?.city ?? "";
  if (zips.every((zip) => zip.city === best)) return best;
  const counts = new Map<string, number>();
  let bestCount = 0;
  for (const zip of zips) {
    const count = (counts.get(zip.city) ?? 0) + 1;
    counts.set(zip.city, count);
    if (count > bestCount || (count === bestCount && zip.city < best)) {
      [best, bestCount] = [zip.city, count];
    }
  }
  return best;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups ZIPs (sorted by code) into cities, biggest (most ZIPs) first, then by name and state.
 * Spellings that normalize alike are one city.
 */
export function groupCities(zips: readonly ZipPoint[]): City[] {
  const keys = new Map<string, string>();
  const groups = new Map<string, { key: string; state: string; zips: ZipPoint[] }>();
  for (const zip of zips) {
    let key = keys.get(zip.city);
    if (key === undefined) keys.set(zip.city, (key = normalizeName(zip.city)));
    const id = `${key}|${zip.state}`;
    const group = groups.get(id);
    if (group) group.zips.push(zip);
    else groups.set(id, { key, state: zip.state, zips: [zip] });
  }
  const cities = Array.from(groups.values(), ({ key, state, zips: own }) => ({
    name: commonSpelling(own),
    state,
    key,
    zips: own,
    center: centralZip(own),
    rank: 0,
  }));
  cities.sort(
    (a, b) =>
      b.zips.length - a.zips.length || compareText(a.name, b.name) || compareText(a.state, b.state),
  );
  cities.forEach((city, index) => (city.rank = index));
  return cities;
}
