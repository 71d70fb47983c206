import type { Ethnicity } from "@/api/types";

/** The delivery location the shopper picked; spec section 3 "Local storage". */
export interface StoredLocation {
  lat: number;
  lng: number;
  state: string;
  country: string;
}

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
