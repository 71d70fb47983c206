/**
 * On a Docs page, each story in a frame of its own rather than inline in the page: a screen keeps
 * its own MSW handlers and session, and an open dialog or drawer (a modal, which covers, locks
 * and hides everything around it) stays inside its frame instead of taking the Docs page over.
 * 720 px holds the tallest dialog at Storybook's preview width and a screen's first view; the
 * static Storybook check (tests/storybook) fails a frame whose dialog does not fit.
 */
export const DOCS_FRAME_HEIGHT = 720;

export const docsInFrames = { story: { inline: false, height: `${DOCS_FRAME_HEIGHT}px` } };

/**
 * The meta `parameters` of every story file whose component opens a dialog, drawer or sheet, or is
 * drawn fixed to the window (a toast, the chat launcher): inline, it would lie over the Docs page.
 */
export const overlayParameters = { docs: docsInFrames };
