// Vitest setup file of the storybook project: after each story's play function passes, its
// screenshot is compared with the committed baseline (docs/testing.md § Visual regression).
import { afterEach, beforeEach, expect, vi } from "vitest";
import { commands, page } from "vitest/browser";
import { MOCK_EPOCH } from "@/mocks/fixtures";
import { MAX_SHOT_HEIGHT, shotsOf, type Shot } from "./shots";
import { watchFocus } from "./focusFixup";
import { contentBox, freezeMotion, pinOrigin, settle, type Box } from "./page";

declare module "vitest/browser" {
  interface BrowserCommands {
    visualKeepExpected: (name: string) => Promise<void>;
  }
}

/** What @storybook/addon-vitest puts on the test context: the story it just ran. */
interface StoryTestContext {
  story?: { id: string };
}

// Every clock reads the mock server's epoch: the footer's year, countdowns and "today" never
// move. Timers still run, so debounces and toasts behave as in the app.
let focusWatch: ReturnType<typeof watchFocus> | undefined;

beforeEach(() => {
  vi.setSystemTime(MOCK_EPOCH);
  focusWatch = watchFocus(document);
});

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  focusWatch?.stop();
  // A failing play function already fails the test; its picture would only add noise.
  if (!story || context.task.result?.state === "fail") {
    vi.useRealTimers();
    return;
  }
  const showRing = focusWatch?.settleFocus();
  const unfreeze = freezeMotion(document);
  const unpinOrigin = pinOrigin(document);
  const failures: unknown[] = [];
  try {
    for (const shot of shotsOf(story.id)) {
      try {
        await takeShot(shot);
      } catch (error) {
        failures.push(error);
        await commands.visualKeepExpected(shot.name);
      }
    }
  } finally {
    showRing?.();
    unpinOrigin();
    unfreeze();
    vi.useRealTimers();
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} shots differ`);
});

/** How many times the viewport follows a page that grows as it is made taller. */
const GROWTH_ROUNDS = 4;

/**
 * Lays the story out at the shot's width (or the story's own), then makes the viewport as tall
 * as the content, so the whole of it is in one picture and no lazy image stays unloaded.
 */
async function takeShot(shot: Shot) {
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
  const frame = frameAround(box);
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(shot.name);
  } finally {
    frame.remove();
  }
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
