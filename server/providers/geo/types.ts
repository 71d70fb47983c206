/** A place a shopper can pick; the shape of the contract's GeoPlace. */
export interface GeoPlace {
  /** Stable id of the source record, e.g. "zip:11201". */
  placeId: string;
  /** e.g. "Brooklyn, NY 11201, USA". */
  description: string;
  lat: number;
  lng: number;
  /** Two-letter state code. */
  state: string;
  /** Always "USA" for now. */
  country: string;
  city: string;
  zip: string;
}

/** The state and country of a point; both are empty strings when the point is unknown. */
export interface GeoReverse {
  state: string;
  country: string;
}

/** What the geo routes need from a gazetteer, so Google's APIs can replace the offline one. */
export interface GeoProvider {
  /** At most 10 US places, best first; [] for text of 2 characters or fewer. */
  searchPlaces(query: string): Promise<GeoPlace[]>;
  reverseGeocode(lat: number, lng: number): Promise<GeoReverse>;
  /**
   * Loads now what the first call would otherwise load (the offline gazetteer and its indexes take
   * seconds), so no shopper waits for it. The store calls it once it listens.
   */
  warm?(): Promise<void>;
}
