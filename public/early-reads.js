// Loaded by index.html (so by every route's page) beside the app's bundle, so a page's first API
// reads start with the HTML instead of after the JavaScript has loaded and rendered (issue 14): the
// home page's data and its first banner; a category listing's sub-category, siblings and children,
// known before its first render so no placeholder row appears and then vanishes. The queries
// (src/api/queries/catalog.ts) take these answers through src/api/queries/earlyReads.ts instead of
// asking again. Plain JavaScript served as is: it must not wait for the bundle, and the CSP allows
// no inline script.
(function startEarlyReads() {
  const API_BASE = "/api/v1";
  // The default ethnicity of docs/product.md § Constants and limits, as src/app/preferences.ts finds it in the list.
  const DEFAULT_LABEL = "Asia (Pakistan)";
  // The lifetime of the locally cached lists (src/lib/cache.ts).
  const CACHE_LIFETIME_MS = 3_600_000;

  /**
   * The reads each route starts, each under the API path its query in src/api/queries/catalog.ts
   * asks, query string included; a read `byEthnicity` also sends the shopper's ethnicity, which
   * may need the list of ethnicities first, so it is kept apart from that path.
   */
  const routes = [
    {
      pattern: /^\/$/,
      reads: () => [{ path: "/catalog/ui/web/home", byEthnicity: true, then: preloadFirstBanner }],
    },
    {
      pattern: /^\/categories\/(\d+)\/products\/?$/,
      reads: (digits) => {
        // As src/lib/paths.ts idFromParam reads it, so both name the same paths ("012" is 12).
        const id = Number(digits);
        if (!Number.isSafeInteger(id) || id <= 0) return [];
        return [
          { path: `/catalog/ui/subcategories/${id}` },
          { path: `/catalog/ui/subcategories/siblings?subcategoryId=${id}` },
          { path: `/catalog/ui/subcategories?categoryId=${id}` },
        ];
      },
    },
  ];

  function readJson(key) {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "null");
    } catch {
      return null;
    }
  }

  function headers() {
    const token = localStorage.getItem("auth_token");
    const sent = { "X-Requested-With": "XMLHttpRequest" };
    if (token) sent.Authorization = `Bearer ${token}`;
    return sent;
  }

  async function getData(path) {
    const response = await fetch(API_BASE + path, { headers: headers() });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()).data;
  }

  function defaultEthnicityId(ethnicities) {
    const found =
      ethnicities.find((ethnicity) => (ethnicity.label || ethnicity.name) === DEFAULT_LABEL) ??
      ethnicities.find((ethnicity) => DEFAULT_LABEL.includes(`(${ethnicity.name})`));
    return found ? found.id : undefined;
  }

  /** The shopper's ethnicity, else the default from the cached list, else from a fresh list. */
  async function ethnicityId() {
    const chosen = readJson("ethnicity");
    if (chosen && typeof chosen.id === "number") return chosen.id;
    const cached = readJson("ethnicities");
    const age = cached ? Date.now() - cached.savedAt : Infinity;
    if (cached && Array.isArray(cached.value) && age >= 0 && age < CACHE_LIFETIME_MS) {
      return defaultEthnicityId(cached.value);
    }
    const ethnicities = await getData("/support/ethnicities");
    // Kept as the app keeps it, so the app reads this copy instead of asking again.
    localStorage.setItem(
      "ethnicities",
      JSON.stringify({ value: ethnicities, savedAt: Date.now() }),
    );
    return defaultEthnicityId(ethnicities);
  }

  function preloadFirstBanner(home) {
    const banner = home.promotionBanners[0];
    if (!banner) return;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.href = banner.fileResponse.fullUrl;
    link.fetchPriority = "high";
    document.head.append(link);
  }

  function withEthnicity(path, id) {
    if (id === undefined) return path;
    return `${path}${path.includes("?") ? "&" : "?"}ethnicity=${id}`;
  }

  let reads = [];
  for (const route of routes) {
    const match = route.pattern.exec(location.pathname);
    if (match) {
      reads = route.reads(...match.slice(1));
      break;
    }
  }
  if (reads.length === 0) return;

  // Looked up once for the page, and only when one of its reads needs it.
  let ethnicity;
  const started = new Map();
  for (const read of reads) {
    const entry = {};
    if (read.byEthnicity) {
      ethnicity ??= ethnicityId().catch(() => null);
      entry.ethnicity = ethnicity;
    }
    const asked = read.byEthnicity ? ethnicity : Promise.resolve(undefined);
    const answer = asked.then(async (id) => {
      if (id === null) return null;
      const data = await getData(read.byEthnicity ? withEthnicity(read.path, id) : read.path);
      read.then?.(data);
      // Also readable without waiting: a first render that finds it shows it in that very frame.
      entry.arrived = { ethnicity: id, data };
      return data;
    });
    // The app compares the path and ethnicity with its own before it takes the answer; a failure
    // here only means the app asks itself, and sees the failure then.
    entry.answer = answer.catch(() => null);
    started.set(read.path, entry);
  }
  window.__storefrontEarlyReads = started;
})();
