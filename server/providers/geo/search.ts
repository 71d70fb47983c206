import type { Gazetteer, ZipPoint } from "./gazetteer";
import type { City } from "./cities";
import { groupCities } from "./cities";
import type { CityReading, ParsedQuery, StateNames } from "./query";
import { parseQuery } from "./query";
import { words } from "./text";
import type { GeoPlace } from "./types";

export const MAX_PLACES = 10;

/** How well a city matched, best first. */
const Tier = { Exact: 0, State: 1, Prefix: 2, LaterWord: 3, StatePrefix: 4 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

/** One entry per word of a city's name, so "vegas" finds Las Vegas. */
interface WordEntry {
  suffix: string;
  city: City;
  word: number;
}

export interface PlaceSearch {
  search(query: string): GeoPlace[];
}

function place(zip: ZipPoint, city = zip.city): GeoPlace {
  return {
    placeId: `zip:${zip.zip}`,
    description: `${city}, ${zip.state} ${zip.zip}, USA`,
    lat: zip.lat,
    lng: zip.lng,
    state: zip.state,
    country: "USA",
    city,
    zip: zip.zip,
  };
}

/** First index whose key is not below `prefix`, in an array sorted by that key. */
function lowerBound<T>(sorted: readonly T[], prefix: string, key: (item: T) => string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (key(sorted[mid] as T) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The items whose key starts with `prefix`, at most `limit` of them. */
function withPrefix<T>(
  sorted: readonly T[],
  prefix: string,
  key: (item: T) => string,
  limit = Infinity,
): T[] {
  const found: T[] = [];
  for (let i = lowerBound(sorted, prefix, key); i < sorted.length && found.length < limit; i += 1) {
    const item = sorted[i] as T;
    if (!key(item).startsWith(prefix)) break;
    found.push(item);
  }
  return found;
}

const bySuffix = (entry: WordEntry) => entry.suffix;
const byCode = (zip: ZipPoint) => zip.zip;

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function buildPlaceSearch(gazetteer: Gazetteer): PlaceSearch {
  const cities = groupCities(gazetteer.zips);
  const entries: WordEntry[] = [];
  for (const city of cities) {
    const list = city.key.split(" ");
    for (let word = 0; word < list.length; word += 1) {
      entries.push({ suffix: word === 0 ? city.key : list.slice(word).join(" "), city, word });
    }
  }
  entries.sort((a, b) => compareKeys(a.suffix, b.suffix));
  const largestByState = new Map<string, City[]>();
  for (const city of cities) {
    const list = largestByState.get(city.state);
    if (!list) largestByState.set(city.state, [city]);
    else if (list.length < MAX_PLACES) list.push(city);
  }
  const stateNames: StateNames = new Map(
    [...gazetteer.stateNames].map(([code, name]) => [code, words(name).join(" ")]),
  );

  function matchCities(readings: CityReading[], statesByName: ParsedQuery["statesByName"]): City[] {
    const tiers = new Map<City, Tier>();
    const offer = (city: City, tier: Tier) => {
      const known = tiers.get(city);
      if (known === undefined || tier < known) tiers.set(city, tier);
    };
    for (const { name, states } of readings) {
      if (name === "") continue;
      for (const { city, word } of withPrefix(entries, name, bySuffix)) {
        if (states && !states.has(city.state)) continue;
        if (word > 0) offer(city, Tier.LaterWord);
        else offer(city, city.key === name ? Tier.Exact : Tier.Prefix);
      }
    }
    // "texas" most likely means the state, "tex" most likely a city: Texarkana, say.
    for (const { code, exact } of statesByName) {
      for (const city of largestByState.get(code) ?? []) {
        offer(city, exact ? Tier.State : Tier.StatePrefix);
      }
    }
    return [...tiers]
      .sort(([a, tierA], [b, tierB]) => tierA - tierB || a.rank - b.rank)
      .map(([city]) => city);
  }

  return {
    search(query) {
      const parsed = parseQuery(query, stateNames);
      if (!parsed) return [];
      const { cities: readings, zipPrefix, statesByName } = parsed;
      if (readings.length === 0) {
        if (zipPrefix === "") return [];
        return withPrefix(gazetteer.zips, zipPrefix, byCode, MAX_PLACES).map((zip) => place(zip));
      }
      const matched = matchCities(readings, statesByName);
      if (zipPrefix === "") {
        return matched.slice(0, MAX_PLACES).map((city) => place(city.center, city.name));
      }
      // "Brooklyn, NY 112": the city's own ZIPs, one result each.
      return matched
        .flatMap((city) =>
          city.zips
            .filter((zip) => zip.zip.startsWith(zipPrefix))
            .map((zip) => place(zip, city.name)),
        )
        .slice(0, MAX_PLACES);
    },
  };
}
