import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { toCategory, toSubCategory } from "./categories";
// Not the media index: its routes read the catalogue through this module's index.
import { bannerDescription, type BannerSubject } from "./bannerWords";
import { fetchBanners, fetchPopularSearches, type BannerRow } from "./repository";
import { categoryTree, personaliseShowcases, shopperMarks, showcases } from "./service";

type SubCategory = Schemas["SubCategory"];
type PromotionBanner = Schemas["PromotionBanner"];

/**
 * A banner as the home page lists it, described in the words its picture draws; one whose product
 * or category is gone is dropped, as its picture and link would lead nowhere.
 */
function toPromotionBanner(banner: BannerRow): PromotionBanner[] {
  if (banner.name === null) return [];
  const subject: BannerSubject =
    banner.bannerType === "PRODUCT"
      ? {
          kind: "PRODUCT",
          name: banner.name,
          priceCents: banner.priceCents ?? 0,
          originalPriceCents: banner.originalPriceCents ?? 0,
        }
      : { kind: "CATEGORY", name: banner.name };
  return [
    {
      promotionBannerType: subject.kind,
      entityId: banner.entityId,
      fileResponse: { fullUrl: banner.imageUrl },
      description: bannerDescription(banner.id, subject),
    },
  ];
}

/** Home, search landing, footer and category screens: cached whole, personalised per request. */

export async function homePage(
  context: AppContext,
  session: Session | null,
  ethnicityId: number | undefined,
): Promise<Schemas["HomePage"]> {
  // The carousels keep a customer's "always show only" marks; cached per marks, not per customer.
  const marks = await shopperMarks(context, session);
  const cached = await context.catalogCache.get(
    `catalog:home:${ethnicityId ?? "all"}|${marks.join(",")}`,
    async () => {
      const tree = await categoryTree(context);
      const [banners, showcaseSubCategories] = await Promise.all([
        fetchBanners(context.db, ethnicityId),
        showcases(
          context,
          tree.filter((node) => node.isShowcase),
          { order: "popular", ethnicityId, marks },
        ),
      ]);
      return {
        promotionBanners: banners.flatMap(toPromotionBanner),
        highlightSubCategories: tree.filter((node) => node.isHighlight).map(toSubCategory),
        showcaseSubCategories,
      };
    },
  );
  return {
    ...cached,
    showcaseSubCategories: await personaliseShowcases(
      context,
      session,
      cached.showcaseSubCategories,
    ),
  };
}

export async function searchPage(
  context: AppContext,
  session: Session | null,
): Promise<Schemas["SearchPage"]> {
  const marks = await shopperMarks(context, session);
  const cached = await context.catalogCache.get(
    `catalog:search-page:${marks.join(",")}`,
    async () => {
      const tree = await categoryTree(context);
      const [newArrivals, bestSellers] = await Promise.all([
        showcases(
          context,
          tree.filter((node) => node.isNewArrival),
          { order: "newest", marks },
        ),
        showcases(
          context,
          tree.filter((node) => node.isBestSeller),
          { order: "popular", marks },
        ),
      ]);
      return { newArrivals, bestSellers };
    },
  );
  // Both sections in one overlay query.
  const all = await personaliseShowcases(context, session, [
    ...cached.newArrivals,
    ...cached.bestSellers,
  ]);
  return {
    newArrivalLeafCategories: all.slice(0, cached.newArrivals.length),
    bestSellerSubCategories: all.slice(cached.newArrivals.length),
  };
}

export function popularSearches(context: AppContext): Promise<Schemas["PopularSearches"]> {
  return context.catalogCache.get("catalog:popular-searches", async () => {
    const rows = await fetchPopularSearches(context.db);
    const of = (kind: string) =>
      rows.filter((row) => row.kind === kind).map((row) => ({ id: row.id, name: row.name }));
    return {
      products: of("PRODUCT"),
      featuredBrands: of("BRAND"),
      bestSellerSubCategories: of("SUBCATEGORY"),
    };
  });
}

export async function listCategories(context: AppContext): Promise<Schemas["Category"][]> {
  const tree = await categoryTree(context);
  return tree.topLevel().map((node) => toCategory(tree, node));
}

export async function listAllSubCategories(context: AppContext): Promise<SubCategory[]> {
  const tree = await categoryTree(context);
  return tree.allSubCategories().map(toSubCategory);
}

/** Children of a category; an unknown one simply has none (the contract has no 404 here). */
export async function listSubCategories(
  context: AppContext,
  categoryId: number,
): Promise<SubCategory[]> {
  const tree = await categoryTree(context);
  return tree.childrenOf(categoryId).map(toSubCategory);
}

export async function getSubCategory(context: AppContext, id: number): Promise<SubCategory> {
  const tree = await categoryTree(context);
  const node = tree.get(id);
  if (!node) throw notFound("Category not found");
  return toSubCategory(node);
}

export async function listSiblingSubCategories(
  context: AppContext,
  id: number,
): Promise<SubCategory[]> {
  const tree = await categoryTree(context);
  return tree.siblingsOf(id).map(toSubCategory);
}
