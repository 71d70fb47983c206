/**
 * What each story's shots came to, sent from the page (setup.ts) to Node (config.ts), one JSON
 * line per story in `visual-diffs/shots.jsonl`, from which the report is written (report.ts).
 */

/**
 * - `matched`: as the baseline; `written`: the baseline was (re)written by an update run
 * - `differs`: expected, actual and diff are in the diff folder
 * - `new`: no baseline yet (written for review, or in the diff folder as `-reference` in CI)
 * - `unstable`: two shots in a row never agreed; `failed`: any other error while shooting
 */
export type ShotOutcome = "matched" | "written" | "differs" | "new" | "unstable" | "failed";

export interface ShotRecord {
  /** The baseline's path under the baselines folder, without `.png`. */
  name: string;
  outcome: ShotOutcome;
  /** The error's first lines, for the outcomes that fail. */
  message?: string;
  /** Resizing the page and waiting for it to settle. */
  settleMs: number;
  /** Playwright's capture and the comparison in Node. */
  compareMs: number;
}

export interface StoryRecord {
  storyId: string;
  /** The story file, as Vitest names it (absolute). */
  file: string;
  /** Rendering and the play function, up to the shots. */
  playMs: number;
  /** A story whose play fails is not shot. */
  playFailed: boolean;
  shots: ShotRecord[];
}

/** Picks the outcome out of the message `toMatchScreenshot` fails with (@vitest/browser). */
export function outcomeOfError(message: string): ShotOutcome {
  if (message.includes("No existing reference screenshot")) return "new";
  if (message.includes("Could not capture a stable screenshot")) return "unstable";
  if (message.includes("does not match the stored reference")) return "differs";
  return "failed";
}
