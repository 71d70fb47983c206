import type { ModuleHandlers } from "../../http/types";

/** The offline maps adapter's calls (the web app uses Google Maps instead when it has a key). */
export const geoHandlers: ModuleHandlers<"searchPlaces" | "reverseGeocode"> = ({ geo }) => ({
  searchPlaces: async ({ query }) => ({ data: await geo.searchPlaces(query.q) }),
  reverseGeocode: async ({ query }) => ({ data: await geo.reverseGeocode(query.lat, query.lng) }),
});
