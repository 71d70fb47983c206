import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  completeFirstCheckoutDetails,
  fillCartAndCheckout,
  placeOrderButton,
  signInAsNewCustomer,
  toast,
} from "./checkout";
import {
  expectSteadyLoad,
  readFrames,
  recordFramesOfEveryLoad,
  startRecordingFrames,
} from "./frames";
import { chooseLocationBySearch, header } from "./shopper";

/**
 * Issue 26, item 2: a page drawn by the server is the app's first frame. Every route is loaded
 * afresh as a first-time visitor, a returning guest and a signed-in customer, from clean browser
 * profiles; each load records its frames until the app has started and settled, and fails on a
 * blank main area, a header whose words change, or any layout shift.
 */

const PHONE = "2125550226";

/** Routes open to everyone (docs/product.md § Route table), with ids the catalogue has and ids it has not. */
let catalogueRoutes: string[] = [];
/** The customer's own routes; a visitor or guest loading one is sent home. */
let customerRoutes: string[] = [];
let sharedCartPath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const categories = (await (await request.get("/api/v1/catalog/ui/categories")).json()) as {
    data: { id: number }[];
  };
  const products = (await (await request.get("/api/v1/catalog/ui/products?size=1")).json()) as {
    data: { id: number }[];
  };
  const categoryId = categories.data[0]?.id;
  const productId = products.data[0]?.id;
  if (categoryId === undefined || productId === undefined) throw new Error("empty catalogue");
  catalogueRoutes = [
    "/",
    "/search",
    "/search?q=rice",
    "/categories",
    `/categories/${categoryId}/products`,
    "/categories/99999/products",
    `/products/${productId}/detail`,
    "/products/99999999/detail",
  ];
  customerRoutes = [
    "/checkout",
    "/my-orders",
    "/coupons",
    "/setting",
    "/address-book",
    "/payment-method",
    "/notifications",
  ];
});

async function newShopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await recordFramesOfEveryLoad(context);
  return context.newPage();
}

/** Adds the first product of a search to the cart, as a shopper does. */
async function addProductToCart(page: Page) {
  await page.goto("/search?q=rice");
  const card = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" }).first();
  await card.getByRole("button", { name: "Add Item" }).click();
  await expect(header(page).getByRole("button", { name: /[1-9]\d* Items?/ })).toBeVisible();
}

test("a first-time visitor sees every page steady from its first frame", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newShopper(browser);
  for (const path of catalogueRoutes) await expectSteadyLoad(page, path);
  // A customer's page is not drawn for a visitor: the frame shows until the app sends them home.
  for (const path of ["/checkout", "/setting"])
    await expectSteadyLoad(page, path, { takenOver: false });
  await page.context().close();
});

test("a first-time visitor sent home from a customer's page sees no shift on a slow phone", async ({
  browser,
}) => {
  // Under load CI painted the redirect's 'Loading…' on its way home: the footer came into view
  // below it, and home's arrival pushed it away (a shift of 0.54). A 6x slower CPU paints it
  // every time.
  test.setTimeout(60_000);
  const page = await newShopper(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
  // Home arrives well after SETTLE_MS at this speed: wait for it, then for its images and cards.
  // (The location modal hides the page from role queries.)
  await expect(page.locator("main h1")).toBeAttached({ timeout: 30_000 });
  await page.waitForTimeout(2_000);
  // At this speed the browser also painted the frame while parsing it, a header without its
  // buttons: the logo then moved down 4 px and the buttons' row grew leftwards (PAINT_WHEN_FRAMED).
  expect((await readFrames(page)).shifted).toEqual([]);
  await page.context().close();
});

test("a returning guest sees their location and cart from the first frame of every page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newShopper(browser);
  await page.goto("/");
  await chooseLocationBySearch(page, "Brooklyn");
  await addProductToCart(page);
  await header(page)
    .getByRole("button", { name: /1 Item/ })
    .click();
  const drawer = page.getByRole("dialog", { name: "Cart" });
  await drawer.getByRole("button", { name: /Share/ }).click();
  const link = await page
    .getByRole("dialog", { name: "Share your cart" })
    .getByRole("textbox", { name: "Link to your cart" })
    .inputValue();
  sharedCartPath = new URL(link).pathname;

  for (const path of [...catalogueRoutes, sharedCartPath, "/my-orders"]) {
    // Drawn again rather than taken over: a customer's page (not drawn for a guest), the search
    // landing (this browser's recent searches come first) and the shared cart (a guest can add it).
    const takenOver = !["/my-orders", "/search", sharedCartPath].includes(path);
    const record = await expectSteadyLoad(page, path, { takenOver });
    if (path.startsWith("/search")) continue;
    // Drawn with the guest's location and cart, not 'Select location' and an empty cart.
    expect(record.changes.at(-1)?.header, path).toMatch(/NY, USA.*Login.*1 Item/);
  }
  // The store keeps each page it drew for the guest; a change of their cart has it drawn anew.
  await addProductToCart(page);
  await expect(header(page).getByRole("button", { name: /2 Items/ })).toBeVisible();
  const changed = await expectSteadyLoad(page, "/");
  expect(changed.changes.at(-1)?.header).toMatch(/NY, USA.*Login.*2 Items/);
  await page.context().close();
});

test("a customer's order page follows Place Order without an empty cart, and every page reloads steady", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await newShopper(browser);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 10);
  await completeFirstCheckoutDetails(page);

  await startRecordingFrames(page, ["Your cart is empty"]);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Checkout successful!")).toBeVisible();
  expect((await readFrames(page)).watched, "checkout showed an empty cart").toEqual([]);
  const orderPath = new URL(page.url()).pathname;

  await addProductToCart(page);
  for (const path of [...catalogueRoutes, sharedCartPath, orderPath, ...customerRoutes]) {
    // Every page is taken over but the search landing (recent searches come first) and two drawn
    // again (src/app/shell/drawnPage.tsx): the shared cart, which a signed-in visitor can add,
    // and the order, whose map places its pins from the size it measures.
    const takenOver = ![sharedCartPath, orderPath, "/search"].includes(path);
    const record = await expectSteadyLoad(page, path, { takenOver });
    if (path.startsWith("/search")) continue;
    expect(record.changes.at(-1)?.header, path).toMatch(/NY, USA.*1 Item/);
    expect(record.changes.at(-1)?.header, path).not.toContain("Login");
  }
  await page.context().close();
});

test("Add Item pressed the moment a reloaded page takes input moves focus to the card's stepper", async ({
  browser,
}) => {
  // Wide, so home draws many cards and React takes the route's content over last.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await chooseLocationBySearch(page, "Brooklyn");
  await page.reload();
  const card = page
    .getByRole("main")
    .getByRole("region")
    .filter({ has: page.getByRole("article") })
    .first()
    .getByRole("article")
    .first();
  // No wait for the app: the click goes out as soon as the drawn page takes it.
  await card.getByRole("button", { name: "Add Item" }).click();
  await expect(card.getByRole("button", { name: /^Add one more / })).toBeFocused();
  await context.close();
});
