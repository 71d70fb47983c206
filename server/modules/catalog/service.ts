import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { cartOverlay, personalise } from "../cart";
import { onlyShowFor } from "../users";
import { DIET_FILTERS, effectiveMarks, type DietFilter } from "./marks";
import { CategoryTree, type CategoryNode } from "./categories";
import {
  loadProduct,
  loadProductSummaries,
  loadProductSummaryList,
  type Product,
  type ProductSummary,
  type ProductSummaryBase,
} from "./products";
import {
  fetchCategories,
  fetchSynonyms,
  fetchTags,
  topProductIdsPerGroup,
  type ShowcaseOrder,
} from "./repository";
import { replacementIdsFor } from "./replacements";
import { countWithFilters, findProductIds, type ProductSort } from "./search";
import { alternativesOf, buildSynonymIndex, normaliseSearch, searchWords } from "./searchText";

/**
 * Catalogue rules. Reads that rarely change are cached under "catalog:" keys without anything
 * personal; the caller's cart is laid over the products of each answer afterwards. Seeding and
 * admin writes (prices, stock, categories) must call `invalidateCatalog` so this process answers
 * fresh data at once; other processes converge when their entries expire.
 */

export const CATALOG_CACHE_PREFIX = "catalog:";
const SHOWCASE_SIZE = 12;
const SIMILAR_SIZE = 20;
const TAG_LIMIT = 10;

export function invalidateCatalog(context: AppContext): void {
  context.catalogCache.invalidate(CATALOG_CACHE_PREFIX);
}

export function categoryTree(context: AppContext): Promise<CategoryTree> {
  return context.catalogCache.get(
    "catalog:categories",
    async () => new CategoryTree(await fetchCategories(context.db)),
  );
}

function synonymIndex(context: AppContext) {
  return context.catalogCache.get("catalog:synonyms", async () =>
    buildSynonymIndex(await fetchSynonyms(context.db)),
  );
}

export interface CachedShowcase {
  id: number;
  name: string;
  products: ProductSummaryBase[];
}

/** Each category with its first products (its sub-categories' included); empty ones are left out. */
export async function showcases(
  context: AppContext,
  nodes: readonly CategoryNode[],
  options: {
    order: ShowcaseOrder;
    ethnicityId?: number | undefined;
    /** DietFilter values every product shown carries (a customer's "always show only"). */
    marks?: readonly DietFilter[] | undefined;
  },
): Promise<CachedShowcase[]> {
  const tree = await categoryTree(context);
  const groups = nodes.map((node) => ({
    groupId: node.id,
    categoryIds: tree.withDescendants(node.id),
  }));
  const idsByGroup = await topProductIdsPerGroup(context.db, groups, {
    ...options,
    limit: SHOWCASE_SIZE,
  });
  const products = await loadProductSummaries(context, [...idsByGroup.values()].flat());
  return nodes
    .map((node) => ({
      id: node.id,
      name: node.name,
      products: (idsByGroup.get(node.id) ?? []).flatMap((id) => products.get(id) ?? []),
    }))
    .filter((showcase) => showcase.products.length > 0);
}

/** Lays the caller's cart over every product of every showcase with one query. */
export async function personaliseShowcases(
  context: AppContext,
  session: Session | null,
  cached: readonly CachedShowcase[],
): Promise<Schemas["SubCategoryShowcase"][]> {
  const overlay = await cartOverlay(
    context,
    session,
    cached.flatMap((showcase) => showcase.products),
  );
  return cached.map((showcase) => ({ ...showcase, products: showcase.products.map(overlay) }));
}

export interface ListProductsInput {
  page: number;
  size: number;
  name?: string | undefined;
  ethnicity?: number | undefined;
  sortBy?: ProductSort | undefined;
  categoryId?: number | undefined;
  /** The chosen diet filters (AND); the customer's "always show only" marks are added. */
  marks?: readonly DietFilter[] | undefined;
}

/**
 * The marks a customer's listings keep ("always show only"): read per request, never cached
 * with the customer, so a change shows at once. The catalogue caches below are keyed by the
 * marks themselves, so two customers with the same marks share entries and no entry holds
 * anything of one customer's.
 */
export function shopperMarks(context: AppContext, session: Session | null): Promise<DietFilter[]> {
  return onlyShowFor(context.db, session);
}

