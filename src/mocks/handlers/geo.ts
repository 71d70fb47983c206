import { geoPlaces, geoReverseFixture } from "../fixtures";
import { http } from "../http";

const PLACE_LIMIT = 10;
/** How far (in degrees) a point may be from a known place to be reverse geocoded to it. */
const NEAR_ENOUGH = 1.5;

export const geoHandlers = [
  http.get("/geo/places", ({ query, response }) => {
    const text = query.get("q")?.trim().toLowerCase() ?? "";
    const places = geoPlaces.filter((place) => place.description.toLowerCase().includes(text));
    return response(200).json({ data: places.slice(0, PLACE_LIMIT) });
  }),

  http.get("/geo/reverse", ({ query, response }) => {
    const lat = Number(query.get("lat"));
    const lng = Number(query.get("lng"));
    const nearest = geoPlaces.find(
      (place) =>
        Math.abs(place.lat - lat) <= NEAR_ENOUGH && Math.abs(place.lng - lng) <= NEAR_ENOUGH,
    );
    // Unknown points answer empty strings, as the contract says.
    const answer = nearest
      ? geoReverseFixture({ state: nearest.state, country: nearest.country })
      : geoReverseFixture({ state: "", country: "" });
    return response(200).json({ data: answer });
  }),
];
