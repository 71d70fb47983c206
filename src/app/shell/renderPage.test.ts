import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Product } from "@/api/types";
import { catalogProducts, homePageFixture } from "@/mocks/fixtures";
import { authUserFixture, CUSTOMER_TOKEN } from "@/mocks/fixtures/auth";
import { cartFixture } from "@/mocks/fixtures/cart";
import { savedAddresses, savedCards } from "@/mocks/fixtures/users";
import { checkoutPageText } from "@/components/CheckoutPage/CheckoutPage.text";
import { headerText } from "@/components/Header/Header.text";
import { server } from "@/mocks/node";
import { scenarios } from "@/mocks/scenarios";
import { serverError } from "@/mocks/scenarios/builders";
import { productNotFoundText } from "@/components/ProductNotFound/ProductNotFound.text";
import {
  headerScope,
  pageAudience,
  renderHeader,
  renderPage,
  setApiTransport,
  setSiteOrigin,
} from "./renderPage";

const ORIGIN = "https://shop.example.com";

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // pages.ts gives the renderer PUBLIC_URL, which its pages' canonical addresses name.
  setSiteOrigin(ORIGIN);
  // The mock API answers the renderer's reads, as the store's own routes do in process.
  // pages.ts sends the token of the customer a page is drawn for; so does this transport.
  setApiTransport(async (request) => {
    if (drawnFor) request.headers.set("Authorization", `Bearer ${drawnFor}`);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, "");
    reads.push(`asked ${path}`);
    asked.push(path + url.search);
    const answer = await fetch(request);
    reads.push(`answered ${path}`);
    return answer;
  });
});

let drawnFor: string | null = null;
/** The renderer's reads, as they were asked and answered. */
let reads: string[] = [];
/** The reads asked, with their query strings. */
let asked: string[] = [];
afterEach(() => {
  drawnFor = null;
  reads = [];
  asked = [];
});

const customer = {
  token: CUSTOMER_TOKEN,
  user: authUserFixture(),
  location: { lat: 40.68, lng: -73.94, state: "NY", country: "USA" },
};
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** As React writes a text or an attribute's value. */
function escaped(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** The sub-category a product page shows similar products of. */
function subCategoryOf(product: Product): number {
  return product.subCategories[0]?.id ?? -1;
}

function readQueries(block: string): { queryKey: unknown[]; state: { data: unknown } }[] {
  const json = /<script type="application\/json" id="page-queries">(.*)<\/script>/s.exec(
    block,
  )?.[1];
  return (JSON.parse(json ?? "null") as { queries: [] }).queries;
}

describe("renderPage", () => {
  it("draws a product page with the product, and keeps its answers for the app's first render", async () => {
    const product = catalogProducts.find((candidate) => candidate.fileResponse !== null);
    if (!product) throw new Error("no product fixture with a photo");
    const page = await renderPage(`/products/${product.id}/detail`);

    expect(page.body).toContain(`>${escaped(product.name)}</h1>`);
    expect(page.body).not.toContain("Loading…");
    // Its head, for the server to put in place of the built page's (server/http/pages.ts).
    expect(page.head).toContain(`<title>${escaped(product.name)}`);
    expect(page.head).toContain(
      `<link rel="canonical" href="${ORIGIN}/products/${product.id}/detail"/>`,
    );
    expect(page.body).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"',
    );
    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(["catalog", "product", product.id]));
  });

  it("draws the home page's first banner eagerly and the later showcases as placeholders", async () => {
    const home = homePageFixture();
    const page = await renderPage("/");

    const banner = home.promotionBanners[0]?.fileResponse.fullUrl ?? "";
    // The largest paint: fetched first (React also preloads it from the head, for a URL not data:).
    const firstImage = /<img [^>]*>/.exec(page.body.replace(/^[\s\S]*?<main/, ""))?.[0] ?? "";
    expect(firstImage).toContain(`src="${escaped(banner)}"`);
    expect(firstImage).toContain('fetchPriority="high"');
    const firstShowcase = home.showcaseSubCategories[0];
    expect(page.body).toContain(`>${escaped(firstShowcase?.name ?? "")}</h2>`);
    const cards = page.body.match(/<article/g)?.length ?? 0;
    expect(cards).toBe(firstShowcase?.products.length);
  });

  it("runs no script: every boundary is drawn in place, and no text closes the answers' block", async () => {
    const page = await renderPage("/categories");
    expect(page.body).not.toMatch(/<script/);
    expect(page.queries.match(/<\/script>/g)).toHaveLength(1);
    expect(page.queries).not.toMatch(/<(?!\/script>$|script )/);
  });

  it("leaves a read that failed to the browser: the page shows it loading, without its answer", async () => {
    const product = catalogProducts[1];
    if (!product) throw new Error("no product fixture");
    server.use(serverError("get", "/catalog/ui/products/{id}"));
    const page = await renderPage(`/products/${product.id}/detail`);

    expect(page.body).not.toContain(product.name);
    expect(page.body).not.toContain("Something went wrong");
    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).not.toContain(JSON.stringify(["catalog", "product", product.id]));
  });

  it("draws an empty search as the app does", async () => {
    server.use(...scenarios.catalog.emptySearch);
    const page = await renderPage("/search?q=nothing-like-this");
    expect(page.body).toContain("nothing-like-this");
  });
});

