#!/usr/bin/env node
// `npm test`: every check the project has, in order, with one summary line of all test counts.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { freePort } from "./free-port.mjs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reports = mkdtempSync(join(tmpdir(), "storefront-test-"));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/**
 * "file › test" of every failed test and its error's first lines, repeated at the very end, where
 * a CI log's tail shows them.
 */
const failedTests = [];

function announceStep(title, command, args) {
  console.log(`\n━━ ${title}: ${[command, ...args].join(" ")}`);
}

function concludeStep(title, ok, started, ended = Date.now()) {
  const seconds = ((ended - started) / 1000).toFixed(1);
  console.log(`━━ ${title}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
  if (!ok) failedSteps.push(title);
}

/**
 * Runs one step. Steps named on the command line run one after another with their output live;
 * the whole suite runs two lanes at once (see `lanes`), so each step's output is held and printed
 * whole when it ends, never interleaved with the other lane's.
 */
async function run(title, command, args, env = {}) {
  const started = Date.now();
  const options = { env: { ...process.env, ...env } };
  if (live) {
    announceStep(title, command, args);
    const status = await new Promise((resolve) =>
      spawn(command, args, { ...options, stdio: "inherit" }).on("close", resolve),
    );
    concludeStep(title, status === 0, started);
    return status === 0;
  }
  const { ok, output, ended } = await runHeld(command, args, options);
  announceStep(title, command, args);
  process.stdout.write(output);
  concludeStep(title, ok, started, ended);
  return ok;
}

/** Runs a command with its output held: resolves with its status, its whole output, its end. */
function runHeld(command, args, options = { env: process.env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      resolve({ ok: status === 0, output: Buffer.concat(output), ended: Date.now() });
    });
  });
}

/**
 * Runs `commands` ([title, command, args]) side by side and prints each one's output whole once it
 * ends, in the given order: checks that only read the sources take about half as long together on
 * 2 cores.
 */
async function runTogether(commands) {
  const finished = commands.map(([title, command, args]) => {
    const started = Date.now();
    return runHeld(command, args).then((result) => ({ title, command, args, started, ...result }));
  });
  for (const next of finished) {
    const { title, command, args, ok, output, started, ended } = await next;
    announceStep(title, command, args);
    process.stdout.write(output);
    concludeStep(title, ok, started, ended);
  }
}

/** Reads a Vitest or Playwright JSON report, adds its counts to the totals and notes its failures. */
function count(title, file, read) {
  if (!existsSync(file)) return;
  const { passed, failed, failures } = read(JSON.parse(readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
  failedTests.push(...failures.map((name) => `${title}: ${name}`));
  console.log(`${title}: ${passed} passed, ${failed} failed`);
}

const ERROR_LINES = 6;

/**
 * An error's message, not its stack, in its first lines and without terminal colours, indented
 * under its test's name.
 */
function errorHead(message = "") {
  const lines = stripVTControlCharacters(message)
    .split("\n")
    .map((line) => line.trimEnd());
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  return lines
    .slice(0, stack === -1 ? lines.length : stack)
    .filter(Boolean)
    .slice(0, ERROR_LINES)
    .map((line) => `\n      ${line}`)
    .join("");
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  failures: r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map(
        (test) =>
          `${relative(process.cwd(), file.name)} › ${test.fullName}${errorHead(test.failureMessages?.[0])}`,
      ),
  ),
});

/** Playwright nests specs in suites (one per file, then one per describe). */
function playwrightFailures(suite) {
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests
        ?.flatMap((test) => test.results ?? [])
        .find((result) => result.error)?.error;
      return `${spec.file}:${spec.line} › ${spec.title}${errorHead(error?.message)}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

const playwrightCounts = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  failures: r.suites.flatMap(playwrightFailures),
});

const vitestJson = (file) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];

function requireChromium() {
  if (existsSync(chromium)) return true;
  console.error(
    `\nChromium is missing at ${chromium}: story and smoke tests need Debian's Chromium.` +
      `\nInstall it with \`npm run setup:browser\` (as root), or set CHROME_PATH.`,
  );
  failedSteps.push("browser tests (no Chromium)");
  return false;
}

