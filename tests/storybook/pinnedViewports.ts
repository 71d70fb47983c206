import type { Page } from "@playwright/test";

export interface Size {
  width: number;
  height: number;
}

/**
 * The window size each story pins (`globals: { viewport: { value } }`, named in the preview's
 * `parameters.viewport.options`), read from the preview's story store. The manager sizes the
 * preview to it; a story's own iframe link does not, so it is opened in a window of that size.
 */
export async function pinnedViewports(page: Page, storyIds: string[]): Promise<Map<string, Size>> {
  await page.goto("/iframe.html");
  await page.waitForFunction(() => "__STORYBOOK_PREVIEW__" in window);
  const sizes = await page.evaluate(async (ids) => {
    type Store = {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: {
          viewport?: { options?: Record<string, { styles?: Record<string, string> }> };
        };
      }>;
    };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue?: Store } })
      .__STORYBOOK_PREVIEW__;
    while (!preview.storyStoreValue) await new Promise((resolve) => setTimeout(resolve, 50));
    const found: [string, { width: number; height: number }][] = [];
    for (const storyId of ids) {
      const story = await preview.storyStoreValue.loadStory({ storyId });
      const value = story.storyGlobals?.viewport?.value;
      const styles = value ? story.parameters?.viewport?.options?.[value]?.styles : undefined;
      const width = Number.parseInt(styles?.width ?? "", 10);
      const height = Number.parseInt(styles?.height ?? "", 10);
      if (width && height) found.push([storyId, { width, height }]);
    }
    return found;
  }, storyIds);
  return new Map(sizes);
}
