// Loaded by index.html beside the app's bundle, so the home page's data and its first banner start
// loading with the HTML instead of after the JavaScript has loaded and rendered (issue 14). The
// home query (src/api/queries/catalogEarlyHome.ts) takes this answer instead of asking again.
// Plain JavaScript served as is: it must not wait for the bundle, and the CSP allows no inline script.
(function startHomeEarly() {
  if (location.pathname !== "/") return;

  const API_BASE = "/api/v1";
  // Spec section 9's default ethnicity, as src/app/preferences.ts finds it in the list.
  const DEFAULT_LABEL = "Asia (Pakistan)";
  // The lifetime of the locally cached lists (src/lib/cache.ts).
  const CACHE_LIFETIME_MS = 3_600_000;

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

  function preloadImage(url) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.href = url;
    link.fetchPriority = "high";
    document.head.append(link);
  }

  const ethnicity = ethnicityId().catch(() => null);
  const answer = ethnicity.then(async (id) => {
    if (id === null) return null;
    const home = await getData(`/catalog/ui/web/home${id === undefined ? "" : `?ethnicity=${id}`}`);
    const banner = home.promotionBanners[0];
    if (banner) preloadImage(banner.fileResponse.fullUrl);
    return home;
  });
  // The app compares the ethnicity with its own before it takes the answer; a failure here only
  // means the app asks itself, and sees the failure then.
  window.__storefrontEarlyHome = {
    ethnicity,
    answer: answer.catch(() => null),
  };
})();
