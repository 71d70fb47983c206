/// <reference lib="dom" />
// The functions passed to page.evaluate run in the browser, with its localStorage.
// `npm run bench:lighthouse`: Lighthouse (mobile preset, the default config) on the store started
// as `npm start` starts it, on a fresh data folder, beside a bare React + React Router + TanStack
// Query page built in the same run. Home, search, a category and a product are audited twice: as a
// first visit (no cookie, nothing stored: what a shopper from an ad or a search engine gets) and as
// a returning guest; home also in Urdu (right to left, its catalogue and font loaded before the app
// hydrates). Prints the median of LIGHTHOUSE_RUNS runs per page, the lowest and highest beside it,
// and Lighthouse's benchmarkIndex (this machine's CPU speed) with every run, and the first paint of
// the load Lighthouse observed beside the Speed Index it mostly makes, with the SEO and best
// practices scores and the audits of theirs a page failed (docs/seo.md).
//   CHROME_PATH (/usr/bin/chromium)  LIGHTHOUSE_RUNS (3)  BENCH_PAGES (comma-separated names)
//   LIGHTHOUSE_REPORT_DIR (keeps every run's JSON report there, to see what a figure is made of)
//   LIGHTHOUSE_BLOCKED_URLS (comma-separated patterns Lighthouse blocks: "*start-app.js" audits
//   the drawn pages without the app, "*/media/*" without their images)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveWebApp } from "../server/http/webApp";
import * as chromeLauncher from "chrome-launcher";
import Fastify from "fastify";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { LOCATION_COOKIE, SESSION_COOKIE } from "../shared/cookies";
import { LOCALE_COOKIE, type Locale } from "../shared/locales";
import { freePort } from "./free-port.mjs";
import {
  createOrderingCustomer,
  readStorePages,
  startGuest,
  type StoredEntries,
} from "./bench/storeSession";
import { withSpread } from "./bench/figures";
import { startStore } from "./bench/startStore";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const blockedUrls = (process.env.LIGHTHOUSE_BLOCKED_URLS ?? "")
  .split(",")
  .map((pattern) => pattern.trim())
  .filter(Boolean);
const onlyPages = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const root = join(import.meta.dirname, "..");

interface Audit {
  /** Lighthouse's measure of the machine's CPU at the time of the run (higher is faster). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** The SEO and best-practices audits the page failed (docs/seo.md): none for a score of 100. */
  failed: string[];
  lcpMs: number;
  tbtMs: number;
  /** Speed Index: in the simulated mode mostly (1.4 times) that of the load Lighthouse observed. */
  siMs: number;
  /** The first contentful paint of that observed load, unthrottled: a page that waits shows here. */
  observedFcpMs: number;
  cls: number;
}

interface PageToAudit {
  name: string;
  url: string;
  /** Written to the origin's local storage before each run: what a returning shopper has. */
  storage: StoredEntries;
  /** The language the shopper chose before (its cookie); English, the default, has none. */
  locale?: Locale;
}

const temporary: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function build(title: string, args: string[]): void {
  console.log(`Building ${title}…`);
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn", ...args], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`Building ${title} failed`);
}

async function startTheStore(): Promise<string> {
  const store = await startStore(root, "lighthouse");
  cleanups.push(store.stop);
  return store.origin;
}

/**
 * The bare page served by the store's own static setup (pre-compressed copies, hashed assets
 * immutable, the page revalidated, every route answered with index.html), so only the app differs.
 */
async function serveBarePage(dir: string): Promise<string> {
  const app = Fastify();
  const pageFor = await serveWebApp(app, dir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    return /\.[a-z0-9]+$/i.test(path)
      ? reply.code(404).send({ message: "Not found" })
      : reply.sendFile(pageFor(path));
  });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${port}`;
}

/**
 * Empties the HTTP cache and the cookies (and, for a first visit, the service worker and its caches)
 * and writes the page's storage, so every run starts as the first did.
 */
async function prepareRun(browser: Browser, page: PageToAudit): Promise<void> {
  const tab = await browser.newPage();
  try {
    const session = await tab.createCDPSession();
    await session.send("Network.clearBrowserCache");
    // A first visit has no cookie at all; a returning one has only those written below.
    await session.send("Network.clearBrowserCookies");
    // Nor has a first visit the service worker and what it kept (docs/seo.md); a returning
    // shopper has both, as the runs before left them.
    if (Object.keys(page.storage).length === 0) {
      await session.send("Storage.clearDataForOrigin", {
        origin: new URL(page.url).origin,
        storageTypes: "service_workers,cache_storage",
      });
    }
    // Any URL of the origin gives a document whose local storage is the page's; a 404 runs no app.
    await tab.goto(new URL("/lighthouse-bench-storage.txt", page.url).href);
    await tab.evaluate(
      (entries, cookieNames, locale) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        // What the app writes beside its stored token and location whenever it starts
        // (src/lib/storage.ts, src/app/preferences.ts), so a returning customer's own pages can
        // be drawn by the server.
        for (const [name, value] of [
          [cookieNames.session, entries.auth_token],
          [cookieNames.location, entries.location],
          [cookieNames.locale, locale],
        ] as const) {
          document.cookie = value
            ? `${name}=${encodeURIComponent(value)}; path=/; samesite=lax`
            : `${name}=; path=/; max-age=0`;
        }
      },
      page.storage,
      { session: SESSION_COOKIE, location: LOCATION_COOKIE, locale: LOCALE_COOKIE },
      page.locale,
    );
  } finally {
    await tab.close();
  }
}

const MAX_ATTEMPTS = 3;

async function audit(
  port: number,
  browser: Browser,
  page: PageToAudit,
  run: number,
  attempt = 1,
): Promise<Audit> {
  await prepareRun(browser, page);
  const result = await lighthouse(page.url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
    // The storage written by prepareRun is the session; the cache was emptied there.
    disableStorageReset: true,
    blockedUrlPatterns: blockedUrls,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${page.url}`);
  // Chromium now and then leaves the navigation's start out of the trace; Lighthouse's own
  // advice is to run again, which the next attempt does.
  if (lhr.runtimeError?.code === "NO_NAVSTART" && attempt < MAX_ATTEMPTS) {
    console.log(`${page.name} run ${run}: no navigation start in the trace, running again`);
    return audit(port, browser, page, run, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      join(reportDir, `${page.name.replace(/\W+/g, "-")}-${run}.json`),
      JSON.stringify(lhr),
    );
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = lhr.audits.metrics?.details;
  const observed = (metrics && "items" in metrics ? metrics.items[0] : undefined) as
    { observedFirstContentfulPaint?: unknown } | undefined;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    failed: ["seo", "best-practices"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    siMs: numeric("speed-index"),
    observedFcpMs:
      typeof observed?.observedFirstContentfulPaint === "number"
        ? observed.observedFirstContentfulPaint
        : Number.NaN,
    cls: numeric("cumulative-layout-shift"),
  };
}

