// What `npm start` must build before it runs the store: the web app (dist/) and the server bundle
// (dist-server/), each only when a source it was built from is newer than the build.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { serverBuildPaths } from "../server/buildPaths.mjs";

/** The bundles `npm start` runs: the store, and the seeding a first start runs before it. */
export const SERVER_ENTRIES = { main: "server/main.ts", seed: "server/seed/cli.ts" };

/** The scripts that shape the bundle: a change to them is a change to the build. */
const SERVER_BUILD_SCRIPTS = ["scripts/build-server.mjs", "scripts/build-state.mjs"];

const WEB_SOURCES = [
  "src",
  "shared",
  "public",
  "index.html",
  "vite.config.ts",
  "build",
  "tailwind.config.ts",
  "package.json",
];

/** Newest modification time under `path` (a file or a folder tree), 0 when missing. */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/** True when dist/ is missing or older than any web app source. */
export function webBuildIsStale(root) {
  const built = newestChange(join(root, "dist", "index.html"));
  if (built === 0) return true;
  return WEB_SOURCES.some((source) => newestChange(join(root, source)) > built);
}

/** The sources the last server build bundled (paths relative to `root`), or null when unknown. */
function bundledSources(inputsFile) {
  try {
    const { inputs } = JSON.parse(readFileSync(inputsFile, "utf8"));
    return Array.isArray(inputs) && inputs.every((input) => typeof input === "string")
      ? inputs
      : null;
  } catch {
    return null;
  }
}

/**
 * True when dist-server/ is missing, its list of bundled sources is missing or unreadable, or any
 * of those sources (or the build scripts) changed after the bundle was written or is gone. A new
 * file only enters the bundle through an import, which changes a file already on the list.
 */
export function serverBuildIsStale(root) {
  const paths = serverBuildPaths(root);
  const built = Math.min(
    newestChange(paths.main),
    newestChange(paths.seed),
    newestChange(paths.pageRenderer),
  );
  if (built === 0) return true;
  const sources = bundledSources(paths.inputs);
  if (sources === null) return true;
  return [...sources, ...SERVER_BUILD_SCRIPTS].some((source) => {
    const changed = newestChange(join(root, source));
    return changed === 0 || changed > built;
  });
}

/**
 * True when the store will create its embedded database: no DATABASE_URL and no Postgres data
 * folder yet in DATA_DIR (read as the server reads it, relative to `root`, default ".data").
 */
export function isFirstEmbeddedStart(root, env) {
  if (env.DATABASE_URL) return false;
  return !existsSync(join(resolve(root, env.DATA_DIR || ".data"), "PG_VERSION"));
}
