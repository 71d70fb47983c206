import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { docsInFrames } from "./docsFrames";

/*
 * How Chromatic (`npm run chromatic`) snapshots the stories: https://www.chromatic.com/docs/params.
 * Only Chromatic reads these parameters; the story tests ignore them.
 */

type ViewportName = keyof typeof MINIMAL_VIEWPORTS;

/** Screens are designed for a phone and a desktop: each page story is snapshotted at both. */
export const PAGE_MODES = {
  phone: { viewport: 390 },
  desktop: { viewport: 1280 },
} as const;

/**
 * The meta `parameters` of every screen's and app shell's story file: snapshots at both widths,
 * and on its Docs page each story in a frame of its own, so that each keeps its own MSW handlers.
 */
export const pageParameters = {
  chromatic: { modes: PAGE_MODES },
  docs: docsInFrames,
};

/**
 * A story pinned to one of Storybook's viewports (`globals: { viewport }`) is snapshotted at that
 * viewport's width only: Chromatic takes its width from modes, not from the viewport global.
 */
export function snapshotAt(viewport: ViewportName) {
  const width = Number.parseInt(MINIMAL_VIEWPORTS[viewport].styles.width, 10);
  return {
    modes: {
      phone: { disable: true },
      desktop: { disable: true },
      [viewport]: { viewport: width },
    },
  };
}

/**
 * A story that exists for its interaction test and ends looking like another: no Chromatic
 * snapshot. Such a story also carries the `behaviour` tag (BEHAVIOUR_TAG), which the sidebar's tag
 * filter hides, the States pages and the story tests leave out, and npm test plays with axe in the
 * Storybook UI (tests/storybook); Chromatic reads parameters only, so the two go together
 * (stories/support/storyMarks.ts checks it).
 */
export const behaviourOnly = { disableSnapshot: true };

export const BEHAVIOUR_TAG = "behaviour";

/** A carousel slides for about 500 ms (docs/product.md § Constants and limits) after a click: the snapshot waits it out. */
export const afterSlides = { delay: 800 };
