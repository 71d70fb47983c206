import { defineConfig } from "@playwright/test";
import { playwrightBase } from "./tests/playwrightBase";
import { STORYBOOK_VIEWPORT, storybookPort } from "./tests/storybook/settings";

/**
 * The static Storybook as a designer opens it: every Docs page, every story in the manager's UI,
 * and the first story of each file by its own iframe link (tests/storybook). tests/storybook/globalSetup.ts builds it (or
 * takes STORYBOOK_STATIC_DIR) and serves it on STORYBOOK_PORT, chosen free by scripts/test.mjs.
 */
const base = playwrightBase(`http://127.0.0.1:${storybookPort()}`, "storybook");

export default defineConfig({
  ...base,
  testDir: "tests/storybook",
  globalSetup: "./tests/storybook/globalSetup.ts",
  // A failing test restarts its worker, so a story that leaves the preview in a bad state is
  // followed by a fresh manager. No retries by hand, since a story that fails once fails for a
  // designer; npm test's lanes keep both cores busy, and there it tries a failure once more
  // (STORYBOOK_RETRIES), which Playwright then reports as flaky.
  fullyParallel: true,
  retries: Number(process.env.STORYBOOK_RETRIES ?? 0),
  workers: Number(process.env.STORYBOOK_WORKERS ?? 2),
  // The Docs pages of screens load their states one frame after another.
  timeout: 120_000,
  // The stories' dates and words are written for en-US in UTC, as the story tests run them.
  use: { ...base.use, locale: "en-US", timezoneId: "UTC", trace: "off" },
  projects: base.projects?.map((project) => ({
    ...project,
    use: { ...project.use, viewport: STORYBOOK_VIEWPORT },
  })),
});
