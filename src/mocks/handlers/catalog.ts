import { PRODUCT_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { newId, nextTimestamp } from "../db";
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
import { errorBody, sessionOf } from "../session";
import { catalogView, personalised } from "../views";
import {
  childrenOf,
  findSubCategory,
  isProductSort,
  matchingName,
  replacementsFor,
  siblingsOf,
  similarTo,
  sortProducts,
} from "./catalogQueries";
import { fixedGet } from "./fixed";

const TAG_SUGGESTION_LIMIT = 10;

/** The catalogue is public; a session only personalises qtyInCart and cartItemId. */
const withSession = (request: Request) => sessionOf(request) !== "none";

export const catalogHandlers = [
  // The ethnicity filter is accepted and ignored: the contract gives products no ethnicity.
  http.get("/catalog/ui/web/home", ({ request, response }) => {
    const home = homePageFixture();
    const showcaseSubCategories = home.showcaseSubCategories.map((showcase) => ({
      ...showcase,
      products: showcase.products.map((product) => personalised(product, withSession(request))),
    }));
    return response(200).json({ data: { ...home, showcaseSubCategories } });
  }),

  fixedGet("/catalog/ui/search-page", () => ({ data: searchPageFixture() })),
  fixedGet("/catalog/ui/web/popular-searches", () => ({ data: popularSearchesFixture() })),
  fixedGet("/catalog/ui/categories", () => ({ data: catalogCategories })),

  http.get("/catalog/ui/products", ({ request, query, response }) => {
    const sortBy = query.get("sortBy") ?? "RELEVANCE";
    const categoryId = positiveInt(query.get("categoryId"));
    let products = catalogView(withSession(request));
    const name = query.get("name")?.trim();
    if (name) products = matchingName(products, name);
    if (categoryId !== null) products = productsInCategory(products, categoryId);
    const sorted = isProductSort(sortBy) ? sortProducts(products, sortBy) : products;
    return response(200).json(pageOf(sorted.map(productSummaryOf), query));
  }),

  http.get("/catalog/ui/products/{id}", ({ request, params, response }) => {
    const product = findCatalogProduct(Number(params.id));
    if (!product) return response(404).json(errorBody(PRODUCT_NOT_FOUND_MESSAGE));
    return response(200).json({ data: personalised(product, withSession(request)) });
  }),

  // Someone has to be told, so unlike the rest of the catalogue this needs a session.
  http.post("/catalog/ui/products/{id}", ({ response }) => response(204).empty()),

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
    const similar = similarTo(catalogView(withSession(request)), categoryId);
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
