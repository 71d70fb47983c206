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
