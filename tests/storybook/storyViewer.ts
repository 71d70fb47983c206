import type { Page } from "@playwright/test";
import { AXE_BY_HAND } from "../../.storybook/docs/axeByHand";
import { watchStorybookEvents, type StorybookEvent } from "./channel";
import { storyProblems } from "./problems";

/**
 * The manager in full-screen mode, as its `F` shortcut leaves it: the sidebar and the addon panel
 * hidden, the preview the window's whole width. The plays run as in any manager (instrumented,
 * stepping through the channel); redrawing the sidebar's thousand entries and the panels for each
 * story took about a third of the step's processor time.
 */
const FULL_SCREEN = "nav=false&panel=false";

/** How long a story may take to finish: a poll-watching story sits through real seconds. */
const STORY_LIMIT_MS = 30_000;

/**
 * Shows stories one after another as a designer does, and says what went wrong with each: in the
 * manager's UI (one manager, the story switched from within, as a click in the sidebar does), or
 * by each story's own iframe link.
 */
export class StoryViewer {
  private events: StorybookEvent[] = [];
  private pageErrors: string[] = [];
  private onEvent = () => {};
  private managerLoaded = false;

  private constructor(
    private readonly page: Page,
    private readonly where: "manager" | "iframe",
  ) {}

  static async open(page: Page, where: "manager" | "iframe"): Promise<StoryViewer> {
    const viewer = new StoryViewer(page, where);
    await watchStorybookEvents(page, (event) => {
      viewer.events.push(event);
      viewer.onEvent();
    });
    page.on("pageerror", (error) => viewer.pageErrors.push(`${error.name}: ${error.message}`));
    return viewer;
  }

  /** Sizes the window, as the manager sizes the preview to a story's pinned viewport. */
  async resize(size: { width: number; height: number }): Promise<void> {
    await this.page.setViewportSize(size);
  }

  /** Shows the story, waits until it has finished (or STORY_LIMIT_MS) and lists its problems. */
  async show(storyId: string): Promise<string[]> {
    this.events = [];
    this.pageErrors = [];
    const finished = this.finishOf(storyId);
    // In the manager axe runs after each story, as the Accessibility panel shows it to a
    // designer, and fails it (`a11y: { test: "error" }`): the behaviour stories are checked only
    // here (the story tests leave them out). A link's first story of each file is not.
    if (this.where === "iframe") {
      await this.page.goto(
        `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&${AXE_BY_HAND}`,
      );
    } else if (!this.managerLoaded) {
      await this.page.goto(`/?path=/story/${encodeURIComponent(storyId)}&${FULL_SCREEN}`);
      this.managerLoaded = true;
    } else {
      await this.selectFromPreview(storyId);
    }
    const done = await finished;
    const problems = storyProblems(this.events, this.pageErrors);
    if (!done) {
      const phases = this.events.filter((event) => event.phase).map((event) => event.phase);
      problems.push(
        `it had not finished after ${STORY_LIMIT_MS / 1000} s (last phase: ${phases.at(-1) ?? "none"})`,
      );
    }
    return problems;
  }

  /**
   * Resolves true once the story's render has ended, false at STORY_LIMIT_MS. Its end is
   * STORY_FINISHED, which carries the reports (axe's), and comes just after the phase "finished".
   */
  private finishOf(storyId: string): Promise<boolean> {
    const ended = () =>
      this.events.some(
        (event) =>
          event.storyId === storyId &&
          (event.type === "storyMissing" ||
            event.type === "storyFinished" ||
            event.phase === "aborted"),
      );
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), STORY_LIMIT_MS);
      this.onEvent = () => {
        if (!ended()) return;
        clearTimeout(timer);
        this.onEvent = () => {};
        resolve(true);
      };
    });
  }

  /**
   * What a story's `linkTo` does: the preview asks the manager for a story, and the manager
   * selects it as a sidebar click would (its URL, its panels, then the preview renders it).
   */
  private async selectFromPreview(storyId: string): Promise<void> {
    await this.page
      .frameLocator("#storybook-preview-iframe")
      .locator("body")
      .evaluate((_, id) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (type: string, payload: object) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit("selectStory", { storyId: id });
      }, storyId);
  }
}
