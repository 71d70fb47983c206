import { test as base, type Browser, type BrowserContext } from "@playwright/test";
import { firstStoryOfEachFile } from "./entries";
import { pinnedViewports, type Size } from "./pinnedViewports";
import { STORYBOOK_VIEWPORT } from "./settings";
import { StoryViewer } from "./storyViewer";

/** The stories' dates and words are written for en-US in UTC, as the story tests run them. */
export function designerContext(browser: Browser, viewport: Size = STORYBOOK_VIEWPORT) {
  return browser.newContext({ viewport, locale: "en-US", timezoneId: "UTC" });
}

async function closing<T>(context: BrowserContext, use: (value: T) => Promise<void>, value: T) {
  await use(value);
  await context.close();
}

/**
 * The manager is loaded once per worker, as a designer keeps one tab open: loading it for each
 * of the ~1,000 stories would take most of the step. A failed story restarts its worker, so the
 * next story starts in a fresh manager whatever the failed one left behind.
 */
export const test = base.extend<
  object,
  { manager: StoryViewer; linkedStorySizes: Map<string, Size> }
>({
  manager: [
    async ({ browser }, use) => {
      const context = await designerContext(browser);
      await closing(context, use, await StoryViewer.open(await context.newPage(), "manager"));
    },
    { scope: "worker" },
  ],
  linkedStorySizes: [
    async ({ browser }, use) => {
      const context = await designerContext(browser);
      const ids = firstStoryOfEachFile().map((story) => story.id);
      await closing(context, use, await pinnedViewports(await context.newPage(), ids));
    },
    { scope: "worker" },
  ],
});
