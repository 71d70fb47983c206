import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MAX_RECENT_SEARCHES,
  addRecentSearch,
  clearRecentSearches,
  loadRecentSearches,
  saveRecentSearch,
} from "./recentSearches";
import type { RecentSearch } from "./storedTypes";
import { createMemoryStorage } from "./testing/memoryStorage";

function named(...names: string[]): RecentSearch[] {
  return names.map((name) => ({ name }));
}

describe("addRecentSearch", () => {
  it("puts the new entry first", () => {
    expect(addRecentSearch(named("rice", "milk"), { name: "mango" })).toEqual(
      named("mango", "rice", "milk"),
    );
  });

  it("moves a repeated name to the front with its newest spelling", () => {
    expect(addRecentSearch(named("rice", "Milk", "eggs"), { name: "MILK" })).toEqual(
      named("MILK", "rice", "eggs"),
    );
  });

  it("keeps the new entry's image", () => {
    const withImage = { name: "Mango", fileResponse: { fullUrl: "/media/mango.svg" } };

    expect(addRecentSearch(named("mango"), withImage)).toEqual([withImage]);
  });

  it("trims the name and matches trimmed names", () => {
    expect(addRecentSearch(named(" rice "), { name: "  Rice\t" })).toEqual(named("Rice"));
  });

  it("matches a native-script name however its letters were composed, and keeps it in NFC", () => {
    const decomposed = "\u091c\u093c\u0940\u0930\u093e"; // ज + nukta + ीरा
    const precomposed = "\u095b\u0940\u0930\u093e"; // ज़ीरा
    const updated = addRecentSearch(named("आटा", decomposed), { name: ` ${precomposed} ` });

    expect(updated).toEqual(named(precomposed.normalize("NFC"), "आटा"));
    expect(addRecentSearch(named("دودھ"), { name: "دودھ" })).toEqual(named("دودھ"));
  });

  it("ignores a blank name", () => {
    const list = named("rice");

    expect(addRecentSearch(list, { name: "   " })).toEqual(named("rice"));
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES} entries, dropping the oldest`, () => {
    const full = named(...Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `item ${i}`));

    const updated = addRecentSearch(full, { name: "new" });

    expect(MAX_RECENT_SEARCHES).toBe(10);
    expect(updated).toHaveLength(MAX_RECENT_SEARCHES);
    expect(updated[0]).toEqual({ name: "new" });
    expect(updated.map((entry) => entry.name)).not.toContain(`item ${MAX_RECENT_SEARCHES - 1}`);
  });

  it("leaves the given list untouched", () => {
    const list = named("rice");

    addRecentSearch(list, { name: "milk" });

    expect(list).toEqual(named("rice"));
  });
});

describe("stored recent searches", () => {
  let storage: Storage;

  beforeEach(() => {
    storage = createMemoryStorage();
    vi.stubGlobal("localStorage", storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is empty at first", () => {
    expect(loadRecentSearches()).toEqual([]);
  });

  it("saves under the recentSearches key, newest first", () => {
    saveRecentSearch({ name: "rice" });
    const saved = saveRecentSearch({ name: "milk" });

    expect(saved).toEqual(named("milk", "rice"));
    expect(loadRecentSearches()).toEqual(named("milk", "rice"));
    expect(JSON.parse(storage.getItem("recentSearches") ?? "")).toEqual(named("milk", "rice"));
  });

  it("ignores stored data that is not a list of searches", () => {
    storage.setItem("recentSearches", JSON.stringify({ name: "rice" }));
    expect(loadRecentSearches()).toEqual([]);

    storage.setItem("recentSearches", JSON.stringify([{ name: "rice" }, 4, null, { nom: "x" }]));
    expect(loadRecentSearches()).toEqual(named("rice"));
  });

  it("clears the list", () => {
    saveRecentSearch({ name: "rice" });

    clearRecentSearches();

    expect(storage.getItem("recentSearches")).toBeNull();
    expect(loadRecentSearches()).toEqual([]);
  });
});
