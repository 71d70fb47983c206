import { expect, test, type BrowserContext, type Page, type Request } from "@playwright/test";
import { productMessages } from "../../src/app/productMessages";
import { cartDrawerText } from "../../src/components/CartDrawer/CartDrawer.text";
import { checkoutOfflineText } from "../../src/components/CheckoutPage/CheckoutOffline.text";
import { checkoutPageText } from "../../src/components/CheckoutPage/CheckoutPage.text";
import { offlineBannerText } from "../../src/components/OfflineBanner/OfflineBanner.text";
import { productDetailText } from "../../src/components/ProductDetail/ProductDetail.text";
import { productCartControlText } from "../../src/components/ProductCartControl/ProductCartControl.text";
import { updatePromptText } from "../../src/components/UpdatePrompt/UpdatePrompt.text";
import { fillCartAndCheckout, placeOrderButton, signInAsNewCustomer, toast } from "./checkout";
import { chooseLocationBySearch, logOut } from "./shopper";

/**
 * The installable, offline-tolerant store of issue 33 (docs/seo.md § Installable and offline),
 * from a clean browser profile each: the manifest, the service worker, the pages a shopper has
 * seen opening offline with the offline banner, and nothing sent to the cart or checkout offline.
 */

const PHONE = "2125550233";

// The worker precaches the built app before it takes the page over: on a 2-core runner busy with
// the other steps that alone has taken more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const SIGNING_OUT_PHONE = "2125550234";

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts?: { name: string; url: string }[];
}

function offlineBanner(page: Page) {
  return page.getByRole("status").filter({ hasText: offlineBannerText.title });
}

/** Waits until the store's service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return `${registration.active?.scriptURL ?? ""} ${registration.scope}`;
  });
}

/** Every request of the context (the page's and the service worker's) that changes something. */
function recordWrites(context: BrowserContext): Request[] {
  const writes: Request[] = [];
  context.on("request", (request) => {
    if (request.method() !== "GET" && request.method() !== "HEAD") writes.push(request);
  });
  return writes;
}

test("the manifest is linked from every page, served as a manifest, and installable", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);

  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons ?? [];
  for (const [size, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["192x192", "maskable"],
    ["512x512", "maskable"],
  ]) {
    expect(icons.some((icon) => icon.sizes === size && (icon.purpose ?? "any") === purpose)).toBe(
      true,
    );
  }
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.shortcuts?.map((shortcut) => shortcut.url)).toEqual([
    "/search",
    "/my-orders",
    "/?cart=open",
  ]);
});

test("the service worker installs, and home and a product seen before open offline", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await chooseLocationBySearch(page);
  const worker = await controlledByServiceWorker(page);
  expect(worker).toMatch(/\/sw\.js http:\/\/localhost:\d+\/$/);
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toBe("no-cache");

  // The manifest's Cart shortcut opens the cart drawer over home, and leaves the URL clean.
  await page.goto("/?cart=open");
  await expect(page.getByRole("dialog", { name: cartDrawerText.title })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Home once more, so that its own page passes through the worker and is kept.
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("article").first()).toBeVisible();
  const productLink = main.locator('a[href^="/products/"][href$="/detail"]').first();
  const productPath = (await productLink.getAttribute("href")) ?? "";
  expect(productPath).not.toBe("");
  // Within the app, so the product's answer comes from the API through the worker (and is kept).
  await productLink.click();
  await expect(page).toHaveURL(productPath);
  await expect(main.getByRole("heading", { level: 1 })).not.toHaveText(productDetailText.loading);
  const productName = (await main.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(productName).not.toBe("");
  await expect(offlineBanner(page)).toHaveCount(0);

  // Home again, drawn afresh: the app holds nothing of the product in memory any more.
  await page.goto("/");
  await expect(main.getByRole("article").first()).toBeVisible();

  const writes = recordWrites(context);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(new RegExp(offlineBannerText.title));

  // The network went while the page was open: within the app, the product's kept answer is read.
  await main.locator(`a[href="${productPath}"]`).first().click();
  await expect(main.getByRole("heading", { level: 1, name: productName })).toBeVisible();

  // Home, reloaded, is the page the worker kept.
  await page.goto("/");
  await expect(main.getByRole("article").first()).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // The product as a page of its own, which the worker never kept: the built frame starts the app,
  // which reads the product's kept answer.
  await page.goto(productPath);
  await expect(main.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // Adding to the cart offline says so and sends nothing; nothing waits to be sent later either.
  await main.getByRole("button", { name: productCartControlText.addItem }).first().click();
  await expect(toast(page, productMessages.cartOffline)).toBeVisible();
  await expect(
    main.getByRole("button", { name: productCartControlText.addItem }).first(),
  ).toBeVisible();

  // A page the worker kept nothing of gets the built frame: the app starts and says it is offline,
  // instead of the browser's error page.
  await page.goto("/categories");
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  // Back online, the addition was not sent behind the shopper's back.
  await page.waitForTimeout(1_000);
  expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});

test("checkout offline says the order waits for the network, and Place Order sends nothing", async ({
  page,
  context,
}) => {
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page);
  await expect(page.getByRole("heading", { name: checkoutPageText.title, level: 1 })).toBeVisible();

  const writes = recordWrites(context);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText(checkoutOfflineText.notice)).toBeVisible();
  await expect(placeOrderButton(page)).toHaveAccessibleDescription(checkoutOfflineText.notice);

  await placeOrderButton(page).click();
  await expect(toast(page, checkoutOfflineText.notice)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await context.setOffline(false);
  await expect(page.getByText(checkoutOfflineText.notice)).toHaveCount(0);
  // Nothing was held to be placed once the network came back.
  await page.waitForTimeout(1_000);
  expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});