describe("renderPage, a page drawn again", () => {
  const similarOf = (subCategoryId: number) =>
    catalogProducts.filter((product) => product.subCategories.some((c) => c.id === subCategoryId));

  it("asks every read its last drawing made at once: similar products no longer wait for the product", async () => {
    // A product no other test draws, so its first drawing here is its first at all.
    const product = catalogProducts.findLast(
      (candidate) => similarOf(subCategoryOf(candidate)).length > 1,
    );
    if (!product) throw new Error("no product fixture with similar products");
    const url = `/products/${product.id}/detail`;
    const similarAsked = "asked /catalog/ui/similar-products";
    const productAnswered = `answered /catalog/ui/products/${product.id}`;

    await renderPage(url);
    const first = reads;
    reads = [];
    const again = await renderPage(url);

    expect(first.indexOf(productAnswered)).toBeGreaterThanOrEqual(0);
    expect(first.indexOf(similarAsked)).toBeGreaterThan(first.indexOf(productAnswered));
    expect(reads.indexOf(similarAsked)).toBeGreaterThanOrEqual(0);
    expect(reads.indexOf(similarAsked)).toBeLessThan(reads.indexOf(productAnswered));
    expect(reads.filter((read) => read.startsWith("asked"))).toHaveLength(2);
    expect(again.body).toContain(`href="/categories/${subCategoryOf(product)}/products"`);
  });

  it("draws what a page reads now, when its reads changed since its last drawing", async () => {
    const product = catalogProducts.find(
      (candidate) => similarOf(subCategoryOf(candidate)).length > 1,
    );
    const moved = catalogProducts.find(
      (candidate) =>
        product !== undefined &&
        subCategoryOf(candidate) !== subCategoryOf(product) &&
        similarOf(subCategoryOf(candidate)).length > 1,
    );
    if (!product || !moved) throw new Error("no two products of different sub-categories");
    const url = `/products/${product.id}/detail`;
    await renderPage(url);
    // The product moved to another sub-category since: its similar products are that one's.
    server.use(
      http.get("*/catalog/ui/products/:id", () =>
        HttpResponse.json({ data: { ...product, subCategories: moved.subCategories } }),
      ),
    );
    const page = await renderPage(url);

    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(["catalog", "similar", subCategoryOf(moved)]));
    expect(page.body).toContain(`href="/categories/${subCategoryOf(moved)}/products"`);
    // The similar products of the sub-category it left are asked no more.
    asked = [];
    const again = await renderPage(url);
    const similar = (subCategoryId: number) =>
      `/catalog/ui/similar-products?categoryId=${subCategoryId}`;
    expect(asked).toContain(similar(subCategoryOf(moved)));
    expect(asked).not.toContain(similar(subCategoryOf(product)));
    expect(readQueries(again.queries).map((query) => JSON.stringify(query.queryKey))).not.toContain(
      JSON.stringify(["catalog", "similar", subCategoryOf(product)]),
    );
  });
});

