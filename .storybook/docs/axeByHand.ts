/**
 * The globals that leave axe to the Accessibility panel's button instead of running it after each
 * render. Frames on Docs and States pages have no such panel to show its findings; the story tests
 * run axe on every story they play, and the Storybook UI check on every story it plays in the
 * manager (`a11y: { test: "error" }`).
 */
export const AXE_BY_HAND = "globals=a11y.manual:!true";
