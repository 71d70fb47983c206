import { existsSync } from "node:fs";

/** Debian's Chromium; CHROME_PATH points elsewhere when needed. Never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

export function chromiumInstalled(): boolean {
  return existsSync(chromiumPath());
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--font-render-hinting=none",
  "--hide-scrollbars",
  // The machines have no network: without these Chromium keeps dialling Google's hosts.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Every outside host (Stripe's and Google's scripts) fails at once, as offline, instead of after
  // however long the machine's DNS takes to give up: the stories of a provider that fails to load
  // wait for that failure.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
