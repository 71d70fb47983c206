import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Newest modification time under `path` (a file or a folder tree), 0 when missing. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

const WEB_SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "tailwind.config.ts",
  "package.json",
];

/** True when dist/ is missing or older than any web app source. */
export function webBuildIsStale(root: string, webRoot: string): boolean {
  const built = newestChange(join(webRoot, "index.html"));
  if (built === 0) return true;
  return WEB_SOURCES.some((source) => newestChange(join(root, source)) > built);
}

/** Runs `vite build` in `root`; throws when the build fails. */
export function buildWebApp(root: string): void {
  const vite = join(root, "node_modules", ".bin", "vite");
  const result = spawnSync(vite, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The web app build failed (vite build).");
}
