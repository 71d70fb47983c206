import { readStorage, removeStorage, writeStorage } from "./storage";
import type { RecentSearch } from "./storedTypes";

/** docs/product.md § Constants and limits: up to 10 unique names, compared case-insensitively. */
export const MAX_RECENT_SEARCHES = 10;

/**
 * A name as recent searches compare it: trimmed, in NFC (a Hindi or Bengali word typed with
 * decomposed letters, ज़ as ज + nukta, is the same search) and case-insensitive.
 */
export function recentSearchKey(name: string): string {
  return name.trim().normalize("NFC").toLowerCase();
}

/** The list with `entry` first; an older entry of the same name gives way to the new spelling. */
export function addRecentSearch(
  list: readonly RecentSearch[],
  entry: RecentSearch,
): RecentSearch[] {
  const name = entry.name.trim().normalize("NFC");
  if (name === "") return [...list];
  const sameName = recentSearchKey(name);
  const others = list.filter((existing) => recentSearchKey(existing.name) !== sameName);
  return [{ ...entry, name }, ...others].slice(0, MAX_RECENT_SEARCHES);
}

export function loadRecentSearches(): RecentSearch[] {
  const stored: unknown = readStorage("recentSearches");
  // The list comes from the shopper's browser, where anything may have been written to the key.
  return Array.isArray(stored) ? stored.filter(isRecentSearch) : [];
}

/** Adds `entry` to the stored list and returns the list as saved. */
export function saveRecentSearch(entry: RecentSearch): RecentSearch[] {
  const updated = addRecentSearch(loadRecentSearches(), entry);
  writeStorage("recentSearches", updated);
  return updated;
}

export function clearRecentSearches(): void {
  removeStorage("recentSearches");
}

function isRecentSearch(candidate: unknown): candidate is RecentSearch {
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    "name" in candidate &&
    typeof candidate.name === "string"
  );
}
