import { afterEach, describe, expect, it, vi } from "vitest";
import { detectPosition, geolocationProblem } from "./geolocation";

describe("detecting the shopper's location", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says when the browser has no geolocation (docs/product.md § Messages and errors)", async () => {
    vi.stubGlobal("navigator", {});
    const problem = geolocationProblem(await detectPosition().catch((error: unknown) => error));
    expect(problem).toEqual({ message: "Geolocation is not supported by your browser" });
  });

  it("answers the position the browser found", async () => {
    vi.stubGlobal("navigator", {
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 40.7, longitude: -73.9 } } as GeolocationPosition),
      },
    });
    await expect(detectPosition()).resolves.toEqual({ lat: 40.7, lng: -73.9 });
  });

  it("gives both messages of a failure, with the browser's reason or its code's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failWith = (error: Partial<GeolocationPositionError>) =>
      vi.stubGlobal("navigator", {
        geolocation: {
          getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
            failure(error as GeolocationPositionError),
        },
      });

    failWith({ code: 1, message: "User denied Geolocation" });
    expect(geolocationProblem(await detectPosition().catch((error: unknown) => error))).toEqual({
      message: "Failed to get your location",
      detail: "Error getting location: User denied Geolocation",
    });

    failWith({ code: 3, message: "" });
    expect(geolocationProblem(await detectPosition().catch((error: unknown) => error)).detail).toBe(
      "Error getting location: Timeout expired",
    );
  });
});
