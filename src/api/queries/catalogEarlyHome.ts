import { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from "../client";
import type { HomePage } from "../types";

/** What public/early-home.js started before the bundle loaded (index.html loads it first). */
interface EarlyHome {
  /** The ethnicity it asked for; null when it could not name one. */
  ethnicity: Promise<number | undefined | null>;
  /** The home answer's data; null when the call failed. */
  answer: Promise<HomePage | null>;
}

declare global {
  interface Window {
    __storefrontEarlyHome?: EarlyHome;
  }
}

/**
 * The home answer the early script loaded, when it asked for the same ethnicity; taken once, so a
 * refetch (a new location, a pull to refresh) asks the server again. Null means: ask yourself.
 */
export async function takeEarlyHome(ethnicity: number | undefined): Promise<HomePage | null> {
  // Unit tests run without a window.
  const early = typeof window === "undefined" ? undefined : window.__storefrontEarlyHome;
  if (!early) return null;
  // The early script asks /api/v1 of this origin; an app built for another API must not use it.
  if (resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL) !== DEFAULT_API_BASE_URL) return null;
  delete window.__storefrontEarlyHome;
  if ((await early.ethnicity) !== ethnicity) return null;
  return early.answer;
}
