import type { Gazetteer } from "./gazetteer";
import { loadGazetteer } from "./gazetteer";
import { buildReverseIndex } from "./reverse";
import { buildPlaceSearch } from "./search";
import type { GeoProvider } from "./types";

/**
 * Memoizes an async build; a failure is forgotten so the next call tries again. Module-level,
 * so every provider shares one copy of data that never changes.
 */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= build().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const gazetteer = once<Gazetteer>(loadGazetteer);
// Built separately: the map page reverse geocodes long before anyone searches.
const places = once(async () => buildPlaceSearch(await gazetteer()));
const reverse = once(async () => buildReverseIndex(await gazetteer()));

/** Lets the requests that arrived meanwhile be answered between two long steps. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The offline default: a US ZIP gazetteer (the zipcodes package), no network, no key. */
export function createOfflineGeoProvider(): GeoProvider {
  return {
    async searchPlaces(query) {
      return (await places()).search(query);
    },
    async reverseGeocode(lat, lng) {
      return (await reverse()).locate(lat, lng);
    },
    // Step by step, each a second or less of work: the data file, then each index.
    async warm() {
      await gazetteer();
      await nextTurn();
      await places();
      await nextTurn();
      await reverse();
    },
  };
}
