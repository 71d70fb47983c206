#!/usr/bin/env node
// `npm test`: every check the project has, in order, with one summary line of all test counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reports = mkdtempSync(join(tmpdir(), "storefront-test-"));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
  if (!ok) failedSteps.push(title);
  return ok;
}

/** Reads a Vitest or Playwright JSON report and adds its counts to the totals. */
function count(title, file, read) {
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
  console.log(`${title}: ${passed} passed, ${failed} failed`);
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const playwrightCounts = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
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

const steps = {
  lint: () => run("lint", "npx", ["eslint", ".", "--max-warnings", "0"]),
  format: () => run("format", "npx", ["prettier", "--check", "."]),
  typecheck: () => {
    run("typecheck (web app, tests, scripts)", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
    // The server, its API tests and the benchmarks compile for Node alone (no DOM).
    run("typecheck (server)", "npx", ["tsc", "-p", "server/tsconfig.json", "--noEmit"]);
  },
  contract: () => {
    run("contract bundle up to date", "node", ["scripts/bundle-contract.mjs", "--check"]);
    run("contract lint", "npx", ["redocly", "lint", "openapi/src/storefront.yaml"]);
  },
  unit: () => {
    const report = join(reports, "unit.json");
    run("unit tests (node)", "npx", ["vitest", "run", "--project", "unit", ...vitestJson(report)]);
    count("Unit tests", report, vitestCounts);
  },
  api: () => {
    const report = join(reports, "api.json");
    const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
    run(`API and server tests (${database})`, "npx", [
      "vitest",
      "run",
      "--project",
      "server",
      ...vitestJson(report),
    ]);
    count(`API and server tests on ${database}`, report, vitestCounts);
  },
  stories: () => {
    if (!requireChromium()) return;
    const report = join(reports, "stories.json");
    const passed = run("story tests (Chromium)", "npx", [
      "vitest",
      "run",
      "--project",
      "storybook",
      ...vitestJson(report),
    ]);
    count("Story tests in Chromium", report, vitestCounts);
    if (!passed && existsSync("visual-diffs")) {
      console.log("Screenshots that differ: visual-diffs/ (expected, actual and diff of each)");
    }
  },
  smoke: async () => {
    if (!requireChromium()) return;
    if (!run("build", "npx", ["vite", "build", "--logLevel", "warn"])) return;
    const report = join(reports, "smoke.json");
    run(
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
    run(
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

// `node scripts/test.mjs unit stories` runs just those steps; no argument runs them all, in order.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(
    `Unknown step ${unknown.join(", ")}; the steps are: ${Object.keys(steps).join(", ")}`,
  );
  process.exit(2);
}
for (const name of wanted.length ? wanted : Object.keys(steps)) await steps[name]();

console.log(
  failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nEvery step passed.",
);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
