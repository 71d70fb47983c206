#!/usr/bin/env node
// `npm start`: builds what is stale (the web app into dist/, the server into dist-server/), creates
// and seeds the embedded database on a first start, then runs the store's compiled JavaScript in
// this same process, so no TypeScript loader stays resident.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serverBuildPaths } from "../server/buildPaths.mjs";
import { isFirstEmbeddedStart, serverBuildIsStale, webBuildIsStale } from "./build-state.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundles = serverBuildPaths(root);

/** Runs one step to its end with this terminal; a failure stops the start, saying `failure`. */
function step(command, args, failure) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    if (failure) console.error(failure);
    process.exit(result.status ?? 1);
  }
}

if (process.env.SKIP_WEB_BUILD !== "true" && webBuildIsStale(root)) {
  console.log("Building the web app (vite build)…");
  const vite = join(root, "node_modules", ".bin", "vite");
  step(vite, ["build", "--logLevel", "warn"], "The web app build failed (vite build).");
}

if (serverBuildIsStale(root)) {
  console.log("Building the server (npm run build:server)…");
  // In its own process: esbuild stays out of the store's memory.
  const build = join(root, "scripts", "build-server.mjs");
  step(process.execPath, [build], "The server build failed (npm run build:server).");
}

// Creating a PGlite database (initdb) and seeding it leave a process holding over 100 MB it never
// gives back; a short-lived process does both, so the store itself starts as on any later day.
if (isFirstEmbeddedStart(root, process.env)) {
  console.log("First start: creating and seeding the database…");
  // The seeding prints its own one line on failure (a bad variable, a locked folder).
  step(process.execPath, [bundles.seed], null);
}

await import(pathToFileURL(bundles.main).href);
