import { existsSync } from "node:fs";
import { appendFile, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { BrowserCommand } from "vitest/node";
import type { StoryRecord } from "./record";
import { sizeDiff } from "./sizeDiff";

/** Committed reference screenshots, one folder per story file, one PNG per story and viewport. */
export const BASELINE_DIR = "tests/visual/baselines";
/** Expected, actual and diff images of the shots that failed in the last run (git-ignored; not
 * under test-results/, which Playwright empties when the smoke tests start). */
export const DIFF_DIR = "visual-diffs";
/** The Chromium the baselines were made with: another major version renders text differently. */
export const CHROMIUM_RECORD = `${BASELINE_DIR}/chromium.json`;
/**
 * Every story's shots of this run, one JSON line each (record.ts), read by the report. Outside the
 * diff folder, which another story run started meanwhile would empty, and named by the process
 * that runs the commands and the global set-up alike.
 */
export const SHOT_LOG = join(tmpdir(), `visual-shots-${process.pid}.jsonl`);
/** The HTML report of the run (report.ts). */
export const REPORT_PATH = `${DIFF_DIR}/index.html`;

/** `browser.expect.toMatchScreenshot`: where baselines and diffs go, and the tolerance. */
export const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: "pixelmatch" as const,
    // Antialiasing is all that may move between two runs of the same Chromium: pixelmatch skips
    // the edge pixels it recognises as antialiased and colour moves under 0.05 of its scale (the
    // ±1 jitter of a scaled image); a few isolated edge pixels of rescaled images and rounded
    // outlines escape its detection. Its default threshold, 0.1, let the primary button turn
    // from brand-700 to brand-800 unnoticed; at 0.05 that change fails every pixel of it.
    comparatorOptions: { threshold: 0.05, includeAA: false, allowedMismatchedPixels: 8 },
    // Two shots in a row must agree before the comparison. A tall story (the checkout's big cart)
    // beside the journeys in CI took longer than Vitest's 5 s to shoot twice (cc4): a still page
    // passes at once either way, and one that keeps moving still fails, later.
    timeout: 15_000,
    resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      `${root}/${BASELINE_DIR}/${arg}${ext}`,
    resolveDiffPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      `${root}/${DIFF_DIR}/${arg}${ext}`,
  },
};

/**
 * Vitest writes the actual and diff images of a failed shot; the baseline beside them makes the
 * folder readable on its own. When the sizes differ Vitest draws no diff, so one is drawn here.
 * A shot without a baseline has nothing to copy.
 */
const visualKeepExpected: BrowserCommand<[name: string]> = async (context, name) => {
  const { root } = context.project.config;
  const inResults = (suffix: string) => join(root, DIFF_DIR, `${name}-${suffix}.png`);
  const baseline = await readFile(join(root, BASELINE_DIR, `${name}.png`)).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    },
  );
  if (!baseline) return;
  await mkdir(dirname(inResults("expected")), { recursive: true });
  await writeFile(inResults("expected"), baseline);
  const actual = await readFile(inResults("actual")).catch(() => null);
  if (actual && !existsSync(inResults("diff"))) {
    await writeFile(inResults("diff"), sizeDiff(baseline, actual));
  }
};

/**
 * Notes a story's shots for the report. A shot that passed in an update run may have rewritten
 * its baseline, which only the file's time tells (this process started with the run).
 */
const visualRecord: BrowserCommand<[record: StoryRecord]> = async (context, record) => {
  const { root, snapshotOptions } = context.project.config;
  const updating = snapshotOptions.updateSnapshot === "all";
  const shots = await Promise.all(
    record.shots.map(async (shot) => {
      const message = shot.message && stripVTControlCharacters(shot.message);
      if (shot.outcome !== "matched" || !updating) return { ...shot, message };
      const written = await stat(join(root, BASELINE_DIR, `${shot.name}.png`)).then(
        ({ mtimeMs }) => mtimeMs >= performance.timeOrigin,
        () => false,
      );
      return written ? { ...shot, outcome: "written" as const } : shot;
    }),
  );
  await appendFile(SHOT_LOG, `${JSON.stringify({ ...record, shots })}\n`);
};

export const visualCommands = { visualKeepExpected, visualRecord };
