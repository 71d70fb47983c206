import { expect, test } from "@playwright/test";
import { chooseLocationBySearch, header } from "./shopper";

/**
 * Shopper journeys of docs/product.md § Screens and routes against `npm start` on a fresh database. Each starts as a
 * first-time visitor: the location modal opens, the shopper picks an address, and the app starts a
 * guest session by itself (docs/product.md § States and transitions).
 */
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await chooseLocationBySearch(page);
});

function priceOf(text: string): number {
  const match = /\$(\d+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]);
}

test("home shows the banners, the top categories and product carousels", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");

  const bannerLinks = main.locator('a[href^="/products/"], a[href^="/categories/"]').first();
  await expect(bannerLinks).toBeVisible();
  await expect(main.getByRole("heading", { name: "Top Categories" })).toBeVisible();
  await expect(main.getByRole("link", { name: /See All/ }).first()).toBeVisible();

  const carousel = main.locator('[aria-roledescription="carousel"]').first();
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole("article").first()).toBeVisible();
  expect(await main.locator('[aria-roledescription="carousel"]').count()).toBeGreaterThan(0);
});

test("images below the fold load lazily", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  const eager = await page
    .getByRole("main")
    .locator("img")
    .evaluateAll((images) =>
      images
        .filter((image) => image.getBoundingClientRect().top > window.innerHeight * 1.5)
        .filter((image) => image.getAttribute("loading") !== "lazy")
        .map((image) => image.getAttribute("src")),
    );
  expect(eager).toEqual([]);
});

test("the footer comes with its lists as the shopper nears the end of a long page", async ({
  page,
}) => {
  const footerCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith("/popular-searches")) footerCalls.push(pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  // Long after the page's load: before the footer waited for the screen, it had come by then.
  await page.waitForLoadState("networkidle");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toHaveCount(0);
  expect(footerCalls).toEqual([]);

  await page.mouse.wheel(0, await page.evaluate(() => document.body.scrollHeight));
  await expect(footer.getByRole("navigation", { name: "Footer" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Popular Searches" })).toBeVisible();
  expect(footerCalls).toEqual(["/api/v1/catalog/ui/web/popular-searches"]);
});

test("typing in the search box shows results after the debounce, page by page", async ({
  page,
}) => {
  await page.goto("/");
  const search = header(page).getByRole("searchbox", { name: "Search products" });
  await search.click();
  await expect(page).toHaveURL(/\/search$/);
  await search.fill("rice");
  await expect(page).toHaveURL(/\/search\?q=rice$/);

  const main = page.getByRole("main");
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(main.getByRole("article").first()).toBeVisible();
  const pages = Number(
    /of (\d+)/.exec((await main.getByText(/^Page 1 of/).textContent()) ?? "")?.[1],
  );
  expect(pages).toBeGreaterThan(1);

  await main.getByRole("button", { name: "Next" }).click();
  await expect(main.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});

test("sorting by price reorders the results", async ({ page }) => {
  await page.goto("/search?q=dal");
  const main = page.getByRole("main");
  await expect(main.getByRole("article").first()).toBeVisible();

  await main.getByRole("button", { name: /^Sort/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sort by" });
  await dialog.getByRole("radio", { name: "Price (Low to High)", exact: true }).check();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sortBy=PRICE_LOW/);

  const cards = main.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const prices = (await cards.allTextContents()).filter((text) => text.includes("$")).map(priceOf);
  expect(prices.length).toBeGreaterThan(2);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("a category page shows its products and its description as safe HTML", async ({ page }) => {
  await page.goto("/categories");
  const main = page.getByRole("main");
  const tile = main.locator('a[href^="/categories/"][href$="/products"]').first();
  await tile.click();
  await expect(page).toHaveURL(/\/categories\/\d+\/products/);

  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("article").first()).toBeVisible();
  // The seeded description is HTML: a paragraph and a list with bold labels.
  const packSizes = main.locator("li strong", { hasText: "Pack sizes:" });
  await expect(packSizes).toBeVisible();
  // Nothing of the description runs; the page's own JSON-LD (docs/seo.md) is data, never run.
  await expect(
    main.locator('script:not([type="application/ld+json"]), iframe, [onerror], [onload]'),
  ).toHaveCount(0);
});

test("a category page opened directly carries its sub-categories: the app asks for none again", async ({
  page,
}) => {
  await page.goto("/categories");
  const tile = page.getByRole("main").locator('a[href^="/categories/"][href$="/products"]').first();
  const href = (await tile.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/categories\/\d+\/products$/);

  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/v1/catalog/ui/subcategories")) {
      asked.push(url.pathname + url.search);
    }
  });
  await page.goto(href);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("article").first()).toBeVisible();
  // The server drew the page with them (server/http/pages.ts) and the app's queries took its answers.
  expect(asked).toEqual([]);
});

test("on a phone, a category opened directly shows its own chip in the related categories' row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/categories");
  await page
    .getByRole("main")
    .locator('a[href^="/categories/"][href$="/products"]')
    .first()
    .click();
  const related = page.getByRole("navigation", { name: "Related categories" });
  // The last sibling starts past the row's end on a phone: opened directly, the row must bring it in.
  const lastHref = (await related.getByRole("link").last().getAttribute("href")) ?? "";
  expect(lastHref).toMatch(/^\/categories\/\d+\/products$/);
  await page.goto(lastHref);

  const current = related.locator('[aria-current="page"]');
  await expect(current).toBeVisible();
  await expect
    .poll(async () => {
      const row = await related.getByRole("list").boundingBox();
      const chip = await current.boundingBox();
      return Boolean(row && chip && chip.x >= row.x && chip.x + chip.width <= row.x + row.width);
    })
    .toBe(true);
  // Chips that scroll within their row do not make the page scroll sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBe(0);
});

