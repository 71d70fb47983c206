/// <reference lib="dom" />
// The functions passed to page.evaluate and addInitScript run in the browser.
// `npm run bench:main-thread`: where the main thread goes while a page loads. Starts the store as
// `npm start` does, loads home, home in Urdu (with the language cookie), a category and a product
// as a first visit (nothing stored) and as a returning guest, in Chromium emulating a phone with
// Lighthouse's mobile CPU slowdown (4x), and prints each long animation frame after the first
// paint (the Long Animation Frames API): its length, the part that blocked input, and the scripts
// that ran in it, named by the web build's source maps. The sum of blocking is comparable with
// Lighthouse's TBT, not equal to it.
//   CHROME_PATH (/usr/bin/chromium)  BENCH_PAGES (comma-separated names)  MAIN_THREAD_WAIT_MS (8000)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium, type Browser } from "playwright";
import { LOCATION_COOKIE, SESSION_COOKIE } from "../shared/cookies";
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "../shared/locales";
import { startStore } from "./bench/startStore";
import { readStorePages, startGuest, type StoredEntries } from "./bench/storeSession";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const waitMs = Number(process.env.MAIN_THREAD_WAIT_MS ?? 8000);
const onlyPages = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const root = join(import.meta.dirname, "..");
/** Lighthouse's mobile preset slows the CPU down 4 times. */
const CPU_SLOWDOWN = 4;
const LONG_FRAME_MS = 50;

interface ScriptTiming {
  /** "module-script" or "classic-script" for a script's first run (its evaluation). */
  invokerType: string;
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  scripts: ScriptTiming[];
}

interface PageLoad {
  firstContentfulPaint: number;
  frames: LongFrame[];
}

const sourceMaps = new Map<string, { text: string; map: TraceMap } | null>();

/** Where a script's character position lies in the sources, through the build's source map. */
function sourceOf(url: string, position: number): string {
  if (!url) return "";
  const file = join(root, "dist", new URL(url).pathname);
  if (!sourceMaps.has(file)) {
    sourceMaps.set(
      file,
      existsSync(file) && existsSync(`${file}.map`)
        ? {
            text: readFileSync(file, "utf8"),
            map: new TraceMap(readFileSync(`${file}.map`, "utf8")),
          }
        : null,
    );
  }
  const mapped = sourceMaps.get(file);
  const name = new URL(url).pathname;
  if (!mapped || position < 0) return name;
  const before = mapped.text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n") - 1;
  const original = originalPositionFor(mapped.map, { line, column });
  if (!original.source) return name;
  return `${original.source.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "")}:${original.line}`;
}

async function loadPage(
  browser: Browser,
  url: string,
  storage: StoredEntries,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const origin = new URL(url).origin;
    const cookies = [
      [SESSION_COOKIE, storage.auth_token],
      [LOCATION_COOKIE, storage.location],
      [LOCALE_COOKIE, locale === DEFAULT_LOCALE ? undefined : locale],
    ].filter((cookie): cookie is [string, string] => Boolean(cookie[1]));
    await context.addCookies(
      cookies.map(([name, value]) => ({ name, value: encodeURIComponent(value), url: origin })),
    );
    await context.addInitScript((entries: StoredEntries) => {
      // Only before the first load: what the app writes afterwards is its own.
      if (sessionStorage.getItem("bench-storage-written")) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem("bench-storage-written", "yes");
    }, storage);
    await context.addInitScript(() => {
      const recorded: unknown[] = [];
      (window as Window & { longFrames?: unknown[] }).longFrames = recorded;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) recorded.push(entry.toJSON());
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(waitMs);
    return await page.evaluate(() => ({
      firstContentfulPaint:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      frames: ((window as Window & { longFrames?: unknown[] }).longFrames ?? []) as LongFrame[],
    }));
  } finally {
    await context.close();
  }
}

function printLoad(name: string, load: PageLoad): void {
  const afterPaint = load.frames.filter(
    (frame) => frame.startTime + frame.duration >= load.firstContentfulPaint,
  );
  const blocking = afterPaint.reduce((sum, frame) => sum + frame.blockingDuration, 0);
  console.log(
    `\n${name}: first paint at ${Math.round(load.firstContentfulPaint)} ms; ` +
      `${afterPaint.length} long frames after it, blocking ${Math.round(blocking)} ms in all`,
  );
  for (const frame of afterPaint.filter((each) => each.duration >= LONG_FRAME_MS)) {
    const end = frame.startTime + frame.duration;
    const rendering = frame.renderStart ? end - frame.renderStart : 0;
    console.log(
      `  at ${Math.round(frame.startTime)} ms: ${Math.round(frame.duration)} ms, ` +
        `blocking ${Math.round(frame.blockingDuration)} ms, style, layout and paint ${Math.round(rendering)} ms`,
    );
    const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4);
    for (const script of scripts) {
      const forced = script.forcedStyleAndLayoutDuration
        ? ` (forced style and layout ${Math.round(script.forcedStyleAndLayoutDuration)} ms)`
        : "";
      const what = script.invokerType.endsWith("-script")
        ? `evaluating ${new URL(script.sourceURL || script.invoker).pathname}`
        : `${script.invoker} ${script.sourceFunctionName} ${sourceOf(script.sourceURL, script.sourceCharPosition)}`;
      console.log(`    ${Math.round(script.duration)} ms ${what}${forced}`);
    }
  }
}

async function main() {
  const store = await startStore(root, "main-thread");
  let browser: Browser | undefined;
  try {
    const guest = await startGuest(store.origin);
    const { subCategoryId, productId } = await readStorePages(store.origin);
    const pages = [
      { name: "home", path: "/" },
      { name: "home in Urdu", path: "/", locale: "ur" as const },
      { name: "category", path: `/categories/${subCategoryId}/products` },
      { name: "product", path: `/products/${productId}/detail` },
    ].filter((page) => !onlyPages || onlyPages.includes(page.name));
    browser = await chromium.launch({ executablePath: chromePath });
    console.log(
      `Store on ${store.origin}; Chromium emulating a phone, CPU slowed down ${CPU_SLOWDOWN}x; ` +
        `each page watched for ${waitMs} ms after its load.`,
    );
    for (const page of pages) {
      const url = `${store.origin}${page.path}`;
      printLoad(`${page.name}, first visit`, await loadPage(browser, url, {}, page.locale));
      printLoad(`${page.name}, returning guest`, await loadPage(browser, url, guest, page.locale));
    }
  } finally {
    await browser?.close();
    store.stop();
  }
}

await main();
