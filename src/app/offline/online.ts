import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * False while the browser knows it has no network (`navigator.onLine`, and its online and offline
 * events). The browser's true is only a guess (a network may reach nothing), so an online call
 * can still fail and says so as it always did; false is certain. The server's page is online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