test("a product page arrives drawn by the server, and the app takes it over", async ({
  page,
  request,
}) => {
  const list = await request.get("/api/v1/catalog/ui/products?size=1&name=rice", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  const [product] = ((await list.json()) as { data: { id: number; name: string }[] }).data;
  if (!product) throw new Error("The seeded catalogue has no rice");
  const path = `/products/${product.id}/detail`;

  // What a browser shows before any JavaScript has run.
  const html = await (await request.get(path)).text();
  const escapedName = product.name.replace(/&/g, "&amp;");
  expect(html).toMatch(
    new RegExp(`<h1 [^>]*>${escapedName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
  );
  expect(html).not.toContain("Loading…");

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  // The app has taken the drawn page over (it is inert until then).
  await expect(page.locator("#root > [inert]")).toHaveCount(0);
});

test("product detail shows the info table and the accordions", async ({ page }) => {
  await page.goto("/search?q=atta");
  const main = page.getByRole("main");
  await main.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/\d+\/detail$/);

  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Product Info" })).toBeVisible();
  await expect(main.getByRole("table")).toBeVisible();
  await expect(main.getByRole("table")).not.toContainText("Return Policy");

  const description = main.getByRole("button", { name: "Description & Nutrition" });
  await expect(description).toHaveAttribute("aria-expanded", "true");
  const policy = main.getByRole("button", { name: "Return Policy & Disclaimer" });
  await expect(policy).toHaveAttribute("aria-expanded", "false");
  await policy.click();
  await expect(policy).toHaveAttribute("aria-expanded", "true");
  await expect(main.getByRole("heading", { name: "Similar Products" })).toBeVisible();
});

test("an unknown product shows 'Product not found' with a way home", async ({ page }) => {
  await page.goto("/products/999999/detail");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await main.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("adding a product to the cart updates the header's cart button", async ({ page }) => {
  await page.goto("/search?q=rice");
  const cartButton = header(page).getByRole("button", { name: /My Cart|Items?/ });
  await expect(cartButton).toContainText("My Cart");

  const card = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" }).first();
  await card.getByRole("button", { name: "Add Item" }).click();
  await expect(cartButton).toContainText("1 Item");

  // Spec: 'N Items' with the formatted total, the cart's formattedTotal (checkout's Total, fees
  // and tax in), not the drawer's 'Sub Total'; both are the server's, read from the guest's cart.
  const cart = await page.evaluate(async () => {
    const token = localStorage.getItem("auth_token");
    const response = await fetch("/api/v1/cart", { headers: { authorization: `Bearer ${token}` } });
    type Totals = { formattedSubTotal: string; formattedTotal: string };
    return ((await response.json()) as { data: Totals }).data;
  });
  expect(cart.formattedSubTotal).not.toBe(cart.formattedTotal);
  await expect(cartButton).toContainText(cart.formattedTotal);

  await page.reload();
  await expect(header(page).getByRole("button", { name: /1 Item/ })).toContainText(
    cart.formattedTotal,
  );
});

test("'Get it for me' sends a missing product to the store", async ({ page }) => {
  await page.goto("/categories");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Something’s Missing?" })).toBeVisible();
  await main.getByRole("button", { name: "Get it for me" }).click();

  const dialog = page.getByRole("dialog", { name: "Get it for me" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Please enter the product name")).toBeVisible();

  await dialog.getByLabel("Product name").fill("  Kasuri methi  ");
  await dialog.getByLabel("Note (optional)").fill("The 100 g box");
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/catalog/ui/product-requests") &&
      response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Send request" }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect((await response.json()).data).toMatchObject({
    productName: "Kasuri methi",
    note: "The 100 g box",
  });
  await expect(page.getByText("Thanks! We will try to bring it to you.")).toBeVisible();
  await expect(dialog).toBeHidden();
});
