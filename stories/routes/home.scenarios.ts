import { http } from "@/mocks/http";
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