/** Whether the worker keeps a page for `path` (the service worker's "pages" cache, cacheRules.ts). */
function pageKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async (url) =>
      (await caches.match(url, { cacheName: "storefront-pages", ignoreVary: true })) !== undefined,
    path,
  );
}

test("signing out forgets the pages kept with the customer's header", async ({ page }) => {
  await signInAsNewCustomer(page, SIGNING_OUT_PHONE);
  await controlledByServiceWorker(page);
  await page.reload();
  const main = page.getByRole("main");
  const productPath =
    (await main.locator('a[href^="/products/"][href$="/detail"]').first().getAttribute("href")) ??
    "";
  await page.goto(productPath);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => pageKept(page, productPath)).toBe(true);

  await page.goto("/");
  await logOut(page);
  // Home was drawn again for the visitor; the product page the customer saw is gone.
  await expect.poll(() => pageKept(page, productPath)).toBe(false);
});

/** The script URLs the page registers workers with, recorded as it asks (see addInitScript below). */
interface RegisteredWorkers {
  registeredWorkers?: string[];
}

test("a new version waits for the shopper's Reload, then takes the page over", async ({ page }) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const recorded: string[] = [];
    (window as RegisteredWorkers).registeredWorkers = recorded;
    container.register = (url, options) => {
      recorded.push(String(url));
      return register(url, options);
    };
  });
  await page.goto("/");
  // The first visit's location dialog hides the rest of the page from assistive technology.
  await chooseLocationBySearch(page);
  await controlledByServiceWorker(page);
  // This page's own registration asked (after its load), and the first version settled.
  await page.waitForFunction(() =>
    ((window as RegisteredWorkers).registeredWorkers ?? []).includes("/sw.js"),
  );
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      (registration?.active?.scriptURL.endsWith("/sw.js") ?? false) &&
      !registration?.installing &&
      !registration?.waiting
    );
  });

  // A deploy, as the browser finds one: a worker script it has not run installs beside the active
  // one and waits. (Playwright cannot rewrite the worker's own script, so the new one is the same
  // file under another URL.)
  await page.evaluate(() =>
    navigator.serviceWorker.register("/sw.js?version=next", { scope: "/" }),
  );
  const waiting = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.scriptURL ?? null;
    });

  const prompt = page.getByRole("region", { name: updatePromptText.ready });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(await waiting()).toMatch(/\/sw\.js\?version=next$/);

  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: updatePromptText.reload }).click();
  await reloaded;
  // The page came back under the worker that waited.
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith("/sw.js?version=next") ?? false,
  );
  await expect(page.getByRole("main")).toBeVisible();
});
