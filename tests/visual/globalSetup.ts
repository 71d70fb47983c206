// Before the story tests: clears the last run's diffs and checks that this Chromium is the one
// the baselines were made with; an update run records it instead. After them, failed or not,
// writes the visual report (report.ts).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumInstalled, chromiumPath } from "../chromium";
import { CHROMIUM_RECORD, DIFF_DIR, SHOT_LOG } from "./config";
import { writeReport } from "./report";

/**
 * The story ids `npm run test:visual -- <story id>` names (scripts/visual.ts), comma-separated:
 * only these stories are shot, so `--update` rewrites no other baseline even when another file
 * has a story of the same name. Empty: every story.
 */
export const STORY_FILTER_ENV = "VISUAL_STORIES";

declare module "vitest" {
  interface ProvidedContext {
    visualStories: string[];
  }
}

interface ChromiumRecord {
  chromium: string;
}

/** "Chromium 156.0.8078.79 built on Debian …" → "156.0.8078.79". */
function chromiumVersion(): string {
  if (!chromiumInstalled()) {
    throw new Error(
      `No Chromium at ${chromiumPath()}: run \`npm run setup:browser\` or set CHROME_PATH.`,
    );
  }
  const output = execFileSync(chromiumPath(), ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const version = /\d+(\.\d+)+/.exec(output)?.[0];
  if (!version) throw new Error(`Cannot read Chromium's version from "${output.trim()}"`);
  return version;
}

const major = (version: string) => version.split(".")[0];

export default function setup(project: TestProject) {
  const { root } = project.config;
  rmSync(join(root, DIFF_DIR), { recursive: true, force: true });
  rmSync(SHOT_LOG, { force: true });
  project.provide(
    "visualStories",
    (process.env[STORY_FILTER_ENV] ?? "").split(",").filter(Boolean),
  );
  checkChromium(project);
  return () => {
    const { path, summary } = writeReport(root);
    rmSync(SHOT_LOG, { force: true });
    console.log(`\nVisual report: ${path} (${summary})`);
  };
}

function checkChromium(project: TestProject) {
  const { root } = project.config;
  const current = chromiumVersion();
  const recordPath = join(root, CHROMIUM_RECORD);
  if (project.config.snapshotOptions.updateSnapshot === "all") {
    const record: ChromiumRecord = { chromium: current };
    mkdirSync(dirname(recordPath), { recursive: true });
    writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`);
    return;
  }
  // No record yet means no baselines yet: this run writes them.
  if (!existsSync(recordPath)) return;
  const recorded = (JSON.parse(readFileSync(recordPath, "utf8")) as ChromiumRecord).chromium;
  if (major(recorded) === major(current)) return;
  throw new Error(
    `The visual baselines were made with Chromium ${recorded}; this is Chromium ${current}.\n` +
      `Text and antialiasing differ between major versions, so every screenshot would differ.\n` +
      `Remake them with \`npm run test:visual -- --update\`, look through the changed PNGs ` +
      `(git diff --stat ${CHROMIUM_RECORD.replace("/chromium.json", "")}) and commit them.`,
  );
}
