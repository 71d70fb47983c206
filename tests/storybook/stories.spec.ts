import { expect } from "@playwright/test";
import { storyEntries } from "./entries";
import { test } from "./fixtures";

test.describe("each story in the Storybook UI", () => {
  for (const story of storyEntries()) {
    test(story.id, async ({ manager }) => {
      expect(await manager.show(story.id)).toEqual([]);
    });
  }
});
