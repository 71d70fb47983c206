/** Stand-ins for the browser's geolocation, so stories choose what detection answers. */
type GeolocationStub = Pick<Geolocation, "getCurrentPosition">;

/** Replaces navigator.geolocation (undefined: a browser without it); returns the undo. */
export function stubGeolocation(stub: GeolocationStub | undefined): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, "geolocation");
  Object.defineProperty(navigator, "geolocation", { value: stub, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, "geolocation", own);
    else Reflect.deleteProperty(navigator, "geolocation");
  };
}

/** Answers at once with this point. */
export function geolocationAt(latitude: number, longitude: number): GeolocationStub {
  return {
    getCurrentPosition: (success) =>
      success({
        coords: { latitude, longitude, accuracy: 20 },
        timestamp: Date.now(),
      } as GeolocationPosition),
  };
}

/** Never answers, as while the browser is still asking or locating. */
export const geolocationPending: GeolocationStub = { getCurrentPosition: () => undefined };

/** The shopper refused to share their location. */
export const geolocationDenied: GeolocationStub = {
  getCurrentPosition: (_success, failure) =>
    failure?.({
      code: 1,
      message: "User denied Geolocation",
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError),
};
