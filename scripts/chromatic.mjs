#!/usr/bin/env node
// `npm run chromatic`: builds Storybook (the `build-storybook` script) and publishes it to
// Chromatic, which snapshots every story as its `chromatic` parameters say and compares the
// snapshots with the approved baselines. Extra arguments go to the chromatic CLI.
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    "npm run chromatic: set CHROMATIC_PROJECT_TOKEN to your project's token (chromatic.com → your project → Manage → Configure).",
  );
  process.exit(1);
}

const result = spawnSync(
  "npx",
  [
    "--no",
    "chromatic",
    "--build-script-name",
    "build-storybook",
    // Visual changes are for review in Chromatic, not a failed command; a story that cannot be
    // snapshotted still fails it.
    "--exit-zero-on-changes",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
