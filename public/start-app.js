// Loaded by the pages the server draws (server/http/pages.ts), which carry the app's script tags
// in <template id="app-scripts"> instead of in their head: the drawn page shows without them, and
// on a phone's network the app's code would otherwise share the first round trips with the
// page's styles, font and images. Once the page's first content is on screen this puts them in
// the head, and the browser fetches and starts the app. Plain JavaScript served as is: the CSP
// runs no inline script.
(function startAppAfterFirstPaint() {
  var started = false;

  function start() {
    if (started) return;
    var template = document.getElementById("app-scripts");
    if (!template) return;
    started = true;
    var scripts = document.importNode(template.content, true);
    var entry = scripts.querySelector('script[type="module"]');
    if (entry) entry.addEventListener("error", leaveDrawnPageUsable);
    document.head.appendChild(scripts);
  }

  // The app's code did not arrive (a dropped connection, a page from before a deploy): the drawn
  // page is lifted out of its inert container, so it can be read and its links followed, each of
  // them a page the server draws. For the entry its script's error says so; for a later step,
  // src/main.tsx's "app-start-failed".
  function leaveDrawnPageUsable() {
    var drawn = document.querySelector("#root > [inert]");
    if (drawn) drawn.removeAttribute("inert");
  }
  window.addEventListener("app-start-failed", leaveDrawnPageUsable);

  // The first contentful paint is reported once the pixels are on screen (an animation frame,
  // and even the page's load, can come before they are). A page opened in the background paints
  // when it is shown; a browser that reports no paints starts the app with the page's load.
  var reportsPaints =
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (!reportsPaints) {
    window.addEventListener("load", start, { once: true });
    return;
  }
  new PerformanceObserver(function onPaint(entries, observer) {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
})();