/** A figure's median over the runs, with the lowest and highest beside it when they differ. */
function spreadOf(
  audits: Audit[],
  key: Exclude<keyof Audit, "failed">,
  format: (value: number) => string,
): string {
  return withSpread(
    audits.map((audit) => audit[key]),
    format,
  );
}

function printTable(rows: { name: string; audits: Audit[] }[]): void {
  const header = [
    "page",
    "performance",
    "accessibility",
    "SEO",
    "best practices",
    "LCP",
    "TBT",
    "Speed Index",
    "observed FCP",
    "CLS",
    "benchmarkIndex",
  ];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = rows.map(({ name, audits }) => [
    name,
    spreadOf(audits, "performance", String),
    spreadOf(audits, "accessibility", String),
    spreadOf(audits, "seo", String),
    spreadOf(audits, "bestPractices", String),
    spreadOf(audits, "lcpMs", seconds),
    spreadOf(audits, "tbtMs", (ms) => `${Math.round(ms)} ms`),
    spreadOf(audits, "siMs", seconds),
    spreadOf(audits, "observedFcpMs", seconds),
    spreadOf(audits, "cls", (cls) => cls.toFixed(3)),
    spreadOf(audits, "benchmarkIndex", (index) => String(Math.round(index))),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  console.log(`\n${format(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  build("the store", []);
  const bareDir = tempDir("storefront-bare-");
  build("the bare page", [
    "--config",
    "bench/bare/vite.config.ts",
    "--outDir",
    bareDir,
    "--emptyOutDir",
  ]);

  const [store, bare] = await Promise.all([startTheStore(), serveBarePage(bareDir)]);
  console.log(
    `Store on ${store}, bare page on ${bare}; preparing a guest and a customer with an order…`,
  );
  const guest = await startGuest(store);
  const customer = await createOrderingCustomer(store);
  const storePages = await readStorePages(store);

  const catalogue = [
    { name: "home", url: `${store}/` },
    { name: "search", url: `${store}/search?q=rice` },
    { name: "category", url: `${store}/categories/${storePages.subCategoryId}/products` },
    { name: "product", url: `${store}/products/${storePages.productId}/detail` },
  ];
  const pages: PageToAudit[] = [
    ...catalogue.map((page) => ({ ...page, name: `${page.name}, first visit`, storage: {} })),
    ...catalogue.map((page) => ({ ...page, storage: guest })),
    // Urdu: its catalogue, compiler and font load before the app hydrates, and the page is right
    // to left. The "first visit" has only the language cookie: no location, nothing stored.
    { name: "home in Urdu, first visit", url: `${store}/`, storage: {}, locale: "ur" as const },
    { name: "home in Urdu", url: `${store}/`, storage: guest, locale: "ur" as const },
    { name: "checkout", url: `${store}/checkout`, storage: customer.storage },
    { name: "order", url: `${store}/order/${customer.orderUuid}`, storage: customer.storage },
    { name: "bare page", url: `${bare}/`, storage: {} },
  ].filter(
    (page) =>
      !onlyPages ||
      page.name === "bare page" ||
      onlyPages.includes(page.name.replace(", first visit", "")),
  );

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  cleanups.push(() => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  cleanups.push(() => browser.disconnect());

  const rows: { name: string; audits: Audit[] }[] = [];
  for (const page of pages) {
    const audits: Audit[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(chrome.port, browser, page, run);
      console.log(
        `${page.name} run ${run}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, ` +
          `TBT ${Math.round(result.tbtMs)} ms, Speed Index ${Math.round(result.siMs)} ms ` +
          `(observed first paint ${Math.round(result.observedFcpMs)} ms), ` +
          `benchmarkIndex ${Math.round(result.benchmarkIndex)}; SEO ${result.seo}, ` +
          `best practices ${result.bestPractices}` +
          (result.failed.length > 0 ? ` (failed: ${result.failed.join(", ")})` : ""),
      );
      audits.push(result);
    }
    rows.push({ name: page.name, audits });
  }
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs (lowest-highest)` : "1 run"}, mobile preset (simulated throttling), ` +
      "answers as the store sends them (compressed only if the server compresses).",
  );
  printTable(rows);
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