/** The checks that only read the sources, as [title, command, args]. */
const checks = {
  lint: [["lint", "npx", ["eslint", ".", "--max-warnings", "0"]]],
  format: [["format", "npx", ["prettier", "--check", "."]]],
  typecheck: [
    ["typecheck (web app, tests, scripts)", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
    // The server, its API tests and the benchmarks compile for Node alone (no DOM).
    ["typecheck (server)", "npx", ["tsc", "-p", "server/tsconfig.json", "--noEmit"]],
  ],
  contract: [
    ["contract bundle up to date", "node", ["scripts/bundle-contract.mjs", "--check"]],
    ["contract lint", "npx", ["redocly", "lint", "openapi/src/storefront.yaml"]],
  ],
};

let storybookBuild;

/** Builds the static Storybook once, for whichever half of its check asks first; its folder. */
function builtStorybook() {
  storybookBuild ??= (async () => {
    const dir = join(reports, "storybook-static");
    const built = await run(
      "Storybook build",
      "npx",
      ["storybook", "build", "--output-dir", dir, "--quiet"],
      // Vite's note that the config's imports lack file extensions.
      { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
    );
    return built ? dir : null;
  })();
  return storybookBuild;
}

/** Opens the built Storybook as a designer does (docs/testing.md § The static Storybook). */
async function checkStorybook(title, name, specs) {
  if (!requireChromium()) return;
  const staticDir = await builtStorybook();
  if (!staticDir) return;
  const report = join(reports, `${name}.json`);
  await run(
    `static Storybook: ${title} (Playwright, Chromium)`,
    "npx",
    [
      "playwright",
      "test",
      "--config",
      "playwright.storybook.config.ts",
      "--reporter=dot,json",
      ...specs.map((spec) => `tests/storybook/${spec}`),
    ],
    {
      STORYBOOK_STATIC_DIR: staticDir,
      STORYBOOK_PORT: String(await freePort()),
      // In the lanes, one browser: the other lane keeps the machine busy, and with two, pages
      // waited past their limits.
      STORYBOOK_WORKERS: process.env.STORYBOOK_WORKERS ?? (live ? "2" : "1"),
      // In the lanes a page or a play can wait past its limit on a machine kept busy (Dec 6: the
      // Button Docs page waited 60 s on its inline stories): it is tried once more.
      STORYBOOK_RETRIES: process.env.STORYBOOK_RETRIES ?? (live ? "0" : "1"),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  count(`Static Storybook, ${title}`, report, playwrightCounts);
}

const steps = {
  /** The four source checks side by side: they only read the sources. */
  sources: () => runTogether(Object.values(checks).flat()),
  lint: () => runTogether(checks.lint),
  format: () => runTogether(checks.format),
  typecheck: () => runTogether(checks.typecheck),
  contract: () => runTogether(checks.contract),
  unit: async () => {
    const report = join(reports, "unit.json");
    await run("unit tests (node)", "npx", [
      "vitest",
      "run",
      "--project",
      "unit",
      ...vitestJson(report),
    ]);
    count("Unit tests", report, vitestCounts);
  },
  api: async () => {
    const report = join(reports, "api.json");
    const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
    await run(`API and server tests (${database})`, "npx", [
      "vitest",
      "run",
      "--project",
      "server",
      ...vitestJson(report),
    ]);
    count(`API and server tests on ${database}`, report, vitestCounts);
  },
  stories: async () => {
    if (!requireChromium()) return;
    const report = join(reports, "stories.json");
    // scripts/visual.ts is `npm run test:visual`: Vitest's storybook project, two sessions side
    // by side when run alone, and the visual report's path at the end.
    const passed = await run(
      "story tests (Chromium)",
      "npx",
      ["tsx", "scripts/visual.ts", ...vitestJson(report)],
      // In the lanes, one session: the machine is already busy with the other lane, and one
      // session there kept the clean-clone run at 24 minutes (docs/testing.md § CI).
      { VITEST_MAX_WORKERS: process.env.VITEST_MAX_WORKERS ?? (live ? "2" : "1") },
    );
    count("Story tests in Chromium", report, vitestCounts);
    if (!passed && existsSync("visual-diffs")) {
      console.log("Screenshots that differ: visual-diffs/ (expected, actual and diff of each)");
    }
  },
  // The static Storybook check (tests/storybook): every Docs page and every story in the UI; each
  // file's own link only in `npm run test:storybook` (docs/testing.md § The static Storybook).
  storybook: () =>
    checkStorybook("every Docs page, every story in the UI", "storybook", [
      "docs.spec.ts",
      "stories.spec.ts",
    ]),
  "storybook-docs": () => checkStorybook("every Docs page", "storybook-docs", ["docs.spec.ts"]),
  "storybook-ui": () =>
    checkStorybook("every story in the UI", "storybook-ui", ["stories.spec.ts"]),
  // Not in npm test: about 4 minutes more on 2 cores, for what the UI's run mostly shows.
  "storybook-links": () =>
    checkStorybook("each file's first story by its own link", "storybook-links", [
      "iframe.spec.ts",
    ]),
  smoke: async () => {
    if (!requireChromium()) return;
    if (!(await run("build", "npx", ["vite", "build", "--logLevel", "warn"]))) return;
    const report = join(reports, "smoke.json");
    await run(
      "smoke tests (Playwright, Chromium)",
      "npx",
      ["playwright", "test", "--reporter=list,json"],
      {
        SMOKE_PORT: String(await freePort()),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    count("Playwright smoke tests", report, playwrightCounts);
  },
  e2e: async () => {
    if (!requireChromium()) return;
    const report = join(reports, "e2e.json");
    const dataDir = mkdtempSync(join(tmpdir(), "storefront-e2e-"));
    await run(
      "end-to-end tests against npm start (Playwright, Chromium)",
      "npx",
      ["playwright", "test", "--config", "playwright.e2e.config.ts", "--reporter=list,json"],
      {
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    rmSync(dataDir, { recursive: true, force: true });
    count("Playwright end-to-end tests", report, playwrightCounts);
  },
};

/**
 * The whole suite runs in two lanes at once. The stories, the longest step, start one lane; the
 * other runs the source checks, then the build with the smoke tests and the journeys (which serve
 * that build, so nothing may build again meanwhile). The unit and API tests, then the static
 * Storybook's two halves, every story in its UI and then its Docs pages, go to whichever lane is
 * free first: run as one step, the Storybook's 13 minutes kept one lane busy while the other had
 * finished (Dec 6's clean-clone run, 31 minutes). Every step that drives a browser has its own
 * browser and server on free ports; a third lane only made steps wait on one another.
 */
const lanes = [["stories"], ["sources", "smoke", "e2e"]];
const eitherLane = ["unit", "api", "storybook-ui", "storybook-docs"];

// `node scripts/test.mjs unit stories` runs just those steps, one after another; no argument runs
// them all, in lanes.
const wanted = process.argv.slice(2);
const live = wanted.length > 0;
const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(
    `Unknown step ${unknown.join(", ")}; the steps are: ${Object.keys(steps).join(", ")}`,
  );
  process.exit(2);
}
if (live) {
  for (const name of wanted) await steps[name]();
} else {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) await steps[name]();
      for (let name = eitherLane.shift(); name; name = eitherLane.shift()) await steps[name]();
    }),
  );
}

console.log(
  failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nEvery step passed.",
);
if (failedTests.length) {
  console.log(`Failed tests:\n${failedTests.map((name) => `  ${name}`).join("\n")}`);
}
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
rmSync(reports, { recursive: true, force: true });
// Not process.exit(): output to a pipe (CI tees it) is written asynchronously once the reader
// lags, and exiting at once would drop what is still queued, this summary first.
process.exitCode = failedSteps.length ? 1 : 0;
