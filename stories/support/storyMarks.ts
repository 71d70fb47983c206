import { BEHAVIOUR_TAG } from "./chromatic";

/** What the checks read of a story about to render (Storybook's story context). */
interface MarkedStory {
  id: string;
  tags: readonly string[];
  parameters: {
    chromatic?: { disableSnapshot?: boolean };
    locale?: string;
    docs?: { story?: { inline?: boolean } };
  };
}

/**
 * Fails a story whose marks disagree, before it renders, wherever it runs (the story tests
 * included), so that a mistake shows up as a failing story rather than in a designer's Storybook:
 *
 * - A behaviour-only story has both the `behaviour` tag (the sidebar's filter, the States pages,
 *   the story tests, which leave it to the Storybook UI check) and `chromatic: behaviourOnly`
 *   (Chromatic reads parameters only), or neither.
 * - A story pinned to a language (`parameters.locale`) sets `<html lang dir>` for the whole
 *   document it is drawn in, so on a Docs page it is drawn in a frame of its own
 *   (stories/support/docsFrames.ts), or the page around it would switch language and direction.
 */
export function checkStoryMarks({ id, tags, parameters }: MarkedStory) {
  const tagged = tags.includes(BEHAVIOUR_TAG);
  const unsnapshotted = parameters.chromatic?.disableSnapshot === true;
  if (tagged !== unsnapshotted) {
    throw new Error(
      `${id}: a behaviour-only story has both tags: ["${BEHAVIOUR_TAG}"] and ` +
        "parameters.chromatic: behaviourOnly (stories/support/chromatic.ts), or neither",
    );
  }
  if (parameters.locale && parameters.docs?.story?.inline !== false) {
    throw new Error(
      `${id}: a story pinned to a language needs parameters.docs: docsInFrames ` +
        "(stories/support/docsFrames.ts), or it switches its whole Docs page's language",
    );
  }
}
