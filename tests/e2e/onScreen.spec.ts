import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths, routePatterns, type RouteName } from "../../src/lib/paths";
import {
  advanceOrder,
  completeFirstCheckoutDetails,
  fillCartAndCheckout,
  placeOrder,
  signInAsNewCustomer,
} from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";
import { waitForNetworkQuiet } from "./networkQuiet";
import { header } from "./shopper";

/**
 * Issue 26, items 4 and 7, against `npm start` from a clean browser profile: the support chat
 * launcher (fixed at the bottom right whenever a session exists) covers nothing a shopper must read
 * or press on any route at any width, and the order map shows the rider moving.
 */

const PHONE = "2125550192";
const MAP = "Map of your delivery: your address and your rider";
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
] as const;

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

/** One real address per route, filled in by the first test from what the store holds. */
const urls = {} as Record<RouteName, string>;
let orderUuid = "";

/** POSTs an API path with the page's session, as the app would. */
async function postApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem("auth_token");
    const response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${token ?? ""}` },
    });
    if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, `/api/v1${path}`) as Promise<T>;
}

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const link = page
    .getByRole("main")
    .locator("a[href]")
    .filter({ has: page.locator("*") });
  await expect(link.first()).toBeVisible();
  const hrefs = await link.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`No link matching ${pattern} on ${path}`);
  return href;
}

/**
 * Run in the page: scrolls every control, picture and piece of text into view as low as scrolling
 * ever puts it (its bottom at the bottom of the scroll area), and names each one the launcher's
 * box then overlaps; then does the same for every sticky or fixed box at the top, middle and end
 * of the page. Text is measured by its own line boxes, not its block's.
 */
function findCovered(): string[] {
  const button = document.querySelector<HTMLElement>('button[aria-label^="Chat Support"]');
  const launcher = button?.parentElement;
  if (!button || !launcher) throw new Error("The support chat launcher is not on the page");
  type Box = { left: number; top: number; right: number; bottom: number };
  const launcherBoxes = (): Box[] =>
    [button, ...launcher.querySelectorAll<HTMLElement>('[data-testid="support-chat-badge"]')].map(
      (element) => element.getBoundingClientRect(),
    );
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  // A shared edge is not an overlap.
  const overlaps = (a: Box, b: Box) => {
    const both = intersect(a, b);
    return both.right - both.left > 0.5 && both.bottom - both.top > 0.5;
  };
  /** What of `box` is on screen: within the viewport and every clipping box from `clip` up. */
  const visiblePart = (clip: Element | null, box: Box): Box | null => {
    let visible = intersect(box, {
      left: 0,
      top: 0,
      right: document.documentElement.clientWidth,
      bottom: document.documentElement.clientHeight,
    });
    for (let at = clip; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== "visible" || style.overflowY !== "visible")
        visible = intersect(visible, at.getBoundingClientRect());
    }
    return visible.right - visible.left > 1 && visible.bottom - visible.top > 1 ? visible : null;
  };
  const shown = (element: Element) => {
    if (launcher.contains(element) || element.closest(".Toastify")) return false;
    const style = getComputedStyle(element);
    return style.visibility !== "hidden" && element.getClientRects().length > 0;
  };
  const describe = (element: Element, what: string, box: Box) => {
    const name =
      element.getAttribute("aria-label") ??
      element.getAttribute("alt") ??
      element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
      "";
    const at = [box.left, box.top, box.right, box.bottom].map(Math.round).join(",");
    return `${what} <${element.tagName.toLowerCase()}> "${name}" at ${at}, scrolled ${Math.round(window.scrollY)}`;
  };
  const controls = document.querySelectorAll(
    [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "img",
      "svg[role=img]",
      "canvas",
      "video",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=combobox]",
      "[role=img]",
      '[tabindex]:not([tabindex="-1"])',
    ].join(","),
  );
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
    texts.push(node as Text);
  }

  const covered = new Set<string>();
  /** `clip`: the first box that may clip it (a text's own element; an element's parent). */
  const check = (element: Element, clip: Element | null, boxes: () => Box[], what: string) => {
    if (!shown(element)) return;
    element.scrollIntoView({ block: "end", inline: "nearest", behavior: "instant" });
    const launcherNow = launcherBoxes();
    for (const box of boxes()) {
      const visible = visiblePart(clip, box);
      if (visible && launcherNow.some((spot) => overlaps(visible, spot)))
        covered.add(describe(element, what, visible));
    }
  };
  for (const element of controls) {
    const boxes = () => [element.getBoundingClientRect()];
    check(element, element.parentElement, boxes, "control or picture");
  }
  for (const text of texts) {
    const range = document.createRange();
    range.selectNodeContents(text);
    const parent = text.parentElement as Element;
    check(parent, parent, () => [...range.getClientRects()], "text in");
  }

  // Nothing that stays put on screen (a summary column, a bar) may sit under the launcher: a
  // fixed box at any time, a sticky one while it is stuck to its top or bottom inset.
  const pinned = [...document.querySelectorAll("body *")].filter((element) => {
    const { position } = getComputedStyle(element);
    return (position === "sticky" || position === "fixed") && shown(element);
  });
  const staysPut = (element: Element, box: Box) => {
    const style = getComputedStyle(element);
    if (style.position === "fixed") return true;
    const viewportHeight = document.documentElement.clientHeight;
    const stuckTop = style.top !== "auto" && Math.abs(box.top - parseFloat(style.top)) < 1;
    const stuckBottom =
      style.bottom !== "auto" &&
      Math.abs(viewportHeight - box.bottom - parseFloat(style.bottom)) < 1;
    return stuckTop || stuckBottom;
  };
  const end = document.documentElement.scrollHeight;
  for (const share of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
    window.scrollTo({ top: share * end, behavior: "instant" });
    const launcherNow = launcherBoxes();
    for (const element of pinned) {
      const box = element.getBoundingClientRect();
      if (!staysPut(element, box)) continue;
      const visible = visiblePart(element.parentElement, box);
      if (visible && launcherNow.some((spot) => overlaps(visible, spot)))
        covered.add(describe(element, `${getComputedStyle(element).position} box`, visible));
    }
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  return [...covered];
}

test("a customer with an order on its way and a full cart", async () => {
  test.setTimeout(180_000);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 10);
  await completeFirstCheckoutDetails(page);
  orderUuid = await placeOrder(page);
  // On its way: the order page shows the map, the rider and the rider chat.
  expect(await advanceOrder(page, orderUuid)).toBe("PENDING_IN_PREPARATION");
  expect(await advanceOrder(page, orderUuid)).toBe("PENDING_DISPATCHED");

  // A new cart for the checkout page (three lines, as fillCartAndCheckout leaves it).
  await fillCartAndCheckout(page, 10);
  const share = await postApi<{ data: { id: string } }>(page, "/cart/shares");

  urls.home = paths.home();
  urls.search = paths.search("rice");
  urls.categories = paths.categories();
  urls.categoryProducts = await firstHref(
    page,
    paths.categories(),
    /^\/categories\/\d+\/products$/,
  );
  urls.productDetail = await firstHref(page, paths.search("rice"), /^\/products\/\d+\/detail$/);
  urls.checkout = paths.checkout();
  urls.order = paths.order(orderUuid);
  urls.myOrders = paths.myOrders("Pendings", "All");
  urls.coupons = paths.coupons();
  urls.settings = paths.settings();
  urls.addressBook = paths.addressBook();
  urls.paymentMethods = paths.paymentMethods();
  urls.notifications = paths.notifications();
  urls.sharedCart = paths.sharedCart(share.data.id);
  expect(Object.keys(urls).sort()).toEqual(Object.keys(routePatterns).sort());
});

test("the order map shows the rider moving after a hop, the address pin where it was", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urls.order);
  const map = page.getByRole("region", { name: MAP });
  const rider = map.getByRole("img", { name: "Rider" });
  const address = map.getByRole("img", { name: "Delivery address" });
  await expect(rider).toBeVisible();
  /** The icon's box once it has stopped gliding. */
  const settled = async (icon: Locator) => {
    await expect.poll(() => icon.evaluate((element) => element.getAnimations().length)).toBe(0);
    return icon.evaluate((element) => {
      const { x, y } = element.getBoundingClientRect();
      return { x, y };
    });
  };
  const riderBefore = await settled(rider);
  const addressBefore = await settled(address);
  const latitude = await map.getAttribute("data-rider-lat");

  // The simulator's next hop, straight towards the address; the page polls the order.
  expect(await advanceOrder(page, orderUuid)).toBe("PENDING_DISPATCHED");
  await expect(map).not.toHaveAttribute("data-rider-lat", latitude ?? "", { timeout: 15_000 });
  const riderAfter = await settled(rider);
  expect(await settled(address)).toEqual(addressBefore);
  expect(Math.hypot(riderAfter.x - riderBefore.x, riderAfter.y - riderBefore.y)).toBeGreaterThan(5);
});

for (const name of Object.keys(routePatterns) as RouteName[]) {
  test(`the support chat launcher covers nothing on ${routePatterns[name]} at 390, 768, 1280 and 1440 px`, async () => {
    test.setTimeout(120_000);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(urls[name]);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(header(page).getByRole("button", { name: "Login" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Chat Support/ })).toBeVisible();
      // The page's own data has come (nothing still loading in main).
      await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
      await waitForNetworkQuiet(page);
      expect(await page.evaluate(findCovered), `${urls[name]} at ${size.width} px`).toEqual([]);
    }
  });
}
