// `npm run test:visual [-- <story file or story id>… [--update] [vitest options]]`: the story tests
// with their screenshots, then the report's path (docs/testing.md § Visual regression).
//   <story id>   e.g. components-overlays-cartdrawer--open: only that story runs, and with
//                --update only its baselines are rewritten
//   --blank      lists the committed baselines that are blank or nearly, runs nothing
//   --orphans    lists the baselines that no story shoots any more, runs nothing
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BEHAVIOUR_TAG } from "../stories/support/chromatic";
import { blankness, describeBlankness } from "../tests/visual/blank";
import { BASELINE_DIR, REPORT_PATH } from "../tests/visual/config";
import { STORY_FILTER_ENV } from "../tests/visual/globalSetup";
import { shotsOf } from "../tests/visual/shots";
import { indexStories, type IndexedStory } from "../tests/visual/storyIndex";

const root = process.cwd();
const args = process.argv.slice(2);
const STORY_ID = /^[a-z0-9-]+--[a-z0-9-]+$/;

function baselines(): string[] {
  return readdirSync(join(root, BASELINE_DIR), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".png"))
    .sort();
}

function listBlank() {
  const found = baselines().flatMap((path) => {
    const result = blankness(readFileSync(join(root, BASELINE_DIR, path)));
    return result ? [`${BASELINE_DIR}/${path}  ${describeBlankness(result)}`] : [];
  });
  console.log(found.join("\n"));
  console.log(`${found.length} near-blank baselines`);
}

/**
 * The stories the story tests run: not those tagged `behaviour` in their file (vitest.config.ts),
 * which the Storybook UI check plays instead. A tag a shared helper adds is seen only at run time,
 * so such a story still runs there, and is shot at one width (tests/visual/shots.ts).
 */
function testedStories(): IndexedStory[] {
  return indexStories(root).filter((story) => !story.tags.includes(BEHAVIOUR_TAG));
}

function listOrphans() {
  const shot = new Set(
    testedStories().flatMap((story) => shotsOf(story.id).map(({ name }) => `${name}.png`)),
  );
  const orphans = baselines().filter((path) => !shot.has(path));
  console.log(orphans.map((path) => `${BASELINE_DIR}/${path}`).join("\n"));
  console.log(`${orphans.length} baselines that no story shoots`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The story files and a test-name filter that run just these stories. */
function selectStories(ids: string[]): string[] {
  const index = new Map(indexStories(root).map((story) => [story.id, story]));
  const stories = ids.map((id) => {
    const story = index.get(id);
    if (story?.tags.includes(BEHAVIOUR_TAG)) {
      console.error(
        `${id} is a behaviour story: no picture, and its play runs in the Storybook UI ` +
          "(npm test's storybook step; docs/testing.md § The static Storybook).",
      );
      return process.exit(2);
    }
    if (story) return story;
    const title = id.split("--")[0] ?? "";
    const near = [...index.keys()].filter((known) => known.startsWith(`${title}--`));
    console.error(
      `No story ${id}.${near.length ? ` The stories titled ${title}:\n  ${near.join("\n  ")}` : ""}`,
    );
    return process.exit(2);
  });
  const files = [...new Set(stories.map((story: IndexedStory) => story.file))];
  const names = [...new Set(stories.map((story) => escapeRegExp(story.name)))];
  return [...files, "--testNamePattern", `^(${names.join("|")})$`];
}

/**
 * Browser sessions side by side, each with its own browser context (storage, service worker) in
 * the one Chromium. Vitest opens one per core less one, so one here; a story often waits on its
 * page or on Node's comparison, and a second session fills that time: the 157 app stories took
 * 186 s instead of 310 s, the 202 route stories 296 s instead of 502 s, for the same CPU time
 * (docs/testing.md § Visual regression). Vitest's `--maxWorkers` does not reach a browser
 * project's sessions; its environment variable does.
 */
const SESSIONS = "2";

function runVitest(vitestArgs: string[], env: NodeJS.ProcessEnv) {
  const vitest = join(root, "node_modules/vitest/vitest.mjs");
  const child = spawn(process.execPath, [vitest, "run", "--project", "storybook", ...vitestArgs], {
    stdio: "inherit",
    env: {
      VITEST_MAX_WORKERS: SESSIONS,
      // Vite's note that the config's imports lack file extensions, printed on every run.
      VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
      ...process.env,
      ...env,
    },
  });
  child.on("close", (code, signal) => {
    const report = resolve(root, REPORT_PATH);
    if (existsSync(report)) console.log(`\nVisual report: ${report}`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (args.includes("--blank")) {
  listBlank();
} else if (args.includes("--orphans")) {
  listOrphans();
} else {
  const storyIds = args.filter((arg) => STORY_ID.test(arg) && !existsSync(arg));
  const rest = args.filter((arg) => !storyIds.includes(arg));
  if (storyIds.length && rest.some((arg) => /\.(stories\.)?[jt]sx?$/.test(arg))) {
    console.error("Name story ids or story files, not both: one run takes one kind.");
    process.exit(2);
  }
  // Vitest's --update takes an optional value, so a story file named after it would be taken
  // for that value and every story would run: the flag goes last.
  const isUpdate = (arg: string) => arg === "--update" || arg === "-u";
  const updating = rest.filter(isUpdate);
  const others = rest.filter((arg) => !isUpdate(arg));
  const vitestArgs = [...(storyIds.length ? selectStories(storyIds) : []), ...others, ...updating];
  runVitest(vitestArgs, {
    [STORY_FILTER_ENV]: storyIds.join(","),
  });
}
