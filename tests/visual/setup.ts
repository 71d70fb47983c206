// Vitest setup file of the storybook project: after each story's play function passes, its
// screenshot is compared with the committed baseline (docs/testing.md § Visual regression).
import { afterEach, beforeEach, expect, inject, vi } from "vitest";
import { commands, page } from "vitest/browser";
import { MOCK_EPOCH } from "@/mocks/fixtures";
import { BEHAVIOUR_TAG } from "../../stories/support/chromatic";
import { MAX_SHOT_HEIGHT, shotsOf, type Shot } from "./shots";
import { watchFocus } from "./focusFixup";
import { contentBox, freezeMotion, pinOrigin, settle, type Box } from "./page";
import { outcomeOfError, type ShotRecord, type StoryRecord } from "./record";

declare module "vitest/browser" {
  interface BrowserCommands {
    visualKeepExpected: (name: string) => Promise<void>;
    visualRecord: (record: StoryRecord) => Promise<void>;
  }
}

/** What @storybook/addon-vitest puts on the test context: the story it just ran, composed. */
interface StoryTestContext {
  story?: { id: string; tags: string[] };
}

/** `npm run test:visual -- <story id>` shoots only the stories it names (globalSetup.ts). */
const onlyStories = new Set(inject("visualStories"));

// Every clock reads the mock server's epoch: the footer's year, countdowns and "today" never
// move. Timers still run, so debounces and toasts behave as in the app.
let focusWatch: ReturnType<typeof watchFocus> | undefined;
/** When the story began, for the report's account of where the run's time goes. */
let storyStarted = 0;

beforeEach(() => {
  vi.setSystemTime(MOCK_EPOCH);
  focusWatch = watchFocus(document);
  storyStarted = performance.now();
});

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  focusWatch?.stop();
  if (!story || (onlyStories.size > 0 && !onlyStories.has(story.id))) {
    vi.useRealTimers();
    return;
  }
  const record: StoryRecord = {
    storyId: story.id,
    file: context.task.file.filepath,
    playMs: performance.now() - storyStarted,
    playFailed: context.task.result?.state === "fail",
    shots: [],
  };
  // A failing play function already fails the test; its picture would only add noise.
  if (record.playFailed) {
    vi.useRealTimers();
    await commands.visualRecord(record);
    return;
  }
  const showRing = focusWatch?.settleFocus();
  const unfreeze = freezeMotion(document);
  const unpinOrigin = pinOrigin(document);
  const failures: unknown[] = [];
  try {
    for (const shot of shotsOf(story.id, { behaviour: story.tags.includes(BEHAVIOUR_TAG) })) {
      const { error, ...taken } = await takeShot(shot);
      record.shots.push(taken);
      if (taken.outcome === "matched") continue;
      failures.push(error);
      await commands.visualKeepExpected(shot.name);
    }
  } finally {
    showRing?.();
    unpinOrigin();
    unfreeze();
    vi.useRealTimers();
  }
  await commands.visualRecord(record);
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} shots differ`);
});

/** How many times the viewport follows a page that grows as it is made taller. */
const GROWTH_ROUNDS = 4;

/** Compares one shot with its baseline; a failure is returned with the error to throw. */
async function takeShot(shot: Shot): Promise<ShotRecord & { error?: unknown }> {
  const started = performance.now();
  let settled = started;
  try {
    const frame = await frameShot(shot);
    settled = performance.now();
    try {
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(shot.name);
    } finally {
      frame.remove();
    }
    return timed("matched");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...timed(outcomeOfError(message)), message: firstLines(message), error };
  }

  function timed(outcome: ShotRecord["outcome"]): ShotRecord {
    const ended = performance.now();
    return { name: shot.name, outcome, settleMs: settled - started, compareMs: ended - settled };
  }
}

/** What went wrong, without the matcher's name that heads every such message. */
const firstLines = (message: string) =>
  message
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("expect("))
    .slice(0, 3)
    .join("\n");

/**
 * Lays the story out at the shot's width (or the story's own), then makes the viewport as tall
 * as the content, so the whole of it is in one picture and no lazy image stays unloaded; returns
 * an invisible box over the area to capture.
 */
async function frameShot(shot: Shot): Promise<HTMLElement> {
  const width = shot.width ?? window.innerWidth;
  await resize(width, shot.height ?? window.innerHeight);
  // Lazy images below the fold load once the viewport reaches them, and the page may grow.
  for (let round = 0; round < GROWTH_ROUNDS; round += 1) {
    const height = Math.min(MAX_SHOT_HEIGHT, document.documentElement.scrollHeight);
    if (height <= window.innerHeight) break;
    await resize(width, height);
  }
  const box: Box =
    shot.crop === "page"
      ? { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight }
      : contentBox(document);
  return frameAround(box);
}

async function resize(width: number, height: number) {
  if (width !== window.innerWidth || height !== window.innerHeight) {
    await page.viewport(width, height);
  }
  await settle(document);
}

/** An invisible box over the area to capture: Playwright's element shot is a clip of the page. */
function frameAround(box: Box): HTMLElement {
  const frame = document.createElement("div");
  frame.setAttribute("aria-hidden", "true");
  Object.assign(frame.style, {
    position: "fixed",
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: "none",
  });
  document.body.append(frame);
  return frame;
}
