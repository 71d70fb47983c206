import type { DietFilter, ProductSummary } from "@/api/types";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { db, newId, nextTimestamp } from "../db";
import {
  catalogCategories,
  catalogSubCategories,
  catalogTags,
  findCatalogProduct,
  homePageFixture,
  popularSearchesFixture,
  productsInCategory,
  productSummaryOf,
  searchPageFixture,
} from "../fixtures";
import { http } from "../http";
import { pageOf, positiveInt } from "../params";
import { errorBody, sessionOf, type SessionKind } from "../session";
import { catalogView, personalised } from "../views";
import {
  childrenOf,
  filterCountsOf,
  findSubCategory,
  isDietFilter,
  isProductSort,
  matchingName,
  replacementsFor,
  siblingsOf,
  similarTo,
  sortProducts,
  withMarks,
} from "./catalogQueries";
import { fixedGet } from "./fixed";

const TAG_SUGGESTION_LIMIT = 10;

/** The catalogue is public; a session only personalises qtyInCart and cartItemId. */
const withSession = (request: Request) => sessionOf(request) !== "none";

/** A customer's restock requests and "always show only" marks; a guest has neither. */
function customerOf(request: Request): { session: SessionKind; onlyShow: readonly DietFilter[] } {
  const session = sessionOf(request);
  return { session, onlyShow: session === "customer" ? db.shoppingPreferences.onlyShow : [] };
}

/** restockRequested, as the server answers it: the customer's own request for a product not in stock. */
function withRestock<T extends ProductSummary>(product: T, session: SessionKind): T {
  const requested =
    session === "customer" &&
    product.inStock !== "IN_STOCK" &&
    db.restockRequests.includes(product.id);
  return requested === product.restockRequested
    ? product
    : { ...product, restockRequested: requested };
}

/**
 * What a listing (home, search, categories, similar products) holds for the caller: personalised,
 * and narrowed to the customer's "always show only" marks as the server narrows it.
 */
function listingFor<T extends ProductSummary>(products: readonly T[], request: Request): T[] {
  const { session, onlyShow } = customerOf(request);
  return withMarks(products, onlyShow).map((product) =>
    withRestock(personalised(product, session !== "none"), session),
  );
}

