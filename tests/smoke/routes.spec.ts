import { expect, test, type Page } from "@playwright/test";
import { LOGIN_REQUIRED_MESSAGE } from "../../src/app/constants";
import { isProtectedRoute, paths, routePatterns, type RouteName } from "../../src/lib/paths";
import { expectAccessible } from "./axe";

/** One real address per route of docs/product.md § Route table. */
const sampleUrls: Record<RouteName, string> = {
  home: paths.home(),
  search: paths.search("paneer"),
  categories: paths.categories(),
  categoryProducts: paths.categoryProducts(11),
  productDetail: paths.productDetail(101),
  checkout: paths.checkout(),
  order: paths.order("4f9c1f57-2f7a-4a34-9f0e-7f1f3f2a9b10"),
  myOrders: paths.myOrders("Pendings", "All"),
  coupons: paths.coupons(),
  settings: paths.settings(),
  addressBook: paths.addressBook(),
  paymentMethods: paths.paymentMethods(),
  notifications: paths.notifications(),
  sharedCart: paths.sharedCart("sharedCartDemo00000001"),
};

/**
 * A screen's heading, which some screens (the order page) show only once their failed reads have
 * been asked again and given up: with the stories running beside these tests in CI, that took
 * longer than an assertion's default 5 s.
 */
function screenHeading(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 1 });
}
const SETTLED = { timeout: 20_000 };

/**
 * These tests check each route's screen, so the browser already has a delivery location: without
 * one the location modal would cover every page. The first visit itself (the modal opening by
 * itself) is the end-to-end journeys' and the test below.
 */
test.beforeEach(async ({ page }, testInfo) => {
  // No API answers here, and every failed read is asked again a second later before its error
  // shows: with the stories running beside them in CI, these pages took 15-32 s to settle for axe.
  testInfo.setTimeout(60_000);
  if (testInfo.title.startsWith(FIRST_VISIT)) return;
  await page.addInitScript(() => {
    if (localStorage.getItem("location")) return;
    localStorage.setItem(
      "location",
      JSON.stringify({ lat: 40.6971415, lng: -73.979506, state: "NY", country: "USA" }),
    );
  });
});

const FIRST_VISIT = "a first visit";

test(`${FIRST_VISIT} opens the location modal, which Escape does not close`, async ({ page }) => {
  await page.goto(paths.home());
  const modal = page.getByRole("dialog", { name: "Change Location" });
  // Its own chunk, fetched once the app has started: beside the stories in CI this took longer
  // than the 5 s every other check here waits (the project's CI run of 3de9694).
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expectAccessible(page);
});

const names = Object.keys(routePatterns) as RouteName[];
const publicNames = names.filter((name) => !isProtectedRoute(name));
const protectedNames = names.filter(isProtectedRoute);

async function startWithSession(page: Page, kind: "guest" | "customer") {
  await page.addInitScript((isGuestUser) => {
    localStorage.setItem("auth_token", "smoke-token");
    localStorage.setItem(
      "auth_user",
      JSON.stringify({
        id: 7,
        firstName: "Amina",
        email: null,
        phone: "+15555550123",
        isGuestUser,
      }),
    );
  }, kind === "guest");
}

async function expectSentHomeWithToast(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  // The toasts' container is a chunk of its own, fetched with the first toast (src/app/toast.ts):
  // beside the stories in CI, on Dec 6's slower machine, it came later than 5 s in two runs.
  await expect(page.getByRole("alert").filter({ hasText: LOGIN_REQUIRED_MESSAGE })).toBeVisible(
    SETTLED,
  );
  await expectAccessible(page);
}

test("the route table covers the 13 routes of the spec and our shared cart, 8 protected", () => {
  expect(names).toHaveLength(14);
  expect(protectedNames).toHaveLength(8);
});

for (const name of protectedNames) {
  test(`${sampleUrls[name]} sends a visitor without a session home with the login toast`, async ({
    page,
  }) => {
    await page.goto(sampleUrls[name]);
    await expectSentHomeWithToast(page);
  });

  test(`${sampleUrls[name]} sends a guest home with the login toast`, async ({ page }) => {
    await startWithSession(page, "guest");
    await page.goto(sampleUrls[name]);
    await expectSentHomeWithToast(page);
  });

  test(`${sampleUrls[name]} opens for a signed-in customer`, async ({ page }) => {
    await startWithSession(page, "customer");
    await page.goto(sampleUrls[name]);
    await expect(screenHeading(page)).toBeVisible(SETTLED);
    await expect(page).toHaveURL(sampleUrls[name]);
    await expect(page.getByText(LOGIN_REQUIRED_MESSAGE)).toHaveCount(0);
    await expectAccessible(page);
  });
}

for (const name of publicNames) {
  test(`${sampleUrls[name]} opens without a session`, async ({ page }) => {
    await page.goto(sampleUrls[name]);
    await expect(screenHeading(page)).toBeVisible(SETTLED);
    await expect(page).toHaveURL(sampleUrls[name]);
    await expect(page.getByText(LOGIN_REQUIRED_MESSAGE)).toHaveCount(0);
    await expectAccessible(page);
  });
}

test("an unknown path lands on the home page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await expect(screenHeading(page)).toBeVisible(SETTLED);
});

test("a new path starts at the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto(paths.categories());
  // Scrolled once the app has rendered, as a shopper would: its first render starts at the top.
  await expect(screenHeading(page)).toBeVisible(SETTLED);
  await page.evaluate(() => {
    document.body.style.minHeight = "5000px";
    window.scrollTo(0, 3000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await page.evaluate(() => {
    window.history.pushState({}, "", "/search");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/search$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a screen that fails to load shows the error page inside the layout, with a way home", async ({
  page,
}) => {
  await page.route(/\/assets\/CategoriesRoute-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(paths.categories());

  const error = page.getByRole("main").getByRole("alert");
  await expect(error).toContainText("Something went wrong");
  await expectAccessible(page);
  await error.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(screenHeading(page)).toBeVisible(SETTLED);
});

test("the skip link moves keyboard users to the page content", async ({ page }) => {
  await page.goto(paths.categories());
  // A Tab pressed before React has rendered the layout would land on nothing.
  await expect(screenHeading(page)).toBeVisible(SETTLED);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
