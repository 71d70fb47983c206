import type { Page, Request } from "@playwright/test";

/**
 * Playwright's "networkidle" waits for no request in flight, which never comes on an order page:
 * its event stream stays open as long as the page (docs/decisions.md § Live updates are pushed).
 * These count a page's requests in flight without its event streams.
 */

const isEventStream = (request: Request) =>
  /\/api\/v1\/(orders\/ui\/events\/|users\/customer\/support\/chat\/ui\/events$)/.test(
    new URL(request.url()).pathname,
  );

/**
 * How many times the page asked for `path` (a GET) in the next `ms`: a chat whose stream carries
 * it asks for nothing while nothing is written, where a polled one would.
 */
export async function readsWithin(page: Page, path: string, ms: number): Promise<number> {
  let reads = 0;
  const count = (request: Request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(path)) reads += 1;
  };
  page.on("request", count);
  await page.waitForTimeout(ms);
  page.off("request", count);
  return reads;
}

const inFlightOf = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight; call before it loads anything. */
export function countRequestsInFlight(page: Page): void {
  const inFlight = new Set<Request>();
  inFlightOf.set(page, inFlight);
  page.on("request", (request) => {
    if (!isEventStream(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/** As waitForLoadState("networkidle"): loaded, then no request but event streams for 500 ms. */
export async function waitForNetworkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const inFlight = inFlightOf.get(page);
  if (!inFlight) throw new Error("countRequestsInFlight(page) was not called for this page");
  await page.waitForLoadState("load");
  const deadline = Date.now() + timeoutMs;
  let quietSince: number | null = null;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = null;
    else {
      quietSince ??= Date.now();
      if (Date.now() - quietSince >= 500) return;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(
    `Requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`,
  );
}
