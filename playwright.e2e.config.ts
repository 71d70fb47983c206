import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { playwrightBase } from "./tests/playwrightBase";

/**
 * End-to-end journeys against `npm start`, exactly as the README runs the store: a free port
 * (E2E_PORT, chosen by scripts/test.mjs) and a fresh data folder, so the first start migrates
 * and seeds.
 */
const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "storefront-e2e-"));

export default defineConfig({
  ...playwrightBase(`http://localhost:${port}`, "e2e"),
  testDir: "tests/e2e",
  fullyParallel: false,
  retries: 0,
  workers: 1,
  // The real server answers each step (a checkout charges, an order is written): on a busy
  // runner that can take longer than the default 5 s an assertion waits.
  expect: { timeout: 10_000 },
  webServer: {
    command: "npm start",
    url: `http://localhost:${port}/api/v1/health`,
    // Orders move only when a journey advances them (POST /dev/orders/{id}/advance, what
    // `npm run orders -- advance` calls), so each step is seen on time, not at the simulator's pace.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", FULFILMENT_SIMULATOR: "off" },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
  },
});