export const catalogHandlers = [
  // The ethnicity filter is accepted and ignored: the contract gives products no ethnicity.
  http.get("/catalog/ui/web/home", ({ request, response }) => {
    const home = homePageFixture();
    const showcaseSubCategories = home.showcaseSubCategories.map((showcase) => ({
      ...showcase,
      products: listingFor(showcase.products, request),
    }));
    // A carousel the preference empties is left out, as the server leaves it out.
    const shown = showcaseSubCategories.filter((showcase) => showcase.products.length > 0);
    return response(200).json({ data: { ...home, showcaseSubCategories: shown } });
  }),

  http.get("/catalog/ui/search-page", ({ request, response }) => {
    const page = searchPageFixture();
    const narrowed = (showcases: typeof page.newArrivalLeafCategories) =>
      showcases
        .map((showcase) => ({ ...showcase, products: listingFor(showcase.products, request) }))
        .filter((showcase) => showcase.products.length > 0);
    return response(200).json({
      data: {
        newArrivalLeafCategories: narrowed(page.newArrivalLeafCategories),
        bestSellerSubCategories: narrowed(page.bestSellerSubCategories),
      },
    });
  }),
  fixedGet("/catalog/ui/web/popular-searches", () => ({ data: popularSearchesFixture() })),
  fixedGet("/catalog/ui/categories", () => ({ data: catalogCategories })),

  http.get("/catalog/ui/products", ({ request, query, response }) => {
    const sortBy = query.get("sortBy") ?? "RELEVANCE";
    const categoryId = positiveInt(query.get("categoryId"));
    let products = listingFor(catalogView(false), request);
    const name = query.get("name")?.trim();
    if (name) products = matchingName(products, name);
    if (categoryId !== null) products = productsInCategory(products, categoryId);
    // Repeated (marks=VEGETARIAN&marks=HALAL) and AND-combined; the counts are of the list before.
    const marks = [...new Set(query.getAll("marks"))].filter(isDietFilter);
    const filterCounts = filterCountsOf(products, marks);
    products = withMarks(products, marks);
    const sorted = isProductSort(sortBy) ? sortProducts(products, sortBy) : products;
    return response(200).json({ ...pageOf(sorted.map(productSummaryOf), query), filterCounts });
  }),

  http.get("/catalog/ui/products/{id}", ({ request, params, response }) => {
    const product = findCatalogProduct(Number(params.id));
    if (!product) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    const { session } = customerOf(request);
    return response(200).json({
      data: withRestock(personalised(product, withSession(request)), session),
    });
  }),

  // Someone has to be told, so unlike the rest of the catalogue this needs a customer (the
  // access guard answers 401 and 403 first); a product in stock has nothing to wait for.
  http.post("/catalog/ui/products/{id}", ({ params, response }) => {
    const product = findCatalogProduct(Number(params.id));
    if (!product) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    if (product.inStock === "IN_STOCK") {
      return response(409).json(errorBody("The product is already in stock"));
    }
    if (!db.restockRequests.includes(product.id)) db.restockRequests.push(product.id);
    return response(204).empty();
  }),

  // The one-click unsubscribe: nothing to cancel is no error.
  http.delete("/catalog/ui/products/{id}/restock-notification", ({ params, response }) => {
    const id = Number(params.id);
    if (!findCatalogProduct(id)) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    db.restockRequests = db.restockRequests.filter((requested) => requested !== id);
    return response(204).empty();
  }),

  http.get("/catalog/ui/products/{id}/replacements", ({ request, params, response }) => {
    const products = catalogView(withSession(request));
    const original = products.find((product) => product.id === Number(params.id));
    if (!original) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    return response(200).json({
      data: replacementsFor(products, original).map(productSummaryOf),
    });
  }),

  http.get("/catalog/ui/similar-products", ({ request, query, response }) => {
    const categoryId = Number(query.get("categoryId"));
    const similar = similarTo(listingFor(catalogView(false), request), categoryId);
    return response(200).json({ data: similar.map(productSummaryOf) });
  }),

  http.get("/catalog/ui/tags/search", ({ query, response }) => {
    const name = query.get("name")?.trim().toLowerCase() ?? "";
    const tags = catalogTags.filter((tag) => tag.name.toLowerCase().includes(name));
    return response(200).json({ data: tags.slice(0, TAG_SUGGESTION_LIMIT) });
  }),

  // Texts are trimmed and an empty note is no note, as the server stores them.
  http.post("/catalog/ui/product-requests", async ({ request, response }) => {
    const { productName, note } = await request.json();
    const stored = { productName: productName.trim(), note: note?.trim() || null };
    return response(201).json({ data: { id: newId(), ...stored, createdAt: nextTimestamp() } });
  }),

  // The fixed sub-category paths come before "/subcategories/{id}", which would match them too.
  fixedGet("/catalog/ui/subcategories/get-all", () => ({ data: catalogSubCategories })),

  http.get("/catalog/ui/subcategories/siblings", ({ query, response }) => {
    return response(200).json({ data: siblingsOf(Number(query.get("subcategoryId"))) });
  }),

  http.get("/catalog/ui/subcategories", ({ query, response }) => {
    return response(200).json({ data: childrenOf(Number(query.get("categoryId"))) });
  }),

  http.get("/catalog/ui/subcategories/{id}", ({ params, response }) => {
    const subCategory = findSubCategory(Number(params.id));
    if (!subCategory) return response(404).json(errorBody("Sub-category not found"));
    return response(200).json({ data: subCategory });
  }),
];
