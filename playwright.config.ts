import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";

/** The smoke port is chosen free by scripts/test.mjs; 4173 is only the fallback for a manual run. */
const port = Number(process.env.SMOKE_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/smoke",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
