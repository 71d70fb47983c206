import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";
import { chromiumArgs, chromiumPath } from "./tests/chromium";
import { screenshotExpect, visualCommands } from "./tests/visual/config";
import { HOST_VIEWPORT } from "./tests/visual/shots";
import { BEHAVIOUR_TAG } from "./stories/support/chromatic";

/**
 * Tests of several server processes on one database: a PGlite folder opens in one process only, so
 * they run in the PostgreSQL run (`node scripts/with-postgres.mjs npm run test:api`, which sets
 * TEST_DATABASE_URL) and are not collected without it.
 */
const POSTGRES_ONLY = ["tests/server/twoServers.test.ts"];

/** Each project needs a browser object of its own; a shared one is rejected as defined twice. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      // The same pixels on every machine: no HiDPI, one time zone and locale for dates.
      contextOptions: {
        viewport: HOST_VIEWPORT,
        deviceScaleFactor: 1,
        timezoneId: "UTC",
        locale: "en-US",
      },
    }),
    instances: [{ browser: "chromium" as const }],
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "node",
            // Node has no page origin to resolve the app's relative "/api/v1" against.
            env: { VITE_API_BASE_URL: "http://localhost/api/v1" },
            include: [
              "src/**/*.test.ts",
              "shared/**/*.test.ts",
              "tests/contract/**/*.test.ts",
              "tests/mocks/**/*.test.ts",
              "tests/unit/**/*.test.ts",
            ],
          },
        },
        {
          test: {
            name: "server",
            environment: "node",
            include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
            exclude: process.env.TEST_DATABASE_URL
              ? configDefaults.exclude
              : [...configDefaults.exclude, ...POSTGRES_ONLY],
            // One seeded database serves every file: files run one after another in one
            // process, so the app and its database are built once (see tests/server/support).
            fileParallelism: false,
            isolate: false,
            globalSetup: ["tests/server/support/globalSetup.ts"],
            setupFiles: ["tests/server/support/setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 180_000,
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({
              configDir: fileURLToPath(new URL("./.storybook", import.meta.url)),
              // A behaviour-only story ends looking like another story and is no picture: its play
              // and axe run in the Storybook UI (tests/storybook/stories.spec.ts, in npm test).
              tags: { exclude: [BEHAVIOUR_TAG] },
            }),
          ],
          test: {
            name: "storybook",
            browser: {
              ...chromiumBrowser(),
              // Every story is also a screenshot compared with its baseline (tests/visual).
              expect: screenshotExpect,
              commands: visualCommands,
            },
            setupFiles: ["tests/visual/setup.ts"],
            globalSetup: ["tests/visual/globalSetup.ts"],
            // Story files share one page: the app's modules load once, not once per file, which
            // halves the step. What a story leaves behind is cleared before the next one
            // (.storybook/preview.tsx, tests/visual/setup.ts).
            isolate: false,
            // Browser mode's default is 15 s, and the polling stories wait in real time: live
            // tracking sits through two 5 s polls of the order (11 s here), and the Google Maps
            // loader gives up after 3 retries (4-5 s). A slower machine must not turn that into a
            // failure; a stuck story still fails, at 30 s.
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
