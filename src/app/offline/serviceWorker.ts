import { SESSION_CACHES } from "@/serviceWorker/cacheRules";

/**
 * Registers the store's service worker (docs/seo.md, Installable and offline) in a build that
 * wrote one (build/serviceWorker.ts): never in `vite` dev, Storybook or the mock API's build,
 * where MSW's worker holds the scope. workbox-window loads here, after the page, not with it.
 * `onUpdateWaiting` hears of a new version that waits for the shopper, with the function that
 * starts it and reloads the page.
 */
export async function registerServiceWorker(
  onUpdateWaiting: (update: () => void) => void,
): Promise<void> {
  const url = import.meta.env.VITE_SERVICE_WORKER;
  if (!url || !("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox(url, { scope: "/" });
  workbox.addEventListener("waiting", () =>
    onUpdateWaiting(() => {
      // The page reloads once the new worker has taken it, so its code and the worker's match.
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();
}

/**
 * Empties the caches that hold a session's answers and pages (src/serviceWorker/cacheRules.ts
 * SESSION_CACHES): the next shopper on this browser, offline, must not see the last one's name or
 * cart. The worker fills them again as pages are opened.
 */
export async function forgetSessionCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(SESSION_CACHES.map((name) => caches.delete(name)));
}
