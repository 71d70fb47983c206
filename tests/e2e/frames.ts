import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * What a shopper sees frame by frame after a page loads, for the reload journeys of issue 26: a
 * page drawn by the server must be the app's first frame, so nothing blanks, changes its header's
 * words or moves when the app starts.
 */

/** One change seen between two animation frames. */
export interface FrameChange {
  /** ms since the document started loading. */
  at: number;
  /** The main area: absent (not parsed yet), blank (no text at all) or showing something. */
  main: "absent" | "blank" | "shown";
  /** The page header's words, spaces collapsed; null before it is parsed. */
  header: string | null;
}

export interface FrameRecord {
  changes: FrameChange[];
  /** The sum of layout shifts not caused by input (Chrome's CLS, without its windows). */
  layoutShift: number;
  /** What moved, for the failure message. */
  shifted: string[];
  /** When the app's first render replaced the drawn page (ms), or null while it has not. */
  appStartedAt: number | null;
  /** Frames whose main area said one of the words being watched for (watchMainFor). */
  watched: string[];
  /**
   * For a page the server drew: whether the app took over its elements (hydrated) rather than
   * replacing them, checked on the main area once the app started; null for the frame alone.
   */
  drawnMainKept: boolean | null;
  /** Errors the page reported (React reports a drawn page it could not take over as one). */
  errors: string[];
}

interface RecorderWindow {
  frameRecord?: FrameRecord;
  watchMainFor?: string[];
}

/**
 * Installed before any of the page's scripts (and again by startRecordingFrames): samples every
 * animation frame, and a PerformanceObserver adds up layout shifts. Self-contained, since it
 * runs in the page.
 */
function recordFrames() {
  const recorder = window as Window & RecorderWindow;
  const record: FrameRecord = {
    changes: [],
    layoutShift: 0,
    shifted: [],
    appStartedAt: null,
    watched: [],
    drawnMainKept: null,
    errors: [],
  };
  recorder.frameRecord = record;
  window.addEventListener("error", (event) => record.errors.push(String(event.message)));
  let drawnMain: Element | null = null;
  try {
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.layoutShift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const text = node instanceof HTMLElement ? node.outerHTML.slice(0, 120) : String(node);
          record.shifted.push(`${entry.value.toFixed(4)} ${text}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  } catch {
    record.shifted.push("this browser reports no layout shifts");
    record.layoutShift = Number.NaN;
  }
  const sample = () => {
    const main = document.querySelector("main");
    const header = document.querySelector("header");
    const mainText = main ? main.innerText.trim() : "";
    const change: FrameChange = {
      at: Math.round(performance.now()),
      main: !main ? "absent" : mainText === "" ? "blank" : "shown",
      header: header ? header.innerText.replace(/\s+/g, " ").trim() : null,
    };
    const last = record.changes.at(-1);
    if (!last || last.main !== change.main || last.header !== change.header) {
      record.changes.push(change);
    }
    for (const words of recorder.watchMainFor ?? []) {
      if (mainText.includes(words) && !record.watched.includes(words)) record.watched.push(words);
    }
    // The drawn page sits in #root's inert frame until the app's first render takes it over.
    if (!drawnMain && document.getElementById("page-queries")) {
      drawnMain = document.querySelector("#root > [inert] main");
    }
    if (record.appStartedAt === null && main && !document.querySelector("#root > [inert]")) {
      record.appStartedAt = change.at;
      if (drawnMain) record.drawnMainKept = drawnMain === main && main.isConnected;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Records the frames of every page the context loads from now on. */
export async function recordFramesOfEveryLoad(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordFrames);
}

/** Records from now on in the page as it is (no load), watching its main area for `words`. */
export async function startRecordingFrames(page: Page, words: string[] = []): Promise<void> {
  await page.evaluate(recordFrames);
  await page.evaluate((watched) => {
    (window as Window & RecorderWindow).watchMainFor = watched;
  }, words);
}

export async function readFrames(page: Page): Promise<FrameRecord> {
  const record = await page.evaluate(() => (window as Window & RecorderWindow).frameRecord);
  if (!record) throw new Error("No frames were recorded on this page");
  return record;
}

/** How long the app is given after its first render to load what it asks for and settle. */
const SETTLE_MS = 1_200;

/**
 * Loads `path` as a reload does, waits for the app to start and settle, and fails on a frame with
 * a blank main area, a header whose words changed, any layout shift, an error, or (for a page the
 * server draws) the app replacing the drawn page instead of taking over its elements.
 */
export async function expectSteadyLoad(
  page: Page,
  path: string,
  /** False for a page the app draws itself: the frame alone, or a drawn page it does not take over. */
  { takenOver = true }: { takenOver?: boolean } = {},
): Promise<FrameRecord> {
  await page.goto(path);
  await expect
    .poll(async () => (await readFrames(page)).appStartedAt, {
      message: `the app starts on ${path}`,
      timeout: 15_000,
    })
    .not.toBeNull();
  await page.waitForTimeout(SETTLE_MS);
  const record = await readFrames(page);
  const seen = (record.changes as FrameChange[]).filter((change) => change.main !== "absent");
  const timeline = JSON.stringify(record.changes, null, 1);
  expect(
    seen.filter((change) => change.main === "blank"),
    `${path}: main area blank in a frame after load (frames: ${timeline})`,
  ).toEqual([]);
  expect(record.errors, `${path}: errors while the app started`).toEqual([]);
  if (takenOver) {
    expect(
      record.drawnMainKept,
      `${path}: the app replaced the drawn page instead of taking it over`,
    ).toBe(true);
  }
  const headers = [...new Set(seen.map((change) => change.header))];
  expect(headers, `${path}: the header's words changed (frames: ${timeline})`).toHaveLength(1);
  expect(
    record.layoutShift,
    `${path}: layout shifted after load: ${record.shifted.join("; ")}`,
  ).toBe(0);
  return record;
}
