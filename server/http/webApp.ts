import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { COMPRESSIBLE_EXTENSIONS } from "../../shared/webBuild";
import { routePageFinder } from "./routePages";

/**
 * Serves the built web app from `webRoot`: the Brotli or gzip copy the build wrote beside each
 * file when the client takes it, index.html included. Vite names built assets by content hash, so
 * they never change under one URL; anything else (index.html, the icon) is revalidated.
 * Returns which page (relative to `webRoot`) loads the app for a URL path.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webRoot: string,
): Promise<(path: string) => string> {
  const assets = join(webRoot, "assets");
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.startsWith(assets);
      response.setHeader(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : "no-cache",
      );
      const original = filePath.replace(/\.(br|gz)$/, "");
      if (COMPRESSIBLE_EXTENSIONS.has(extname(original)))
        response.setHeader("vary", "Accept-Encoding");
    },
  });
  return routePageFinder(webRoot);
}

export function hasWebApp(webRoot: string | null): webRoot is string {
  return webRoot !== null && existsSync(join(webRoot, "index.html"));
}
