import { expect } from "@playwright/test";
import { firstStoryOfEachFile } from "./entries";
import { test } from "./fixtures";
import { STORYBOOK_VIEWPORT } from "./settings";

/**
 * The first story of each story file by its own link, in a window of the story's pinned size: a
 * component opened as a page of its own, its code and lazily loaded parts started afresh. Every
 * story opened so would double the step; the manager's run shows them all.
 */
test.describe("the first story of each file by its iframe link", () => {
  for (const story of firstStoryOfEachFile()) {
    test(story.id, async ({ linkViewer, linkedStorySizes }) => {
      await linkViewer.resize(linkedStorySizes.get(story.id) ?? STORYBOOK_VIEWPORT);
      expect(await linkViewer.show(story.id)).toEqual([]);
    });
  }
});
