import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

/** What the smoke and end-to-end configs share: Debian's Chromium, no focused tests, traces on failure. */
export function playwrightBase(baseURL: string): PlaywrightTestConfig {
  return {
    forbidOnly: true,
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
