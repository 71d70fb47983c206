import type { Page } from "@playwright/test";
import { FRAME_EVENTS, watchStorybookEvents, type StorybookEvent } from "./channel";
import { docsPageProblems, framesStillRendering, STORY_FRAMES, storyFrameEvents } from "./docsPage";
import { storyProblems } from "./problems";

/** A page and its first frame, on a machine busy with other tests. */
const SETTLE_LIMIT_MS = 60_000;
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
 * The story frames loaded and checked on each page: the first (the primary story's, at the top;
 * the same story's frame among the stories loads with it), which shows that the page draws its
 * framed stories. Each frame is a whole preview of its own, 2-5 s on this project's machine, and
 * a page frames up to some twenty (every screen's story, every dialog's), of which Chromium loads
 * the five or six nearest the window at once: loading them made the 155 pages take 17 minutes
 * rather than about 7, and waiting for all of them over half an hour. The others are answered with an empty
 * page; every one of those stories is opened in the Storybook UI by stories.spec.ts.
 */
const FRAMES_LOADED = 1;
/** Docs pages draw framed stories from this address (PREVIEW_URL, .storybook/docs/DocsPage.tsx). */
const FRAMED_STORY = /\/iframe\.html\?embed=true&/;

/** The address of the page's first story frame, in the page. */
function firstFrameAddress(selector: string): string | undefined {
  return document.querySelector<HTMLIFrameElement>(selector)?.src;
}

/**
 * Opens Docs pages one after another in one preview, as a designer moves from page to page in
 * the sidebar (the preview stays loaded; only the page changes), and says what is wrong with each.
 */
export class DocsViewer {
  private events: StorybookEvent[] = [];
  private pageErrors: string[] = [];
  private loaded = false;

  private constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<DocsViewer> {
    const viewer = new DocsViewer(page);
    await watchStorybookEvents(page, (event) => viewer.events.push(event));
    // Uncaught errors count; console errors do not: the error states log the failures they
    // show, and a frame's failed play is read from its own events.
    page.on("pageerror", (error) =>
      viewer.pageErrors.push(`the page threw ${error.name}: ${error.message}`),
    );
    await page.route(FRAMED_STORY, async (route) => {
      const first = await page.evaluate(firstFrameAddress, STORY_FRAMES);
      return route.request().url() === first
        ? route.continue()
        : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>-</title>" });
    });
    return viewer;
  }

  /** Shows the Docs page, waits until it has settled and lists what is wrong with it. */
  async show(docsId: string): Promise<string[]> {
    this.events = [];
    this.pageErrors = [];
    if (this.loaded) {
      await this.page.evaluate((id) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (type: string, payload: object) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit("setCurrentStory", { storyId: id, viewMode: "docs" });
      }, docsId);
    } else {
      await this.page.goto(`/iframe.html?id=${encodeURIComponent(docsId)}&viewMode=docs`);
      this.loaded = true;
    }
    return [
      ...(await this.settle(docsId)),
      ...(await this.lastingProblems()),
      ...(await this.frameProblems()),
      ...this.pageErrors,
    ];
  }

  /**
   * Waits until the page has rendered, its inline stories have ended and its first story frame
   * has finished rendering, and stays so; says what it still waited for if it never did.
   */
  private async settle(docsId: string): Promise<string[]> {
    const limit = Date.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    let waitingFor: string[] = [];
    while (Date.now() < limit) {
      const rendered =
        this.events.some((event) => event.type === "docsRendered" && event.storyId === docsId) ||
        (await this.page.locator(".sb-errordisplay").isVisible());
      waitingFor = [
        ...(rendered ? [] : ["the page itself"]),
        ...inlineRendersPending(this.events),
        ...(await this.framesStillRendering()),
      ];
      quiet = waitingFor.length === 0 ? quiet + 1 : 0;
      if (quiet === QUIET_POLLS) return [];
      await this.page.waitForTimeout(POLL_MS);
    }
    return [
      `it had not settled after ${SETTLE_LIMIT_MS / 1000} s, waiting for ${waitingFor.join(", ")}`,
    ];
  }

  /**
   * The first frame, if it has not rendered yet. Once in a whole run a worker's first page was
   * seen to load again (cause not found) while polled; that poll counts as still loading.
   */
  private async framesStillRendering(): Promise<string[]> {
    try {
      const pending = await this.page.evaluate(framesStillRendering, [
        STORY_FRAMES,
        FRAMES_LOADED,
      ] as const);
      return pending.map((id) => `the frame of ${id}`);
    } catch (error) {
      if (String(error).includes("Execution context was destroyed")) return ["the page, loading"];
      throw error;
    }
  }

  /**
   * The page's problems once they last: a story's lazily loaded part may still arrive after its
   * render has ended, on a busy machine later than on a designer's.
   */
  private async lastingProblems(): Promise<string[]> {
    const limit = Date.now() + LASTING_MS;
    let problems = await this.page.evaluate(docsPageProblems, STORY_FRAMES);
    while (problems.length && Date.now() < limit) {
      await this.page.waitForTimeout(POLL_MS * 4);
      problems = await this.page.evaluate(docsPageProblems, STORY_FRAMES);
    }
    return problems;
  }

  /** A story frame is a whole preview: it may fail to render there. */
  private async frameProblems(): Promise<string[]> {
    const frames = await this.page.evaluate(storyFrameEvents, [
      STORY_FRAMES,
      FRAME_EVENTS,
    ] as const);
    return frames.flatMap(({ storyId, events }) =>
      storyProblems(events as StorybookEvent[], []).map(
        (problem) => `the frame of ${storyId}: ${problem}`,
      ),
    );
  }
}
