// The store's service worker, bundled and given its precache list after `vite build` by
// build/serviceWorker.ts, served as /sw.js (docs/seo.md, Installable and offline). It keeps the
// app's code and the catalogue a shopper has seen, so those pages open offline; it never keeps a
// customer's answers or pages (./cacheRules.ts says which requests are which).
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  CACHE_NAMES,
  cacheRuleFor,
  EXPIRATION,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_FRAME,
  type CacheRule,
} from "./cacheRules";

/**
 * What this file uses of the worker's global scope. The app's TypeScript settings have the DOM's
 * types, not the worker's, so the worker's few members are named here.
 */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

// Written `self.__WB_MANIFEST` as it is: workbox-build's injectManifest replaces that text.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  // "/" is the home page the server draws, not the built frame index.html.
  directoryIndex: "",
  cleanURLs: false,
});
cleanupOutdatedCaches();

const worker = self as unknown as WorkerScope;

// A new version waits until the shopper chooses to reload (the update prompt, src/app/offline),
// so a page never runs one version's code against another's worker; on a first visit nothing
// waits, and the worker takes the open page at once so what the shopper sees next is kept.
clientsClaim();
worker.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data && data.type === "SKIP_WAITING")
    void worker.skipWaiting();
});

// The page's request starts while the worker wakes up, so a page the worker only passes on is not
// slowed by it.
enableNavigationPreload();

const ruleIs =
  (rule: CacheRule) =>
  ({ request }: { request: Request }) =>
    cacheRuleFor(request, worker.location.origin) === rule;

const expiring = (cacheName: keyof typeof EXPIRATION) =>
  new ExpirationPlugin({ ...EXPIRATION[cacheName], purgeOnQuotaError: true });

registerRoute(
  ruleIs("page"),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(CACHE_NAMES.pages)],
  }),
);
registerRoute(
  ruleIs("catalogue"),
  new NetworkFirst({
    cacheName: CACHE_NAMES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(CACHE_NAMES.catalogue)],
  }),
);
registerRoute(
  ruleIs("image"),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(CACHE_NAMES.images)],
  }),
);
registerRoute(
  ruleIs("asset"),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(CACHE_NAMES.assets)],
  }),
);
// Passed on, never kept; routed only so that offline it gets the built frame (below).
registerRoute(ruleIs("private-page"), new NetworkOnly());

// Offline, a page the worker kept nothing of gets the built frame: the app starts in it and says
// it is offline, instead of the browser's error page. The frame holds nobody's data.
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  return (await matchPrecache(OFFLINE_FRAME)) ?? Response.error();
});
