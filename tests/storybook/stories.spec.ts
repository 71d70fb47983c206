import { expect } from "@playwright/test";
import { storyEntries } from "./entries";
import { test } from "./fixtures";

/**
 * `STORYBOOK_STORY_TAG=behaviour` plays only the stories with that tag: npm test's share, since the
 * story tests play every other story (vitest.config.ts); unset, every story.
 */
const onlyTag = process.env.STORYBOOK_STORY_TAG;

test.describe("each story in the Storybook UI", () => {
  for (const story of storyEntries()) {
    if (onlyTag && !story.tags?.includes(onlyTag)) continue;
    test(story.id, async ({ manager }) => {
      expect(await manager.show(story.id)).toEqual([]);
    });
  }
});
