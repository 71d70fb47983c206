import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { catalogProducts, homePageFixture } from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import { scenarios } from "@/mocks/scenarios";
import { serverError } from "@/mocks/scenarios/builders";
import { drawsOnServer, renderPage } from "./renderPage";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The mock API answers the renderer's reads, as the store's own routes do in process. */
const send = (request: Request) => fetch(request);

/** As React writes a text or an attribute's value. */
function escaped(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
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
    const page = await renderPage(`/products/${product.id}/detail`, send);

    expect(page.body).toContain(`>${escaped(product.name)}</h1>`);
    expect(page.body).not.toContain("Loading…");
    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(["catalog", "product", product.id]));
  });

  it("draws the home page's first banner eagerly and the later showcases as placeholders", async () => {
    const home = homePageFixture();
    const page = await renderPage("/", send);

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
    const page = await renderPage("/categories", send);
    expect(page.body).not.toMatch(/<script/);
    expect(page.queries.match(/<\/script>/g)).toHaveLength(1);
    expect(page.queries).not.toMatch(/<(?!\/script>$|script )/);
  });

  it("leaves a read that failed to the browser: the page shows it loading, without its answer", async () => {
    const product = catalogProducts[1];
    if (!product) throw new Error("no product fixture");
    server.use(serverError("get", "/catalog/ui/products/{id}"));
    const page = await renderPage(`/products/${product.id}/detail`, send);

    expect(page.body).not.toContain(product.name);
    expect(page.body).not.toContain("Something went wrong");
    const keys = readQueries(page.queries).map((query) => JSON.stringify(query.queryKey));
    expect(keys).not.toContain(JSON.stringify(["catalog", "product", product.id]));
  });

  it("draws an empty search as the app does", async () => {
    server.use(...scenarios.catalog.emptySearch);
    const page = await renderPage("/search?q=nothing-like-this", send);
    expect(page.body).toContain("nothing-like-this");
  });
});

describe("drawsOnServer", () => {
  it("draws the pages open to visitors, not a customer's own or an unknown path", () => {
    for (const path of [
      "/",
      "/search",
      "/categories",
      "/categories/3/products",
      "/products/9/detail",
    ]) {
      expect(drawsOnServer(path), path).toBe(true);
    }
    for (const path of ["/checkout", "/order/5", "/my-orders", "/setting", "/nowhere"]) {
      expect(drawsOnServer(path), path).toBe(false);
    }
  });
});
