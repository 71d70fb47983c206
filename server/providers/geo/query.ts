import { normalizeName, words } from "./text";

/** Shorter text matches too much to be useful; the client waits for more anyway. */
export const MIN_QUERY_LENGTH = 3;

/** One reading of the text as a city name, optionally limited to some states. */
export interface CityReading {
  name: string;
  states: ReadonlySet<string> | null;
}

export interface ParsedQuery {
  /** Every plausible reading; "fort de" is both a city prefix and "Fort, DE". */
  cities: CityReading[];
  /** Digits at the end ("11201", "Brooklyn, NY 112"). */
  zipPrefix: string;
  /** States whose name the whole text is ("texas") or starts ("calif"). */
  statesByName: { code: string; exact: boolean }[];
}

/** State code → normalized full name. */
export type StateNames = ReadonlyMap<string, string>;

function matchStates(text: string, states: StateNames, allowPrefix: boolean): string[] {
  if (text === "") return [];
  const code = text.toUpperCase();
  if (text.length === 2 && states.has(code)) return [code];
  const matches: string[] = [];
  for (const [stateCode, name] of states) {
    if (name === text || (allowPrefix && name.startsWith(text))) matches.push(stateCode);
  }
  return matches;
}

function statesNamed(text: string, states: StateNames): ParsedQuery["statesByName"] {
  return matchStates(text, states, true).map((code) => ({
    code,
    exact: states.get(code) === text,
  }));
}

/** Readings without a comma: a trailing state ("austin tx", "salem new york") is optional. */
function spaceSeparated(list: string[], typing: boolean, states: StateNames): CityReading[] {
  const readings: CityReading[] = [{ name: normalizeName(list, typing), states: null }];
  for (let size = 1; size <= Math.min(3, list.length - 1); size += 1) {
    const [code] = matchStates(list.slice(-size).join(" "), states, false);
    if (code) readings.push({ name: normalizeName(list.slice(0, -size)), states: new Set([code]) });
  }
  return readings;
}

export function parseQuery(raw: string, states: StateNames): ParsedQuery | null {
  const trimmed = raw.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return null;
  // A pasted description ("Brooklyn, NY 11201, USA") carries the country at the end.
  const text = trimmed.toLowerCase().replace(/[\s,]*\b(usa|united states)\W*$/, "");
  const zipMatch = /(?:^|[\s,])(\d{1,5})$/.exec(text);
  const zipPrefix = zipMatch?.[1] ?? "";
  const rest = zipMatch ? text.slice(0, zipMatch.index) : text;
  const comma = rest.indexOf(",");

  if (comma >= 0) {
    const stateText = words(rest.slice(comma + 1)).join(" ");
    const stateCodes = matchStates(stateText, states, true);
    if (stateText !== "" && stateCodes.length === 0) return null;
    const name = normalizeName(rest.slice(0, comma));
    const reading = { name, states: stateText === "" ? null : new Set(stateCodes) };
    return { cities: name === "" ? [] : [reading], zipPrefix, statesByName: [] };
  }
  const list = words(rest);
  if (list.length === 0) return { cities: [], zipPrefix, statesByName: [] };
  const typing = zipPrefix === "";
  return {
    cities: spaceSeparated(list, typing, states),
    zipPrefix,
    statesByName: typing ? statesNamed(list.join(" "), states) : [],
  };
}
