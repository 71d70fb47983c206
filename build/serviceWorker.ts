import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { loadEnv, type Plugin } from "vite";
import { injectManifest } from "workbox-build";
import { PRECACHE_GLOBS } from "../src/serviceWorker/cacheRules.js";

/** Where the store serves its worker: at the root, so its scope is the whole store. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Writes the store's service worker, /sw.js, after the app is built: `source` (src/serviceWorker/sw.ts)
 * bundled with its Workbox modules, then Workbox's injectManifest gives it the list of built files
 * to precache, each with its revision (hashed assets by name). It runs before the compressed
 * copies are written (build/precompress.ts), so sw.js gets them too.
 *
 * The app registers the worker only in a build that has one: this plugin defines
 * `import.meta.env.VITE_SERVICE_WORKER` for it. `vite` (dev), Storybook (which leaves this plugin
 * out) and a build of the mock API (`VITE_API_MOCKING=true`, whose MSW worker needs the root scope)
 * have none.
 */
export function serviceWorker(source: string): Plugin {
  let root = "";
  let outDir = "";
  let enabled = true;
  return {
    name: "storefront:service-worker",
    apply: "build",
    config(userConfig, { mode }) {
      const env = { ...loadEnv(mode, userConfig.root ?? process.cwd()), ...process.env };
      enabled = env.VITE_API_MOCKING !== "true";
      return enabled
        ? { define: { "import.meta.env.VITE_SERVICE_WORKER": JSON.stringify(SERVICE_WORKER_URL) } }
        : {};
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (!enabled) return;
        const work = await mkdtemp(join(tmpdir(), "storefront-sw-"));
        try {
          const bundled = join(work, "sw.js");
          await build({
            entryPoints: [resolve(root, source)],
            outfile: bundled,
            bundle: true,
            format: "iife",
            target: "es2020",
            minify: true,
            // Workbox's modules log each step unless built for production.
            define: { "process.env.NODE_ENV": '"production"' },
            logLevel: "warning",
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(outDir, SERVICE_WORKER_URL.slice(1)),
            globDirectory: outDir,
            globPatterns: [...PRECACHE_GLOBS.patterns],
            globIgnores: [...PRECACHE_GLOBS.ignores],
            // Vite names what it builds under assets/ by content hash: the name is the revision.
            dontCacheBustURLsMatching: /^assets\//,
          });
          for (const warning of warnings) this.warn(warning);
          this.info?.(`service worker: ${count} files precached, ${Math.round(size / 1024)} KB`);
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}
