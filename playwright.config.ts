import { defineConfig } from "@playwright/test";
import { playwrightBase } from "./tests/playwrightBase";

/** The smoke port is chosen free by scripts/test.mjs; 4173 is only the fallback for a manual run. */
const port = Number(process.env.SMOKE_PORT ?? 4173);

export default defineConfig({
  ...playwrightBase(`http://127.0.0.1:${port}`),
  testDir: "tests/smoke",
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
