import { expect } from "@playwright/test";
import { firstStoryOfEachFile } from "./entries";
import { designerContext, test } from "./fixtures";
import { StoryViewer } from "./storyViewer";

/**
 * The first story of each story file by its own link, in a fresh browser and a window of the
 * story's pinned size: a component opened cold, before any other story has loaded its code.
 * Every story opened so would double the step (about 1 s each); the manager's run shows them all.
 */
test.describe("the first story of each file by its iframe link", () => {
  for (const story of firstStoryOfEachFile()) {
    test(story.id, async ({ browser, linkedStorySizes }) => {
      const context = await designerContext(browser, linkedStorySizes.get(story.id));
      const viewer = await StoryViewer.open(await context.newPage(), "iframe");
      const problems = await viewer.show(story.id);
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
