import { http as mswHttp } from "msw";
import type { DietFilter } from "@/api/types";
import { db } from "@/mocks/db";
import { API_BASE_PATTERN, http } from "@/mocks/http";
import type { Scenario } from "@/mocks/scenarios";

/**
 * Records every home page request and hands it on to the default handler, so a story can tell
 * that an event made the page load again, and with which ethnicity.
 */
export function recordHomeRequests(): { requests: URL[]; scenario: Scenario } {
  const requests: URL[] = [];
  const scenario = [
    http.get("/catalog/ui/web/home", ({ request }) => {
      requests.push(new URL(request.url));
      return undefined;
    }),
  ];
  return { requests, scenario };
}

/**
 * The customer's "always show only" preference set to `onlyShow` before any request of the story
 * is answered, as if saved earlier: every request passes through this first (and on to the
 * default handlers), so the listings the mock narrows by the preference see it from the start.
 */
export function onlyShowing(onlyShow: DietFilter[]): Scenario {
  return [
    mswHttp.all(`${API_BASE_PATTERN}/*`, () => {
      db.shoppingPreferences = { onlyShow };
      return undefined;
    }),
  ];
}
