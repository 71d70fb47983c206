import type {
  Category,
  DietFilter,
  DietFilterCount,
  Product,
  ProductSort,
  ProductSummary,
  SubCategory,
} from "@/api/types";
import { DIET_FILTERS, keptByDietFilters } from "../../../shared/catalog";
import { catalogCategories, catalogSubCategories, productsInCategory } from "../fixtures";
import { compareUnitPrice } from "../fixtures/unitPrice";

/** Search and sort the way the product list answers (a much smaller cousin of the server's). */

function searchableText(product: Product): string {
  const brand = product.table.find((row) => row.key === "Brand")?.value ?? "";
  // Not the parent category: "dal" should not find rice through "Rice, Atta & Dals".
  const subCategories = product.subCategories.map((ref) => ref.name);
  return [product.name, brand, ...subCategories].join(" ").toLowerCase();
}

export function matchingName(products: readonly Product[], name: string): Product[] {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    const text = searchableText(product);
    return words.every((word) => text.includes(word));
  });
}

const SORTS: Record<ProductSort, (a: ProductSummary, b: ProductSummary) => number> = {
  // The catalogue order stands in for relevance.
  RELEVANCE: () => 0,
  PRICE_LOW: (a, b) => a.price - b.price,
  PRICE_HIGH: (a, b) => b.price - a.price,
  DISCOUNT: (a, b) => b.discountValue - a.discountValue,
  UNIT_PRICE_LOW: compareUnitPrice,
};

export function isProductSort(value: string): value is ProductSort {
  return Object.hasOwn(SORTS, value);
}

export function sortProducts<T extends ProductSummary>(
  products: readonly T[],
  sortBy: ProductSort,
): T[] {
  return [...products].sort(SORTS[sortBy]);
}

/** The contract's DietFilter values, in its order (the order of the chips and their counts). */
// The filters themselves are the shared rule's, re-exported for the handlers and scenarios.
export { DIET_FILTERS, isDietFilter } from "../../../shared/catalog";

/** The products every one of the filters keeps (AND-combined, by the server's shared rule). */
export function withMarks<T extends ProductSummary>(
  products: readonly T[],
  marks: readonly DietFilter[],
): T[] {
  return products.filter((product) => keptByDietFilters(product.marks, marks));
}

/** For each filter, how many of the listing's products would stay with it added (the chips' counts). */
export function filterCountsOf(
  products: readonly ProductSummary[],
  marks: readonly DietFilter[],
): DietFilterCount[] {
  return DIET_FILTERS.map((filter) => ({
    filter,
    count: withMarks(products, [...new Set([...marks, filter])]).length,
  }));
}

/** The sub-category, or a top-level category in the same shape (category listings use both). */
export function findSubCategory(id: number): SubCategory | undefined {
  const sub = catalogSubCategories.find((candidate) => candidate.id === id);
  if (sub) return sub;
  const category = catalogCategories.find((candidate) => candidate.id === id);
  return category ? asSubCategory(category) : undefined;
}

function asSubCategory({ id, name, fileResponse }: Category): SubCategory {
  return { id, name, fileResponse, description: `<p>All of <strong>${name}</strong>.</p>` };
}

export function childrenOf(categoryId: number): SubCategory[] {
  return catalogCategories.find((category) => category.id === categoryId)?.subCategories ?? [];
}

/** Same parent, itself included; top-level categories are each other's siblings. */
export function siblingsOf(id: number): SubCategory[] {
  if (catalogCategories.some((category) => category.id === id)) {
    return catalogCategories.map(asSubCategory);
  }
  const parent = catalogCategories.find((category) =>
    category.subCategories.some((sub) => sub.id === id),
  );
  return parent?.subCategories ?? [];
}

const SIMILAR_LIMIT = 20;

/** Products of the sub-category first, then the rest of its parent category. */
export function similarTo(products: readonly Product[], categoryId: number): Product[] {
  const same = productsInCategory(products, categoryId);
  const parentId = same[0]?.subCategories[0]?.parentId;
  const related = parentId ? productsInCategory(products, parentId) : [];
  return [...new Set([...same, ...related])].slice(0, SIMILAR_LIMIT);
}

const REPLACEMENT_LIMIT = 12;

/**
 * What may replace a product that runs short: in stock, of one of its sub-categories, the closest
 * price first (the server's rule also keeps dietary marks and weighs sizes first).
 */
export function replacementsFor(products: readonly Product[], original: Product): Product[] {
  const subs = new Set(original.subCategories.map((sub) => sub.id));
  return products
    .filter(
      (product) =>
        product.id !== original.id &&
        product.inStock === "IN_STOCK" &&
        product.subCategories.some((sub) => subs.has(sub.id)),
    )
    .sort((a, b) => Math.abs(a.price - original.price) - Math.abs(b.price - original.price))
    .slice(0, REPLACEMENT_LIMIT);
}
