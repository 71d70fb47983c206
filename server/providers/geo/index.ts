export type { GeoPlace, GeoProvider, GeoReverse } from "./types";
export { createOfflineGeoProvider } from "./offline";
