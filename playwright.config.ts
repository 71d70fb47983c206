import { defineConfig } from "@playwright/test";
import { playwrightBase } from "./tests/playwrightBase";

/** The smoke port is chosen free by scripts/test.mjs; 4173 is only the fallback for a manual run. */
const port = Number(process.env.SMOKE_PORT ?? 4173);

export default defineConfig({
  ...playwrightBase(`http://127.0.0.1:${port}`, "smoke"),
  testDir: "tests/smoke",
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    // No API behind the preview, whatever listens on the dev proxy's default port: every call
    // fails as it would with the API down, so each screen's failure state is what is checked.
    env: { API_PROXY_TARGET: "http://127.0.0.1:9" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
