import type { Ethnicity } from "../../shared/contract/types";

export type { StoredLocation } from "../../shared/cookies";

export interface RecentSearch {
  name: string;
  fileResponse?: { fullUrl: string } | null;
}

/** The spec only promises that the stored ethnicity has an id; the rest may be missing. */
export type SelectedEthnicity = Pick<Ethnicity, "id"> & Partial<Omit<Ethnicity, "id">>;

export interface Cached<T> {
  value: T;
  savedAt: number;
}
