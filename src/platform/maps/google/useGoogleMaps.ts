import { useEffect, useState } from "react";
import { isGoogleMapsLoaded, loadGoogleMaps } from "./script";

export type GoogleMapsStatus = "loading" | "ready" | "error";

/** Loads the Google Maps script on first use and says where it is. */
export function useGoogleMaps(apiKey: string): GoogleMapsStatus {
  const [status, setStatus] = useState<GoogleMapsStatus>(() =>
    isGoogleMapsLoaded() ? "ready" : "loading",
  );
  useEffect(() => {
    if (status !== "loading") return;
    let current = true;
    loadGoogleMaps(apiKey).then(
      () => current && setStatus("ready"),
      (error: unknown) => {
        console.error("Google Maps failed to load", error);
        if (current) setStatus("error");
      },
    );
    return () => {
      current = false;
    };
  }, [apiKey, status]);
  return status;
}
