import { expect, test, type Browser, type Page } from "@playwright/test";
import type { Product } from "../../src/api/types";
import { signInAsNewCustomer } from "./checkout";
import { structuredDataProblems } from "../unit/structuredDataCheck";
import { chooseLocationBySearch } from "./shopper";

/**
 * What search engines and link previews read (docs/seo.md): each page as the server draws it,
 * read without running the app, as a crawler that runs no JavaScript does. Every value is
 * compared with what the same drawn page shows and with the API's answer it was drawn from.
 */

const PHONE = "2125550231";
const NO_BASE_URL = "playwright.e2e.config.ts sets no baseURL";

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** The drawn page at `path` in a browser that runs no script: the server's HTML as it came. */
async function drawnPage(browser: Browser, path: string, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

async function headOf(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const prefixed = (attribute: string, prefix: string) =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLMetaElement>(`meta[${attribute}^="${prefix}"]`)].map(
          (meta) => [meta.getAttribute(attribute)?.slice(prefix.length) ?? "", meta.content],
        ),
      );
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical:
        document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ??
        null,
      robots: content('meta[name="robots"]'),
      og: prefixed("property", "og:"),
      twitter: prefixed("name", "twitter:"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
      ),
    };
  });
}

/** The one head tag of each kind: a page with two titles or canonicals says two things. */
async function expectOneOfEach(page: Page) {
  for (const selector of [
    "title",
    'meta[name="description"]',
    'link[rel="canonical"]',
    'meta[property="og:title"]',
  ]) {
    expect(await page.locator(selector).count(), selector).toBeLessThanOrEqual(1);
  }
}

function ofType(head: Head, type: string): Record<string, unknown> {
  const found = head.jsonLd.find((data) => data["@type"] === type);
  if (!found) throw new Error(`No ${type} in the page's JSON-LD`);
  expect(structuredDataProblems(found)).toEqual([]);
  return found;
}

