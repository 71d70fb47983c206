import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";
import { MINIMAL_VIEWPORTS, type ViewportMap } from "storybook/viewport";
import { setApiTimeout } from "../src/api/client";
import { setPollIntervals, type PollIntervals } from "../src/api/polling";
import { startMockWorker } from "../src/mocks/browser";
import { removeStorage, STORAGE_KEYS } from "../src/lib/storage";
import { resetMockDb } from "../src/mocks/db";
import {
  loadStoryLocale,
  localeToolbar,
  withAppProviders,
  withRouter,
  withSession,
  sessionToolbar,
} from "./decorators";
import { DocsPage } from "./docs";
import { leaveLateAnswersUnanswered } from "./lateAnswers";
import { waitForModalLayers } from "./modalLayers";
import { PAGE_VIEWPORTS } from "../tests/visual/shots";
import { checkStoryMarks } from "../stories/support/storyMarks";
import "../src/styles.css";
// The app's Inter is `font-display: optional` (src/styles.css), which would keep a font that
// arrives late out of a story's picture; fontsource's own faces (swap), declared after it, win
// here, and the shots wait for them (tests/visual/page.ts).
import "@fontsource-variable/inter";

// Stories wait for what a shopper waits for: mock answers, lazily loaded parts, sections drawn
// as they near the screen. Testing Library gives up after 1 s, which a loaded 2-core CI machine
// has overrun; waiting longer costs a passing story nothing.
configure({ asyncUtilTimeout: 5000 });

const [phoneShot, desktopShot] = PAGE_VIEWPORTS;
const sizeOf = ({ width, height }: { width: number; height: number }) => ({
  width: `${width}px`,
  height: `${height}px`,
});

/**
 * Storybook's own sizes, which stories pin (`globals: { viewport: { value: "mobile1" } }`), and
 * the two that screens' baselines are taken at (tests/visual/shots.ts), to look at a story as the
 * visual tests and designs do.
 */
const viewports = {
  ...MINIMAL_VIEWPORTS,
  phone: {
    name: `Phone ${phoneShot.width} × ${phoneShot.height}`,
    styles: sizeOf(phoneShot),
    type: "mobile",
  },
  laptop: {
    name: `Desktop ${desktopShot.width} × ${desktopShot.height}`,
    styles: sizeOf(desktopShot),
    type: "desktop",
  },
} satisfies ViewportMap;

const preview: Preview = {
  // The default handlers answer every operation of the contract; stories override with scenarios.
  loaders: [mswLoader(startMockWorker), loadStoryLocale],
  // Each story starts from the seeded mock state, whatever the previous one changed, and at the
  // shopper's poll pace unless it sets `parameters.pollIntervals` to watch a poll happen sooner.
  beforeEach: async ({ id, tags, parameters }) => {
    checkStoryMarks({ id, tags, parameters });
    leaveLateAnswersUnanswered();
    // A toast raised once the last story had gone waits in react-toastify's queue for the next
    // container, which is this story's.
    (await import("react-toastify")).toast.dismiss();
    // Here, not at import: the React renderer sets its own wrapper first, in its beforeAll.
    waitForModalLayers();
    resetMockDb();
    // A newcomer's browser: what a previous story in this tab stored (a location, which starts
    // a guest session by itself; a recent search) is not this story's. Its own beforeEach and
    // the session toolbar write what it needs after this.
    for (const key of STORAGE_KEYS) removeStorage(key);
    const restorePolls = setPollIntervals(
      (parameters.pollIntervals ?? {}) as Partial<PollIntervals>,
    );
    // A mock's loading answer never comes (src/mocks/scenarios), so a loading story left open
    // would turn into the client's timeout error after 30 s: stories wait as long as it takes,
    // unless one about the timeout itself sets `parameters.apiTimeoutMs`.
    const { apiTimeoutMs } = parameters;
    const restoreTimeout = setApiTimeout(typeof apiTimeoutMs === "number" ? apiTimeoutMs : null);
    return () => {
      restoreTimeout();
      restorePolls();
    };
  },
  decorators: [withRouter, withAppProviders, withSession],
  globalTypes: { session: sessionToolbar, locale: localeToolbar },
  initialGlobals: { session: "none", locale: "en" },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // An accessibility violation fails the story test, not just the panel.
    a11y: { test: "error" },
    // Autodocs: the props table from TypeScript, then the words of the component's .text.ts.
    docs: { page: DocsPage },
    // Chromatic snapshots drawers, dialogs and skeletons as they look once their CSS animation
    // ends (stories/support/chromatic.ts has the rest of its settings).
    chromatic: { pauseAnimationAtEnd: true },
    // The sidebar, and the page Storybook opens on, start with the designers' front door; within
    // a group, components in alphabetical order (a file's stories keep the order it exports them).
    options: {
      storySort: {
        method: "alphabetical",
        order: [
          "Introduction",
          "Tokens",
          "Components",
          ["Actions", "Forms", "Feedback", "Overlays", "Commerce", "Layout"],
          "App",
          "Routes",
          "Platform",
        ],
      },
    },
    viewport: { options: viewports },
    // The store has one theme, on white: a dark backdrop behind a story would show a page that
    // never exists.
    backgrounds: { disable: true },
  },
  tags: ["autodocs"],
};

export default preview;
