import { test, type Page } from "@playwright/test";
import { countRequestsInFlight } from "./networkQuiet";

/**
 * A journey of serial tests in one page, so one browser profile carries the shopper from test to
 * test; `onOpen` receives the page before the first test.
 */
export function runJourneyInOnePage(onOpen: (page: Page) => void): void {
  test.describe.configure({ mode: "serial" });
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    opened = await browser.newPage();
    // For waitForNetworkQuiet: an order page's event stream never lets "networkidle" come.
    countRequestsInFlight(opened);
    onOpen(opened);
  });
  test.afterAll(async () => {
    await opened?.close();
  });
}