test.describe("each page kind's drawn HTML names itself", () => {
  test("a product: its name, size and price, canonical, preview and Product with Offer and breadcrumbs", async ({
    browser,
    request,
    baseURL,
  }) => {
    if (!baseURL) throw new Error(NO_BASE_URL);
    const product = (
      (await (await request.get("/api/v1/catalog/ui/products/1")).json()) as { data: Product }
    ).data;
    const { page, close } = await drawnPage(browser, "/products/1/detail?utm_source=chat", baseURL);
    const head = await headOf(page);
    await expectOneOfEach(page);
    const main = page.getByRole("main");

    const shownName = (await main.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(shownName).toBe(product.name);
    await expect(main.getByText(product.formattedPrice).first()).toBeVisible();
    expect(head.title).toContain(product.name);
    expect(head.title).toContain(product.formattedPrice);
    expect(head.title).toMatch(/\| Storefront$/);
    expect(head.description).toContain(product.name);
    expect(head.description).toContain(product.formattedPrice);
    const canonical = `${baseURL}/products/1/detail`;
    expect(head.canonical).toBe(canonical);
    expect(head.robots).toBeNull();
    expect(head.og).toMatchObject({
      type: "product",
      title: head.title,
      url: canonical,
      image: new URL(product.fileResponse?.fullUrl ?? "", baseURL).href,
      site_name: "Storefront",
    });
    expect(head.twitter).toMatchObject({ card: "summary_large_image", title: head.title });

    const data = ofType(head, "Product");
    expect(data).toMatchObject({
      name: shownName,
      sku: String(product.id),
      size: product.weight,
      url: canonical,
      image: head.og.image,
      offers: {
        "@type": "Offer",
        price: product.price.toFixed(2),
        priceCurrency: "USD",
        availability:
          product.inStock === "IN_STOCK"
            ? "https://schema.org/InStock"
            : "https://schema.org/OutOfStock",
        url: canonical,
      },
    });
    expect(`$${String((data.offers as { price: string }).price)}`).toBe(product.formattedPrice);
    const brandRow = main
      .getByRole("row")
      .filter({ hasText: /^Brand/ })
      .first();
    await expect(brandRow).toContainText((data.brand as { name: string }).name);
    if (product.rating > 0) {
      const rating = data.aggregateRating as { ratingValue: number; bestRating: number };
      expect(rating).toMatchObject({
        ratingValue: Number(product.rating.toFixed(1)),
        bestRating: 5,
      });
      await expect(
        main.getByRole("img", { name: `Rated ${rating.ratingValue.toFixed(1)} out of 5` }),
      ).toHaveCount(1);
    }

    const trail = ofType(head, "BreadcrumbList").itemListElement as {
      position: number;
      name: string;
      item?: string;
    }[];
    const shownTrail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    const links = await shownTrail.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent ?? "",
        item: (anchor as HTMLAnchorElement).href,
      })),
    );
    expect(trail).toEqual([
      ...links.map((link, index) => ({ "@type": "ListItem", position: index + 1, ...link })),
      { "@type": "ListItem", position: links.length + 1, name: shownName },
    ]);
    await close();
  });

  test("a category: its name and description, a canonical without sort or tracking, and its trail", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error(NO_BASE_URL);
    const { page, close } = await drawnPage(
      browser,
      "/categories/2/products?sortBy=PRICE_LOW&utm_campaign=spring",
      baseURL,
    );
    const head = await headOf(page);
    await expectOneOfEach(page);
    const name =
      (await page.getByRole("main").getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(name).not.toBe("");
    expect(head.title).toBe(`${name} | Storefront`);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.canonical).toBe(`${baseURL}/categories/2/products`);
    expect(head.og.image).toMatch(/^http/);
    expect(ofType(head, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name },
    ]);
    await close();
  });

  test("a search: the words in the title, the products it shows in the description; no results are kept out of search results", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error(NO_BASE_URL);
    const { page, close } = await drawnPage(browser, "/search?q=rice&utm_source=mail", baseURL);
    const head = await headOf(page);
    await expectOneOfEach(page);
    expect(head.title).toBe("Results for “rice” | Storefront");
    expect(head.canonical).toBe(`${baseURL}/search?q=rice`);
    expect(head.robots).toBeNull();
    const firstShown = (
      await page.getByRole("main").getByRole("article").first().getByRole("heading").textContent()
    )?.trim();
    expect(firstShown).toBeTruthy();
    expect(head.description).toContain(firstShown ?? "");
    await close();

    for (const path of ["/search?q=zzqqxxnothing", "/search"]) {
      const empty = await drawnPage(browser, path, baseURL);
      const emptyHead = await headOf(empty.page);
      expect(emptyHead.robots, path).toBe("noindex");
      expect(emptyHead.canonical, path).toBeNull();
      await empty.close();
    }
  });

  test("home: the store's title, its banner as the preview, Organization and WebSite with its search", async ({
    browser,
    request,
    baseURL,
  }) => {
    if (!baseURL) throw new Error(NO_BASE_URL);
    const home = (await (await request.get("/api/v1/catalog/ui/web/home")).json()) as {
      data: { promotionBanners: { fileResponse: { fullUrl: string } | null }[] };
    };
    const { page, close } = await drawnPage(browser, "/?fbclid=abc", baseURL);
    const head = await headOf(page);
    await expectOneOfEach(page);
    expect(head.title).toBe("Storefront — groceries delivered");
    expect(head.description).toBe("Fresh groceries from your region, delivered to your door.");
    expect(head.canonical).toBe(`${baseURL}/`);
    const banner = home.data.promotionBanners[0]?.fileResponse?.fullUrl;
    expect(head.og.image).toBe(new URL(banner ?? "", baseURL).href);
    expect(ofType(head, "Organization")).toMatchObject({ name: "Storefront", url: `${baseURL}/` });
    const site = ofType(head, "WebSite");
    expect(site).toMatchObject({
      name: "Storefront",
      url: `${baseURL}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${baseURL}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
    await close();
  });
});

test("an unknown product is said so and kept out of search results", async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error(NO_BASE_URL);
  const { page, close } = await drawnPage(browser, "/products/999999/detail", baseURL);
  const head = await headOf(page);
  expect(head.title).toBe("Product not found | Storefront");
  expect(head.robots).toBe("noindex");
  await close();
});

test("the app keeps the title in step as the shopper moves between pages", async ({ page }) => {
  await page.goto("/");
  await chooseLocationBySearch(page);
  await expect(page).toHaveTitle("Storefront — groceries delivered");
  const card = page.getByRole("main").getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", page.url());
  await page.goBack();
  await expect(page).toHaveTitle("Storefront — groceries delivered");
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test("a customer's pages are kept out of search results, drawn and in the app", async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error(NO_BASE_URL);
  await signInAsNewCustomer(page, PHONE);
  for (const [path, title] of [
    ["/checkout", "Checkout"],
    ["/my-orders", "My Orders"],
    ["/setting", "Settings"],
    ["/address-book", "Address Book"],
    ["/payment-method", "Payment Methods"],
    ["/notifications", "Notifications"],
    ["/coupons", "Coupons/Vouchers"],
  ] as const) {
    // As the server draws it for the customer's session cookie…
    const drawn = await (await page.request.get(`${baseURL}${path}`)).text();
    expect(drawn, path).toContain('<meta name="robots" content="noindex"/>');
    expect(drawn, path).toContain(`<title>${title} | Storefront</title>`);
    // …and as the app shows it after moving there.
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | Storefront`);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  }
});

test("the sitemap lists every product of the seeded store, with robots.txt naming it", async ({
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error(NO_BASE_URL);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /checkout");

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const files = locs(await (await request.get("/sitemap.xml")).text());
  const listed = new Set<number>();
  for (const file of files) {
    for (const loc of locs(await (await request.get(new URL(file ?? "").pathname)).text())) {
      const id = /\/products\/(\d+)\/detail$/.exec(loc ?? "")?.[1];
      if (id) listed.add(Number(id));
    }
  }
  // The seed numbers its products from 1: each one up to the last is listed, and after it none.
  const last = Math.max(...listed);
  expect(listed.size).toBe(last);
  expect((await request.get(`/api/v1/catalog/ui/products/${last}`)).status()).toBe(200);
  expect((await request.get(`/api/v1/catalog/ui/products/${last + 1}`)).status()).toBe(404);
  // And what a shopper finds by browsing is in it.
  const categoryPage = (await (
    await request.get("/api/v1/catalog/ui/products?categoryId=1&page=1")
  ).json()) as { data: { id: number }[] };
  for (const product of categoryPage.data) expect(listed.has(product.id)).toBe(true);
});
