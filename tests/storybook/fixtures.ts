import { test as base, type Browser, type BrowserContext } from "@playwright/test";
import { DocsViewer } from "./docsViewer";
import { firstStoryOfEachFile } from "./entries";
import { pinnedViewports, type Size } from "./pinnedViewports";
import { STORYBOOK_VIEWPORT } from "./settings";
import { StoryViewer } from "./storyViewer";

/** The stories' dates and words are written for en-US in UTC, as the story tests run them. */
function designerContext(browser: Browser) {
  return browser.newContext({ viewport: STORYBOOK_VIEWPORT, locale: "en-US", timezoneId: "UTC" });
}

async function closing<T>(context: BrowserContext, use: (value: T) => Promise<void>, value: T) {
  await use(value);
  await context.close();
}

/**
 * The manager, the preview that shows Docs pages and the tab that opens story links are each
 * loaded once per worker, as a designer
 * keeps one tab open: loading them for each of the ~1,000 stories and ~150 pages would take most
 * of the step. A failed test restarts its worker, so the next one starts afresh whatever the
 * failed one left behind.
 */
export const test = base.extend<
  object,
  {
    manager: StoryViewer;
    linkViewer: StoryViewer;
    docsViewer: DocsViewer;
    linkedStorySizes: Map<string, Size>;
  }
>({
  manager: [
    async ({ browser }, use) => {
      const context = await designerContext(browser);
      await closing(context, use, await StoryViewer.open(await context.newPage(), "manager"));
    },
    { scope: "worker" },
  ],
  linkViewer: [
    async ({ browser }, use) => {
      const context = await designerContext(browser);
      await closing(context, use, await StoryViewer.open(await context.newPage(), "iframe"));
    },
    { scope: "worker" },
  ],
  docsViewer: [
    async ({ browser }, use) => {
      const context = await designerContext(browser);
      await closing(context, use, await DocsViewer.open(await context.newPage()));
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
