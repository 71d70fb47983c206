import { expect, test, type Locator, type Page } from "@playwright/test";
import { keptByDietFilters } from "../../shared/catalog";
import type { HomePage, ProductSummary } from "../../src/api/types";
import { readApi, signInAsNewCustomer, toast } from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";
import { waitForNetworkQuiet } from "./networkQuiet";

/**
 * Issue 31's catalogue from a clean browser profile against `npm start`: the diet filter chips on
 * search, the unit-price sort, and the "always show only" preference of Settings narrowing home
 * (docs/catalogue-marks.md). What the screens show is checked against the API's own answers.
 */

// Unique among the journeys: they share one store and its database.
const PHONE = "2125550181";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

interface ProductPage {
  data: ProductSummary[];
  meta: { totalPages: number };
}

/** Every product a listing query finds, page after page, as the API answers it. */
async function listAll(query: string): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await readApi<ProductPage>(
      page,
      `/catalog/ui/products?${query}&page=${pageNumber}&size=100`,
    );
    found.push(...answer.data);
    if (pageNumber >= answer.meta.totalPages) return found;
  }
}

/**
 * Does `act` and answers the query of the product list it made the page ask the API for (the
 * name and the chosen ethnicity, without paging, sort or filters), for reading the same list whole.
 * The first page of a search is drawn by the server, so only a change the shopper makes is asked.
 */
async function listingQueryOf(act: () => Promise<void>): Promise<string> {
  const asked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith("/api/v1/catalog/ui/products"),
  );
  await act();
  const query = new URL((await asked).url()).searchParams;
  for (const name of ["page", "size", "marks", "sortBy"]) query.delete(name);
  return query.toString();
}

/** Opens a page and waits for the app to take the drawn page over (it is inert until then). */
async function open(path: string) {
  await page.goto(path);
  await expect(page.locator("#root > [inert]")).toHaveCount(0);
}

function results(): Locator {
  return page.getByRole("main").getByRole("list", { name: /^Products found for/ });
}

/** The names on the cards of every page of the results, following the pager. */
async function shownNames(): Promise<string[]> {
  const names: string[] = [];
  for (;;) {
    await waitForNetworkQuiet(page);
    const cards = results().locator(":scope > li").getByRole("heading", { level: 3 });
    names.push(...(await cards.allTextContents()).map((name) => name.trim()));
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("button", {
      name: "Next",
    });
    if ((await next.count()) === 0 || (await next.isDisabled())) return names;
    const before = await cards.first().textContent();
    await next.click();
    await expect(cards.first()).not.toHaveText(before ?? "");
  }
}

function chip(name: string): Locator {
  return page
    .getByRole("group", { name: "Diet filters" })
    .getByRole("button", { name: new RegExp(`^${name}\\b`) });
}

test("a new customer signs in", async () => {
  await signInAsNewCustomer(page, PHONE);
});

test("the Vegetarian chip on search hides every non-vegetarian product and keeps the rest", async () => {
  await open("/search?q=masala");
  await expect(results()).toBeVisible();
  const vegetarianChip = chip("Vegetarian");
  await expect(vegetarianChip).toHaveAttribute("aria-pressed", "false");
  const query = await listingQueryOf(() => vegetarianChip.click());
  await expect(page).toHaveURL(/[?&]marks=VEGETARIAN\b/);
  await expect(vegetarianChip).toHaveAttribute("aria-pressed", "true");

  const all = await listAll(query);
  const vegetarian = all.filter((product) => product.marks.includes("VEGETARIAN"));
  const others = all.filter((product) => !product.marks.includes("VEGETARIAN"));
  // The spice mixes named after meat dishes are vegetarian (docs/catalogue-marks.md); the ready
  // meal of chicken tikka masala with rice is not, and the chip hides it.
  expect(vegetarian.length).toBeGreaterThan(0);
  expect(others.map((product) => product.name)).toContainEqual(
    expect.stringMatching(/Chicken Tikka Masala with Basmati Rice/),
  );
  // Its count is the API's: the listing with the filter on.
  await expect(vegetarianChip).toHaveAccessibleName(
    new RegExp(`^Vegetarian\\s*${vegetarian.length} products?$`),
  );

  const shown = await shownNames();
  expect(shown.toSorted()).toEqual(vegetarian.map((product) => product.name).toSorted());
  for (const product of others) expect(shown).not.toContain(product.name);

  // A reload keeps the filter, as the URL does.
  await page.reload();
  await expect(chip("Vegetarian")).toHaveAttribute("aria-pressed", "true");
});

