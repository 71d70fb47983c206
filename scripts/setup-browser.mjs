#!/usr/bin/env node
// Installs Debian's Chromium and fonts for the browser tests. Never downloads a browser of its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const install = "apt-get update && apt-get install -y chromium fonts-liberation";

if (existsSync(chromium)) {
  console.log(`Chromium is installed at ${chromium}.`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${chromium}. As root, run: ${install}`);
  process.exit(1);
}
console.log(`Installing Debian's Chromium: ${install}`);
const result = spawnSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${install}`], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
