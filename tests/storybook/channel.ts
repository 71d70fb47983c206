import type { Page } from "@playwright/test";

/** One event of Storybook's channel (storybook/core-events), cut down to what a check reads. */
export interface StorybookEvent {
  type: string;
  storyId?: string;
  /** Which render of the story: a Docs page renders the same story more than once. */
  renderId?: number;
  /** STORY_RENDER_PHASE_CHANGED's new phase. */
  phase?: string;
  /** STORY_FINISHED's status: "error" when a report (axe's) failed or errors went unhandled. */
  status?: string;
  /** An error's name and message, or the reports that failed. */
  detail?: string;
  /**
   * Sent by another frame over postMessage: a story frame's events reach its Docs page too, and
   * in the manager every event comes from the preview.
   */
  relayed?: boolean;
}

/** The events whose names Storybook 10 exports from storybook/core-events. */
const WATCHED_EVENTS = [
  "storyRenderPhaseChanged",
  "storyFinished",
  "playFunctionThrewException",
  "unhandledErrorsWhilePlaying",
  "storyThrewException",
  "storyErrored",
  "storyMissing",
  "docsRendered",
];

const BINDING = "__storybookCheckEvent";

/** Where each frame keeps the events its own channel saw: a Docs page's story frames. */
export const FRAME_EVENTS = "__storybookCheckEvents";

/**
 * Runs in every frame before its scripts: when Storybook installs its channel (the manager's, a
 * preview's, or a Docs page's story frame's), listens to it and keeps each watched event in the
 * frame; the top window also hands them to the test. In the manager the preview's events arrive
 * over postMessage, so the top window hears them all.
 */
function recordChannelEvents({
  events,
  binding,
  record,
}: {
  events: string[];
  binding: string;
  record: string;
}) {
  const kept: object[] = [];
  (window as unknown as Record<string, object[]>)[record] = kept;
  type Failure = { name?: string; message?: string } | undefined;
  const describe = (error: Failure) =>
    error ? `${error.name ?? "Error"}: ${error.message ?? String(error)}` : "";
  const summarise = (type: string, args: unknown[]) => {
    const first = args[0] as Record<string, unknown> & Failure;
    switch (type) {
      case "storyRenderPhaseChanged":
        return { storyId: first.storyId, renderId: first.renderId, phase: first.newPhase };
      case "storyFinished": {
        type Report = {
          type: string;
          status: string;
          result?: { violations?: { id: string; nodes: unknown[] }[] };
        };
        const reports = (first.reporters ?? []) as Report[];
        const failed = reports.filter((report) => report.status === "failed");
        // axe's report names the rules broken, as the Accessibility panel lists them.
        const broken = (report: Report) =>
          (report.result?.violations ?? [])
            .map((violation) => `${violation.id} on ${violation.nodes.length}`)
            .join(", ");
        return {
          storyId: first.storyId,
          status: first.status,
          detail: failed
            .map(
              (report) => `${report.type} report failed${broken(report) && `: ${broken(report)}`}`,
            )
            .join("; "),
        };
      }
      case "storyMissing":
      case "docsRendered":
        return { storyId: String(args[0]) };
      case "storyErrored":
        return { detail: `${String(first.title)}: ${String(first.description)}` };
      case "unhandledErrorsWhilePlaying":
        return { detail: (args[0] as Failure[]).map(describe).join("\n") };
      default:
        return { detail: describe(first) };
    }
  };
  const report = (event: object) => {
    kept.push(event);
    if (window === window.top) {
      (window as unknown as Record<string, (event: object) => void>)[binding]?.(event);
    }
  };
  type Channel = { on: (type: string, listener: (...args: unknown[]) => void) => void };
  const watched = new WeakSet<Channel>();
  let current: Channel | undefined;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => current,
    set(channel: Channel | undefined) {
      current = channel;
      if (!channel || watched.has(channel)) return;
      watched.add(channel);
      for (const type of events) {
        // The channel calls each listener with the event as `this`: a relayed one has a source.
        channel.on(type, function (this: { source?: string } | undefined, ...args) {
          report({ type, ...summarise(type, args), relayed: Boolean(this?.source) });
        });
      }
    },
  });
}

/** Hands every watched channel event of each top document the page loads to `listener`. */
export async function watchStorybookEvents(
  page: Page,
  listener: (event: StorybookEvent) => void,
): Promise<void> {
  await page.exposeFunction(BINDING, listener);
  await page.addInitScript(recordChannelEvents, {
    events: WATCHED_EVENTS,
    binding: BINDING,
    record: FRAME_EVENTS,
  });
}
