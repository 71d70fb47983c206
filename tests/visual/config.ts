import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { BrowserCommand } from "vitest/node";

/** Committed reference screenshots, one folder per story file, one PNG per story and viewport. */
export const BASELINE_DIR = "tests/visual/baselines";
/** Expected, actual and diff images of the shots that failed in the last run (git-ignored). */
export const DIFF_DIR = "test-results/visual";
/** The Chromium the baselines were made with: another major version renders text differently. */
export const CHROMIUM_RECORD = `${BASELINE_DIR}/chromium.json`;

/** `browser.expect.toMatchScreenshot`: where baselines and diffs go, and the tolerance. */
export const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: "pixelmatch" as const,
    // Antialiased edges (pixelmatch's own detection) may move; any other pixel that changes by
    // more than the colour threshold fails the shot.
    comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 0 },
    resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      `${root}/${BASELINE_DIR}/${arg}${ext}`,
    resolveDiffPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      `${root}/${DIFF_DIR}/${arg}${ext}`,
  },
};

/**
 * Vitest writes the actual and diff images of a failed shot; the baseline beside them makes the
 * folder readable on its own. A shot without a baseline has nothing to copy.
 */
const visualKeepExpected: BrowserCommand<[name: string]> = async (context, name) => {
  const { root } = context.project.config;
  const expected = join(root, DIFF_DIR, `${name}-expected.png`);
  await mkdir(dirname(expected), { recursive: true });
  await copyFile(join(root, BASELINE_DIR, `${name}.png`), expected).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  });
};

export const visualCommands = { visualKeepExpected };