/**
 * One page of a search or listing, with the diet filters' counts. The page of ids is cached per
 * normalised query and marks (shoppers repeat the same searches, typeahead the same prefixes);
 * the counts per query without its page and order; products come from the product cache.
 */
export async function listProducts(
  context: AppContext,
  session: Session | null,
  input: ListProductsInput,
): Promise<Schemas["ProductPage"]> {
  const typed = input.name?.trim() ?? "";
  const text = normaliseSearch(typed);
  const sortBy = input.sortBy ?? "RELEVANCE";
  const marks = effectiveMarks(input.marks, await shopperMarks(context, session));
  const scope = [text, input.categoryId, input.ethnicity, marks.join(",")].join("|");
  // Only punctuation typed: a search for nothing finds nothing (an empty box lists everything).
  if (typed && !text) {
    return {
      data: [],
      meta: { currentPage: input.page, totalPages: 0 },
      filterCounts: DIET_FILTERS.map((filter) => ({ filter, count: 0 })),
    };
  }
  const query = async () => {
    const [tree, synonyms] = await Promise.all([categoryTree(context), synonymIndex(context)]);
    return {
      synonyms,
      query: {
        text,
        categoryIds: input.categoryId === undefined ? null : tree.withDescendants(input.categoryId),
        ethnicityId: input.ethnicity,
        marks,
        sortBy,
        page: input.page,
        size: input.size,
      },
    };
  };
  const [found, counts] = await Promise.all([
    context.catalogCache.get(
      `catalog:products:${scope}|${sortBy}|${input.page}|${input.size}`,
      async () => {
        const { synonyms, query: q } = await query();
        return findProductIds(context.db, synonyms, q);
      },
    ),
    context.catalogCache.get(`catalog:filter-counts:${scope}`, async () => {
      const { synonyms, query: q } = await query();
      return countWithFilters(context.db, synonyms, q, DIET_FILTERS);
    }),
  ]);
  const products = await loadProductSummaryList(context, found.ids);
  return {
    data: await personalise(context, session, products),
    meta: { currentPage: input.page, totalPages: Math.ceil(found.total / input.size) },
    filterCounts: DIET_FILTERS.map((filter, i) => ({ filter, count: counts[i] ?? 0 })),
  };
}

export async function getProduct(
  context: AppContext,
  session: Session | null,
  id: number,
): Promise<Product> {
  const product = await loadProduct(context, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  const overlay = await cartOverlay(context, session, [product]);
  return overlay(product);
}

/** What may replace the product when it runs short, best match first (cached per product). */
export async function replacementProducts(
  context: AppContext,
  session: Session | null,
  id: number,
): Promise<ProductSummary[]> {
  const ids = await context.catalogCache.get(`catalog:replacements:${id}`, () =>
    replacementIdsFor(context.db, id),
  );
  if (ids === null) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return personalise(context, session, await loadProductSummaryList(context, ids));
}

/**
 * The sub-category's best sellers, in stock first (cached per sub-category and marks), kept to a
 * customer's "always show only" marks.
 */
export async function similarProducts(
  context: AppContext,
  session: Session | null,
  categoryId: number,
): Promise<ProductSummary[]> {
  const marks = await shopperMarks(context, session);
  const key = `catalog:similar:${categoryId}|${marks.join(",")}`;
  const ids = await context.catalogCache.get(key, async () => {
    const tree = await categoryTree(context);
    const categoryIds = tree.withDescendants(categoryId);
    const found = await topProductIdsPerGroup(context.db, [{ groupId: categoryId, categoryIds }], {
      order: "popular",
      limit: SIMILAR_SIZE,
      marks,
    });
    return found.get(categoryId) ?? [];
  });
  return personalise(context, session, await loadProductSummaryList(context, ids));
}

export async function searchTags(context: AppContext, name: string): Promise<Schemas["Tag"][]> {
  const text = normaliseSearch(name);
  if (!text) return [];
  const synonyms = await synonymIndex(context);
  const words = searchWords(text);
  const patterns = new Set<string>([text]);
  words.forEach((word, i) => {
    for (const alternative of alternativesOf(word, synonyms, i === words.length - 1)) {
      patterns.add(alternative);
    }
  });
  const rows = await fetchTags(context.db, text, [...patterns], TAG_LIMIT);
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    fileResponse: row.imageUrl ? { fullUrl: row.imageUrl } : null,
  }));
}
