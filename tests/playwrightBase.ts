import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

/**
 * What the Playwright configs share: Debian's Chromium, no focused tests, traces on failure.
 * Each run keeps its artifacts in a folder of its own (`test-results/<run>`): Playwright empties
 * its output folder when a run starts, and npm test runs the Storybook check while the journeys
 * are still writing their traces.
 */
export function playwrightBase(baseURL: string, run: string): PlaywrightTestConfig {
  return {
    forbidOnly: true,
    outputDir: `test-results/${run}`,
    reporter: [["list"]],
    use: { baseURL, trace: "retain-on-failure" },
    projects: [
      {
        name: "chromium",
        use: {
          ...devices["Desktop Chrome"],
          launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
        },
      },
    ],
  };
}
