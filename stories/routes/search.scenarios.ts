import type { ProductSummary } from "@/api/types";
import { productFixture, productSummaryOf, searchPageFixture } from "@/mocks/fixtures";
import {
  filterCountsOf,
  findSubCategory,
  isDietFilter,
  isProductSort,
  sortProducts,
  withMarks,
} from "@/mocks/handlers/catalogQueries";
import { http } from "@/mocks/http";
import { paginate, readPaging } from "@/mocks/params";

/** Enough products for three pages of 20 (the seeded catalogue has 24 in all). */
export const MANY_PRODUCTS_COUNT = 45;

/** Prices and discounts spread in no order, so that every sort visibly reorders the list. */
export const manyProducts: ProductSummary[] = Array.from(
  { length: MANY_PRODUCTS_COUNT },
  (_, index) =>
    productSummaryOf(
      productFixture({
        id: 9001 + index,
        name: `Basmati Rice Pack ${index + 1}`,
        // 37 and 45 share no factor, so every product gets its own price.
        originalPrice: 3 + ((index * 37) % MANY_PRODUCTS_COUNT) * 0.5,
        discountValue: (index * 7) % 30,
        inStock: "IN_STOCK",
        badge: null,
      }),
    ),
);

/** What each product list request asked for, to assert on its parameters. */
export type RequestLog = URLSearchParams[];

/**
 * Every product list (search or category) answers from `manyProducts`, sorted and paged as the
 * server does; each request's parameters go to `log`.
 */
export function manyResults(log: RequestLog = []) {
  return [
    http.get("/catalog/ui/products", ({ request, query, response }) => {
      log.push(new URL(request.url).searchParams);
      const paging = readPaging(query.get("page"), query.get("size"));
      const sortBy = query.get("sortBy") ?? "RELEVANCE";
      if (!paging || !isProductSort(sortBy)) {
        return response(400).json({ message: "Invalid page, size or sortBy" });
      }
      const marks = query.getAll("marks").filter(isDietFilter);
      const products = withMarks(manyProducts, marks);
      return response(200).json({
        ...paginate(sortProducts(products, sortBy), paging),
        filterCounts: filterCountsOf(manyProducts, marks),
      });
    }),
  ];
}

/** The search landing as the default handler answers it, counting the requests. */
export function countedSearchPage(counter: { calls: number }) {
  return [
    http.get("/catalog/ui/search-page", ({ response }) => {
      counter.calls += 1;
      return response(200).json({ data: searchPageFixture() });
    }),
  ];
}

/**
 * The category answers with `description` in place of its own. Other paths under
 * /subcategories/ (siblings, get-all) go on to the default handlers.
 */
export function categoryDescribedAs(description: string) {
  return [
    http.get("/catalog/ui/subcategories/{id}", ({ params, response }) => {
      const subCategory = /^\d+$/.test(params.id) ? findSubCategory(Number(params.id)) : undefined;
      if (!subCategory) return undefined;
      return response(200).json({ data: { ...subCategory, description } });
    }),
  ];
}
