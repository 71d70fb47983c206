import { expect, test, type Page } from "@playwright/test";
import { FRAME_EVENTS, watchStorybookEvents, type StorybookEvent } from "./channel";
import { docsPageProblems, framesStillRendering, STORY_FRAMES, storyFrameEvents } from "./docsPage";
import { indexEntries } from "./entries";
import { storyProblems } from "./problems";

/** A States page loads its frames one after another, each up to 20 s (StatesGrid.tsx). */
const SETTLE_LIMIT_MS = 100_000;
const POLL_MS = 250;
/** How long a problem must last to count. */
const LASTING_MS = 5_000;
/** Polls in a row with nothing left rendering: a States page adds its next frame within 200 ms. */
const QUIET_POLLS = 3;

const ENDED = new Set(["finished", "aborted", "errored"]);

/** The inline renders that have not ended, by story id (a story frame's are relayed). */
function inlineRendersPending(events: StorybookEvent[]): string[] {
  const lastPhase = new Map<number, StorybookEvent>();
  for (const event of events) {
    if (event.renderId !== undefined && event.phase && !event.relayed) {
      lastPhase.set(event.renderId, event);
    }
  }
  return [...lastPhase.values()]
    .filter((event) => !ENDED.has(event.phase ?? ""))
    .map((event) => `${event.storyId} (${event.phase})`);
}

/**
 * Waits until the page has rendered, its inline stories have ended and its story frames have
 * finished playing, and stays so; says what it still waited for if it never did.
 */
async function settle(page: Page, docsId: string, events: StorybookEvent[]): Promise<string[]> {
  const limit = Date.now() + SETTLE_LIMIT_MS;
  let quiet = 0;
  let waitingFor: string[] = [];
  while (Date.now() < limit) {
    const rendered =
      events.some((event) => event.type === "docsRendered" && event.storyId === docsId) ||
      (await page.locator(".sb-errordisplay").isVisible());
    waitingFor = [
      ...(rendered ? [] : ["the page itself"]),
      ...inlineRendersPending(events),
      ...(await page.evaluate(framesStillRendering, STORY_FRAMES)).map(
        (id) => `the frame of ${id}`,
      ),
    ];
    quiet = waitingFor.length === 0 ? quiet + 1 : 0;
    if (quiet === QUIET_POLLS) return [];
    await page.waitForTimeout(POLL_MS);
  }
  return [
    `it had not settled after ${SETTLE_LIMIT_MS / 1000} s, waiting for ${waitingFor.join(", ")}`,
  ];
}

/**
 * The page's problems once they last: a story's lazily loaded part may still arrive after its
 * render has ended, on a busy machine later than on a designer's.
 */
async function pageProblems(page: Page): Promise<string[]> {
  const limit = Date.now() + LASTING_MS;
  let problems = await page.evaluate(docsPageProblems, STORY_FRAMES);
  while (problems.length && Date.now() < limit) {
    await page.waitForTimeout(POLL_MS * 4);
    problems = await page.evaluate(docsPageProblems, STORY_FRAMES);
  }
  return problems;
}

/** A story frame is a whole preview: its play function runs there, and may fail there. */
async function frameProblems(page: Page): Promise<string[]> {
  const frames = await page.evaluate(storyFrameEvents, [STORY_FRAMES, FRAME_EVENTS] as const);
  return frames.flatMap(({ storyId, events }) =>
    storyProblems(events as StorybookEvent[], []).map(
      (problem) => `the frame of ${storyId}: ${problem}`,
    ),
  );
}

const docsPages = indexEntries().filter((entry) => entry.type === "docs");

test.describe("each Docs page", () => {
  for (const docs of docsPages) {
    test(docs.id, async ({ page }) => {
      const events: StorybookEvent[] = [];
      await watchStorybookEvents(page, (event) => events.push(event));
      // Uncaught errors count; console errors do not: the error states log the failures they
      // show, and a frame's failed play is read from its own events.
      const pageErrors: string[] = [];
      page.on("pageerror", (error) =>
        pageErrors.push(`the page threw ${error.name}: ${error.message}`),
      );
      await page.goto(`/iframe.html?id=${encodeURIComponent(docs.id)}&viewMode=docs`);
      const problems = [
        ...(await settle(page, docs.id, events)),
        ...(await pageProblems(page)),
        ...(await frameProblems(page)),
        ...pageErrors,
      ];
      expect(problems).toEqual([]);
    });
  }
});