describe("renderPage for a customer", () => {
  it("draws the checkout with the customer's name, location, cart, address and card", async () => {
    server.use(...scenarios.cart.withItems);
    drawnFor = customer.token;
    const page = await renderPage("/checkout", customer);

    const text = page.body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(`${customer.user.firstName} `);
    expect(text).toContain(headerText.locationLabel("NY", "USA"));
    expect(text).not.toContain(headerText.selectLocation);
    for (const heading of [checkoutPageText.delivery, checkoutPageText.payment]) {
      expect(page.body).toContain(heading);
    }
    for (const item of cartFixture().cartItems) expect(text).toContain(item.product.name);
    expect(text).toContain(savedAddresses[0]?.addressLine1 ?? "no address");
    expect(text).toContain(savedCards[0]?.last4 ?? "no card");
    expect(text).not.toContain(checkoutPageText.loading);
    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["cart","detail"]', '["payments","methods"]']));
  });

  it("draws an unknown product as not found, and keeps the 404 for the app's first render", async () => {
    const page = await renderPage("/products/99999999/detail");
    expect(page.body).toContain(productNotFoundText.title);
    const queries = readQueries(page.queries) as unknown as {
      queryKey: unknown[];
      state: { status: string; error: unknown };
    }[];
    const product = queries.find(
      (query) => JSON.stringify(query.queryKey) === '["catalog","product",99999999]',
    );
    expect(product?.state.status).toBe("error");
    expect(product?.state.error).toMatchObject({ name: "ApiError", status: 404 });
  });

  it("draws a catalogue page's header for a returning customer: location, name and cart", async () => {
    server.use(...scenarios.cart.withItems);
    drawnFor = customer.token;
    const header = await renderHeader("/", customer);
    expect(header.body.startsWith("<header")).toBe(true);
    const text = header.body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(headerText.locationLabel("NY", "USA"));
    expect(text).toContain(`${customer.user.firstName} `);
    expect(text).not.toContain(headerText.selectLocation);
    expect(header.queries).toContain('id="visitor-queries"');
    expect(header.queries).toContain('["cart","detail"]');
  });

  it("draws one header for every page of a scope, as the server keeps it: the search page's by its words", async () => {
    server.use(...scenarios.cart.withItems);
    drawnFor = customer.token;
    const pages = [
      "/",
      "/products/9/detail",
      "/categories/3/products",
      "/checkout",
      "/search?q=rice",
    ];
    const headers = await Promise.all(pages.map((url) => renderHeader(url, customer)));
    const [home, product, category, checkout, search] = headers.map((header) => header.body);
    expect(pages.map(headerScope)).toEqual(["", "", "", "", "search?q=rice"]);
    expect(new Set([home, product, category, checkout]).size).toBe(1);
    expect(search).not.toBe(home);
    expect(search).toContain('value="rice"');
    expect(headerScope("/search?q=dal")).not.toBe(headerScope("/search?q=rice"));
  });

  it("draws nothing of a customer's for a visitor: the checkout sends them home", async () => {
    // React Router's note that a server render cannot redirect; the server never asks for this.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = await renderPage("/checkout");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("<Navigate>"));
    warn.mockRestore();
    expect(page.body).not.toContain(checkoutPageText.title);
    expect(page.queries).not.toContain('["cart","detail"]');
  });
});

describe("pageAudience", () => {
  it("draws the pages open to visitors for everyone, a customer's own for them, an unknown path not at all", () => {
    for (const path of [
      "/",
      "/search",
      "/categories",
      "/categories/3/products",
      "/products/9/detail",
    ]) {
      expect(pageAudience(path), path).toBe("everyone");
    }
    for (const path of ["/checkout", "/order/5", "/my-orders", "/setting"]) {
      expect(pageAudience(path), path).toBe("customer");
    }
    expect(pageAudience("/nowhere")).toBeNull();
  });
});
