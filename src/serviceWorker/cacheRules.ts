// What the service worker (./sw.ts) keeps, and what it never keeps: read by the worker, by the
// build that writes it (build/serviceWorker.ts) and by cacheRules.test.ts. Plain data and pure
// functions, so the app can import the cache names without Workbox (src/app/offline).
import { routePatterns } from "../../shared/paths";

/** The runtime caches, each under its own name (the precache is Workbox's own). */
export const CACHE_NAMES = {
  /** Catalogue pages as the server drew them (home, categories, listings, products, searches). */
  pages: "storefront-pages",
  /** The catalogue's API answers, and the reference lists every page reads. */
  catalogue: "storefront-catalogue",
  /** Product, category, banner and flag images under /media. */
  images: "storefront-images",
  /** Hashed build files left out of the precache (another language's words, its font). */
  assets: "storefront-assets",
} as const;

/**
 * The caches that hold something of the session that filled them: a returning visitor's page
 * carries their header (name, cart count) and catalogue answers carry `qtyInCart`. They are
 * emptied when the session changes (useForgetSessionCaches, src/app/offline/WebAppStatusContainer.tsx).
 */
export const SESSION_CACHES: readonly string[] = [CACHE_NAMES.pages, CACHE_NAMES.catalogue];

/** How the worker answers a request. */
export type CacheRule =
  /** A catalogue page: the network, or the copy kept from the last visit after a short wait. */
  | "page"
  /** A catalogue read of the API: the network, or the kept answer after a short wait. */
  | "catalogue"
  /** A catalogue image: the kept copy at once, refreshed behind it. */
  | "image"
  /** A hashed build file: never changes under its name, so a kept copy is final. */
  | "asset"
  /** Any other page (checkout, orders, the account's): the network only, never kept. */
  | "private-page"
  /** Not the worker's: the browser fetches it as if there were no worker. */
  | "none";

/** How long a network answer may take before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY_SECONDS = 24 * 60 * 60;

/** Each cache's bound: what a shopper comes back to, not the whole catalogue. */
export const EXPIRATION = {
  [CACHE_NAMES.pages]: { maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS },
  [CACHE_NAMES.catalogue]: { maxEntries: 150, maxAgeSeconds: 7 * DAY_SECONDS },
  [CACHE_NAMES.images]: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
  [CACHE_NAMES.assets]: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

/**
 * What the worker fetches and keeps when it installs (globs under dist/): the pages' own files,
 * every built script and style, and the Latin font English is set in (about 390 KB with Brotli).
 * Left out: the other languages' catalogues and message compiler, which only their speakers load
 * (and which the "asset" rule keeps once loaded), the Google Maps adapter, which needs Google
 * anyway, the scripts' fonts, source maps, compressed copies and the mock API's worker.
 */
export const PRECACHE_GLOBS = {
  patterns: [
    "index.html",
    "early-reads.js",
    "start-app.js",
    "favicon.svg",
    "manifest.webmanifest",
    "assets/*.{js,css}",
    "assets/inter-latin-wght-normal-*.woff2",
  ],
  ignores: [
    "assets/{ur,hi,bn,ar}-*.js",
    "assets/createTranslation-*.js",
    "assets/google-*.js",
    "mockServiceWorker.js",
  ],
} as const;

/** The built frame the app starts in: what a page the worker kept nothing of gets offline. */
export const OFFLINE_FRAME = "/index.html";

function patternToRegExp(pattern: string): RegExp {
  const source = pattern.replace(/:[a-zA-Z]+/g, "[^/]+");
  return new RegExp(`^${source}/?$`);
}

/**
 * The pages everyone sees alike but for the header: the catalogue's. A shared cart is someone's
 * cart, and the customer's pages (shared/paths.ts protectedRoutes) are theirs alone.
 */
const CATALOGUE_PAGES = [
  routePatterns.home,
  routePatterns.search,
  routePatterns.categories,
  routePatterns.categoryProducts,
  routePatterns.productDetail,
].map(patternToRegExp);

const API = "/api/v1";

/**
 * The API's reads every visitor may make about the catalogue (docs/seo.md, Installable and
 * offline): GET only. Nothing of cart, checkout, orders, the account, sign-in, addresses, cards,
 * notifications or chats is on it, nor the catalogue's per-customer calls (restock
 * notifications, product requests).
 */
const CATALOGUE_READS = [
  /^\/catalog\/ui\/web\/home$/,
  /^\/catalog\/ui\/web\/popular-searches$/,
  /^\/catalog\/ui\/search-page$/,
  /^\/catalog\/ui\/categories$/,
  /^\/catalog\/ui\/products$/,
  /^\/catalog\/ui\/products\/\d+$/,
  /^\/catalog\/ui\/products\/\d+\/replacements$/,
  /^\/catalog\/ui\/similar-products$/,
  /^\/catalog\/ui\/tags\/search$/,
  /^\/catalog\/ui\/subcategories$/,
  /^\/catalog\/ui\/subcategories\/get-all$/,
  /^\/catalog\/ui\/subcategories\/siblings$/,
  /^\/catalog\/ui\/subcategories\/\d+$/,
  /^\/support\/ethnicities$/,
  /^\/support\/country-phone-codes$/,
  /^\/support\/configs$/,
];

/** The catalogue's images; a rider's photo (/media/riders) belongs to an order. */
const CATALOGUE_IMAGES = /^\/media\/(products|categories|banners|ethnicities|flags|tags)\//;

/** What the worker needs of a request to choose its rule. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `request.mode`: "navigate" for a page. */
  mode: string;
}

/** The rule the worker answers `request` by, on a site at `origin`. */
export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== "GET") return "none";
  const url = new URL(request.url, origin);
  if (url.origin !== origin) return "none";
  const path = url.pathname;
  if (request.mode === "navigate") {
    // A file (robots.txt, a sitemap) or a path outside the app's routes is not a page of the app.
    if (/\.[a-z0-9]+$/i.test(path) || /^\/(api|media)\//.test(path)) return "none";
    return CATALOGUE_PAGES.some((page) => page.test(path)) ? "page" : "private-page";
  }
  if (path.startsWith(`${API}/`)) {
    const operation = path.slice(API.length);
    return CATALOGUE_READS.some((read) => read.test(operation)) ? "catalogue" : "none";
  }
  if (CATALOGUE_IMAGES.test(path)) return "image";
  if (path.startsWith("/assets/")) return "asset";
  return "none";
}
