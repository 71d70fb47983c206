#!/usr/bin/env node
// `npm run build:server`: bundles server/main.ts (and the seeding CLI) into dist-server/, so
// `npm start` runs plain JavaScript instead of compiling TypeScript in memory at every start.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { serverBuildPaths } from "../server/buildPaths.mjs";
import { SERVER_ENTRIES } from "./build-state.mjs";

/**
 * Files that find their neighbours through `import.meta.url` (the migrations folder, the contract
 * YAML, the project root) would look beside the bundle once bundled. Each such URL is rewritten to
 * the source file's own location, relative to the bundle, so they keep reading the sources in
 * place and the bundle still works wherever the checkout is moved.
 */
function sourceFileUrls(outdir) {
  return {
    name: "source-file-urls",
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return { contents: source, loader: "ts" };
        const fromBundle = relative(outdir, args.path).split("\\").join("/");
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

/**
 * The web app's page renderer (src/app/shell/renderPage.tsx), which the store loads to send the
 * catalogue's pages drawn (server/http/pages.ts). React and the libraries the app renders with are
 * bundled in, in their production builds: the store runs with NODE_ENV unset.
 */
function buildPageRenderer(root, outdir) {
  return build({
    absWorkingDir: root,
    entryPoints: { renderPage: "src/app/shell/renderPage.tsx" },
    outdir: join(outdir, "renderer"),
    bundle: true,
    // What the app loads on demand (the screens, maps, Stripe) stays in chunks the server loads
    // only if it draws them: most never are, and unloaded code takes no memory.
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    tsconfig: "tsconfig.json",
    jsx: "automatic",
    // Stylesheets and font files (a language's font, src/app/language/localeFonts.ts) are the
    // browser's: a drawn page names none of them, so the server's copy of the app loads them as
    // nothing.
    loader: { ".css": "empty", ".woff2": "empty" },
    define: {
      "process.env.NODE_ENV": '"production"',
      // The app's requests go to the server itself (setApiTransport), under any origin.
      "import.meta.env": JSON.stringify({
        MODE: "production",
        DEV: false,
        PROD: true,
        SSR: true,
        BASE_URL: "/",
        VITE_API_BASE_URL: "http://storefront.invalid/api/v1",
      }),
    },
    // React's CommonJS modules ask for `require` inside the ES module bundle.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
}

/** Bundles the server of the checkout at `root` into dist-server/, with the list of its sources. */
export async function buildServer(root) {
  const paths = serverBuildPaths(root);
  // Chunk names change with their content: old ones would pile up.
  await rm(paths.outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: paths.outdir,
    bundle: true,
    // The store and the seeding share their modules in chunks rather than in two copies.
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Packages stay in node_modules: PGlite finds its WASM beside its own files.
    packages: "external",
    // Read only under `node --enable-source-maps`: otherwise the map costs no memory.
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [sourceFileUrls(paths.outdir)],
  });
  const renderer = await buildPageRenderer(root, paths.outdir);
  // The launcher compares these sources with the bundle to know when to build again.
  const inputs = [
    ...new Set([...Object.keys(result.metafile.inputs), ...Object.keys(renderer.metafile.inputs)]),
  ].filter((input) => !input.startsWith("node_modules/"));
  await writeFile(paths.inputs, `${JSON.stringify({ inputs }, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(fileURLToPath(new URL("..", import.meta.url)));
}
