/// <reference types="google.maps" />
import { withRetries } from "./retry";

const SCRIPT_ID = "google-maps-script";
const READY_CALLBACK = "__storefrontGoogleMapsReady";
/** docs/product.md § Calls to the API: the script loads with the places and maps libraries. */
export const GOOGLE_MAPS_LIBRARIES = ["places", "maps"] as const;

type CallbackHost = Record<string, (() => void) | undefined>;

function injectScript(apiKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const query = new URLSearchParams({
      key: apiKey,
      libraries: GOOGLE_MAPS_LIBRARIES.join(","),
      v: "weekly",
      loading: "async",
      language: "en",
      region: "US",
      callback: READY_CALLBACK,
    });
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    (window as unknown as CallbackHost)[READY_CALLBACK] = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error("The Google Maps script could not be loaded."));
    };
    document.head.append(script);
  });
}

async function loadScriptAndLibraries(apiKey: string): Promise<void> {
  await withRetries(() => injectScript(apiKey));
  // The geocoder and the marker live in libraries of their own since the async loading.
  await Promise.all(
    ["maps", "places", "geocoding", "marker"].map((name) => google.maps.importLibrary(name)),
  );
}

let loading: Promise<void> | null = null;

export function isGoogleMapsLoaded(): boolean {
  return typeof window !== "undefined" && typeof window.google?.maps?.Map === "function";
}

/** Loads Google Maps once per page; after a failure the next call tries again. */
export function loadGoogleMaps(apiKey: string): Promise<void> {
  if (isGoogleMapsLoaded()) return Promise.resolve();
  loading ??= loadScriptAndLibraries(apiKey).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
