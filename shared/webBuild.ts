/**
 * What the web build writes (build/) and the server reads (server/http/): the names and markers
 * both sides must agree on. Here, below both, so the server never loads the build's Vite plugins.
 */

/** Where the build writes one page per route, and the table the server picks them by. */
export const ROUTE_PAGES_DIR = "routes";
export const ROUTE_TABLE_FILE = `${ROUTE_PAGES_DIR}/routes.json`;

/** One row of the route table: a react-router pattern and the page that preloads its screen. */
export interface RoutePage {
  pattern: string;
  page: string;
}

/**
 * Where a built page's frame sits: the server puts the page it renders in its place
 * (server/http/pages.ts). Inert: its buttons do nothing until the app replaces the frame or takes
 * the drawn page over (src/main.tsx), so they take no clicks, focus or screen reader's attention
 * meanwhile.
 */
export const FRAME_START = '<div id="root"><div inert>';
/**
 * Ends with the mark PAINT_WHEN_FRAMED waits for: a frame painted while half parsed (a header
 * without its buttons, under load or on a slow phone) shifted its layout as the rest arrived.
 */
export const FRAME_END = '</div></div><!--/frame--><template id="frame-end"></template>';

/** In every built page's head: the browser paints nothing before the frame is whole. */
export const PAINT_WHEN_FRAMED = '<link rel="expect" href="#frame-end" blocking="render">';

/**
 * What the browser downloads as text, so worth a Brotli and gzip copy: the build writes them
 * (build/precompress.ts) and the server sends them (server/http/webApp.ts). Source maps are left
 * out: only devtools fetch them.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);
