import type { LocationProblem } from "@/components/LocationModal/LocationModal";
import { locationModalText as text } from "@/components/LocationModal/LocationModal.text";
import type { GeoPoint } from "@/lib/geo";

class GeolocationUnsupportedError extends Error {
  override readonly name = "GeolocationUnsupportedError";
}

/** What the browser says when it gives no message of its own. */
const REASONS: Readonly<Record<number, string>> = {
  1: "Permission denied",
  2: "Position unavailable",
  3: "Timeout expired",
};

/** docs/product.md § Validation: geolocation must be supported by the browser. */
export function detectPosition(): Promise<GeoPoint> {
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new GeolocationUnsupportedError());
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.message || REASONS[error.code] || "Unknown error")),
    );
  });
}

/** docs/product.md § Messages and errors: the words for a failed detection. */
export function geolocationProblem(error: unknown): LocationProblem {
  if (error instanceof GeolocationUnsupportedError) return { message: text.geolocationUnsupported };
  const detail = text.geolocationError(error instanceof Error ? error.message : String(error));
  console.error(detail);
  return { message: text.geolocationFailed, detail };
}