test("Unit price (Low to High) orders atta by its price per pound", async () => {
  await open("/search?q=atta");
  await expect(results()).toBeVisible();
  await page.getByRole("button", { name: /^Sort:/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sort by" });
  await dialog.getByRole("radio", { name: "Unit price (Low to High)" }).check();
  const query = await listingQueryOf(() => dialog.getByRole("button", { name: "Apply" }).click());
  await expect(page).toHaveURL(/sortBy=UNIT_PRICE_LOW/);

  const byName = new Map((await listAll(query)).map((product) => [product.name, product]));
  const shown = await shownNames();
  // Atta is sold by weight: the dollars per kilogram the card shows are the dollars per pound
  // times 2.2046, so both climb together.
  const perKilogram = shown.flatMap((name) => {
    const unitPrice = byName.get(name)?.formattedUnitPrice ?? "";
    const dollars = /\$([\d.,]+)\/kg/.exec(unitPrice)?.[1];
    return dollars === undefined ? [] : [Number(dollars.replace(/,/g, ""))];
  });
  expect(perKilogram.length).toBeGreaterThan(1);
  expect(perKilogram).toEqual(perKilogram.toSorted((a, b) => a - b));
  // A card in stock shows its unit price under its price.
  const inStock = shown.findIndex((name) => byName.get(name)?.inStock === "IN_STOCK");
  const product = byName.get(shown[inStock] ?? "");
  expect(product?.formattedUnitPrice).toBeTruthy();
  await open("/search?q=atta&sortBy=UNIT_PRICE_LOW");
  await expect(results().locator(":scope > li").nth(inStock)).toContainText(
    `Unit price ${product?.formattedUnitPrice ?? ""}`,
  );
});

test("the 'Only halal' preference in Settings changes the home carousels", async () => {
  const productsOf = (home: HomePage) =>
    home.showcaseSubCategories.flatMap((showcase) => showcase.products);
  const before = productsOf((await readApi<{ data: HomePage }>(page, "/catalog/ui/web/home")).data);
  // "Only halal" keeps halal meat and eggs, vegetarian food (halal by nature) and what is not food
  // (docs/catalogue-marks.md). The home page's frozen snacks hold chicken nuggets sold without the
  // claim: they go, and everything after must be kept.
  const keptByHalal = (product: ProductSummary) => keptByDietFilters(product.marks, ["HALAL"]);
  expect(before.filter((product) => !keptByHalal(product)).length).toBeGreaterThan(0);

  await open("/setting");
  const section = page.getByRole("region", { name: "Always show only" });
  await section.getByRole("checkbox", { name: "Only halal" }).check();
  await section.getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page, "Shopping preferences saved!")).toBeVisible();

  const after = productsOf((await readApi<{ data: HomePage }>(page, "/catalog/ui/web/home")).data);
  const saved = await readApi<{ data: { onlyShow: string[] } }>(
    page,
    "/users/ui/shopping-preferences",
  );
  expect(saved.data.onlyShow).toEqual(["HALAL"]);
  expect(after.length).toBeGreaterThan(0);
  const stillShown = after.filter((product) => !keptByHalal(product));
  expect(stillShown.map((product) => `${product.name} ${product.marks.join(",")}`)).toEqual([]);

  await open("/");
  const main = page.getByRole("main");
  await expect(main.getByText("Showing only Halal")).toBeVisible();
  await waitForNetworkQuiet(page);
  const drawn = (await main.getByRole("article").getByRole("heading").allTextContents()).map(
    (name) => name.trim(),
  );
  expect(drawn.length).toBeGreaterThan(0);
  // Each card drawn says what Halal kept it for: vegetarian, or non-vegetarian with the claim.
  await expect(
    main
      .getByRole("article")
      .filter({ has: page.getByRole("img", { name: "Non-vegetarian" }) })
      .filter({ hasNotText: "Halal" }),
  ).toHaveCount(0);
  const notHalal = before.filter((product) => !keptByHalal(product));
  for (const product of notHalal) expect(drawn).not.toContain(product.name);
});
