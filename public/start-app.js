// Loaded by the pages the server draws (server/http/pages.ts), which carry the app's script tags
// in <template id="app-scripts"> instead of in their head: the drawn page shows without them, and
// on a phone's network the app's code would otherwise share the first round trips with the
// page's styles, font and images. Once the page has been painted this puts them in the head, and
// the browser fetches and starts the app. Plain JavaScript served as is: the CSP runs no inline
// script.
(function startAppAfterFirstPaint() {
  var started = false;

  function start() {
    if (started) return;
    var template = document.getElementById("app-scripts");
    if (!template) return;
    started = true;
    document.head.appendChild(document.importNode(template.content, true));
  }

  // A frame is drawn between the animation frame and the task after it; a page opened in the
  // background draws no frame, so its load starts the app instead.
  requestAnimationFrame(function afterFrame() {
    setTimeout(start, 0);
  });
  window.addEventListener("load", start, { once: true });
})();
