import type {
  brands,
  categories,
  countryPhoneCodes,
  coupons,
  riders,
  users,
  deliverySettings,
  deliveryTimeSlots,
  deliveryZones,
  ethnicities,
  popularSearches,
  promotionBanners,
  searchSynonyms,
  supportConfigs,
  tags,
} from "../db/schema";
import { createContext, type CatalogueContext, type SubCategoryInfo } from "./context";
import { brandSeeds, featuredBrandNames } from "./data/brands";
import { staffSeeds } from "./data/staff";
import { topCategories } from "./data/categories";
import * as support from "./data/support";
import { synonymGroups } from "./data/synonyms";
import { tagSlug } from "./data/tags";
import {
  buildProduct,
  planProducts,
  type ProductBundle,
  type ProductCategoryRow,
  type ProductEthnicityRow,
  type ProductImageRow,
  type ProductInfoRow,
  type ProductPlan,
  type ProductRow,
  type ProductTagRow,
} from "./products";

export const DEFAULT_PRODUCT_COUNT = 1600;
export const DEFAULT_SEED = 20_260_601;

export interface CatalogueOptions {
  products?: number;
  seed?: number;
  /** Coupons are valid relative to this moment (the only clock-dependent data). */
  now?: Date;
}

/** Everything except the per-product tables, which stream in batches. */
export interface ReferenceData {
  ethnicities: (typeof ethnicities.$inferInsert)[];
  countryPhoneCodes: (typeof countryPhoneCodes.$inferInsert)[];
  supportConfigs: (typeof supportConfigs.$inferInsert)[];
  deliveryZones: (typeof deliveryZones.$inferInsert)[];
  deliveryTimeSlots: (typeof deliveryTimeSlots.$inferInsert)[];
  deliverySettings: (typeof deliverySettings.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  tags: (typeof tags.$inferInsert)[];
  searchSynonyms: (typeof searchSynonyms.$inferInsert)[];
  promotionBanners: (typeof promotionBanners.$inferInsert)[];
  popularSearches: (typeof popularSearches.$inferInsert)[];
  coupons: (typeof coupons.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  riders: (typeof riders.$inferInsert)[];
}

export interface ProductBatch {
  products: (ProductRow & { id: number })[];
  productImages: ProductImageRow[];
  productCategories: ProductCategoryRow[];
  productEthnicities: ProductEthnicityRow[];
  productInfoRows: (ProductInfoRow & { id: number })[];
  productTags: ProductTagRow[];
}

export type Catalogue = ReferenceData & ProductBatch;

export interface PreparedCatalogue {
  context: CatalogueContext;
  plans: readonly ProductPlan[];
  reference: ReferenceData;
}

const DAY_MS = 86_400_000;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** The sanitised-style HTML the category listing renders: only p, ul, li and strong. */
function subCategoryHtml(info: SubCategoryInfo): string {
  const brandNames = [
    ...new Set(info.sub.lines.filter((line) => !line.unbranded).flatMap((line) => line.brands)),
  ];
  const sizes = [...new Set(info.sub.lines.flatMap((line) => Object.keys(line.sizes)))];
  const source =
    brandNames.length > 0
      ? `<li><strong>Popular brands:</strong> ${escapeHtml(listInWords(brandNames.slice(0, 4)))}</li>`
      : "<li><strong>Sourced from:</strong> trusted local and international farms</li>";
  return [
    `<p>${escapeHtml(info.sub.blurb)}</p>`,
    "<ul>",
    source,
    `<li><strong>Pack sizes:</strong> ${escapeHtml(listInWords(sizes.slice(0, 4)))}</li>`,
    "<li><strong>Delivery:</strong> same-day slots across the New York City, Chicago and Houston areas</li>",
    "</ul>",
  ].join("");
}

function categoryRows(ctx: CatalogueContext): ReferenceData["categories"] {
  const tops = topCategories.map((top, index) => ({
    id: index + 1,
    parentId: null,
    name: top.name,
    descriptionHtml: `<p>${escapeHtml(top.blurb)}</p>`,
    imageUrl: `/media/categories/${index + 1}.svg`,
    position: index + 1,
    // Explicit, not defaulted: every row of a table must carry the same columns.
    isHighlight: false,
    isShowcase: false,
    isNewArrival: false,
    isBestSeller: false,
  }));
  const subs = ctx.subCategories.map((info) => {
    const flags = info.sub.flags ?? [];
    return {
      id: info.id,
      parentId: info.topId,
      name: info.sub.name,
      descriptionHtml: subCategoryHtml(info),
      imageUrl: `/media/categories/${info.id}.svg`,
      position: info.position,
      isHighlight: flags.includes("highlight"),
      isShowcase: flags.includes("showcase"),
      isNewArrival: flags.includes("newArrival"),
      isBestSeller: flags.includes("bestSeller"),
    };
  });
  return [...tops, ...subs];
}

/** A product worth advertising: in stock and with a picture. */
function showable(bundle: ProductBundle): boolean {
  return bundle.product.stockStatus === "IN_STOCK" && bundle.images.length > 0;
}

function bannerRows(
  ctx: CatalogueContext,
  plans: readonly ProductPlan[],
): ReferenceData["promotionBanners"] {
  const subId = (name: string) => ctx.subCategories.find((info) => info.sub.name === name)?.id;
  const productIn = (subName: string, brand?: string) => {
    const id = subId(subName);
    const matches = plans.filter((plan) => plan.sub.id === id && (!brand || plan.brand === brand));
    const plan = matches.find((candidate) => showable(buildProduct(candidate, ctx))) ?? matches[0];
    return plan?.id;
  };
  const ethnicity = (name: string) => ctx.ethnicityIds.get(name) ?? null;
  const wanted: {
    type: "PRODUCT" | "CATEGORY";
    entityId: number | undefined;
    ethnicityId: number | null;
  }[] = [
    { type: "CATEGORY", entityId: subId("Basmati Rice"), ethnicityId: null },
    { type: "PRODUCT", entityId: productIn("Recipe Masalas", "Shan"), ethnicityId: null },
    { type: "CATEGORY", entityId: subId("Atta & Wheat Flour"), ethnicityId: null },
    { type: "PRODUCT", entityId: productIn("Tea & Chai", "Tapal"), ethnicityId: null },
    { type: "CATEGORY", entityId: subId("Mithai & Indian Sweets"), ethnicityId: null },
    { type: "PRODUCT", entityId: productIn("Halal Chicken"), ethnicityId: null },
    {
      type: "CATEGORY",
      entityId: subId("Toor, Moong & Chana Dal"),
      ethnicityId: ethnicity("India"),
    },
    {
      type: "PRODUCT",
      entityId: productIn("Tea & Chai", "Dilmah"),
      ethnicityId: ethnicity("Sri Lanka"),
    },
    { type: "CATEGORY", entityId: subId("Fish & Seafood"), ethnicityId: ethnicity("Bangladesh") },
    {
      type: "CATEGORY",
      entityId: subId("Dried Herbs & Seasonings"),
      ethnicityId: ethnicity("Middle East"),
    },
  ];
  return wanted
    .filter(
      (banner): banner is typeof banner & { entityId: number } => banner.entityId !== undefined,
    )
    .map((banner, index) => ({
      id: index + 1,
      bannerType: banner.type,
      entityId: banner.entityId,
      imageUrl: `/media/banners/${index + 1}.svg`,
      position: index + 1,
      ethnicityId: banner.ethnicityId,
    }));
}

function popularSearchRows(
  ctx: CatalogueContext,
  plans: readonly ProductPlan[],
): ReferenceData["popularSearches"] {
  const topProducts = plans
    .slice(0, 600)
    .map((plan) => buildProduct(plan, ctx))
    .filter(showable)
    .sort((a, b) => b.product.popularity - a.product.popularity || a.product.id - b.product.id)
    .slice(0, 10)
    .map((bundle) => bundle.product.id);
  const brandIds = featuredBrandNames.slice(0, 8).flatMap((name) => {
    const brand = ctx.brands.get(name);
    return brand?.isFeatured ? [brand.id] : [];
  });
  const flagged = (flag: "bestSeller" | "showcase") =>
    ctx.subCategories.filter((info) => info.sub.flags?.includes(flag)).map((info) => info.id);
  const subIds = [...new Set([...flagged("bestSeller"), ...flagged("showcase")])].slice(0, 8);

  const rows: ReferenceData["popularSearches"] = [];
  const add = (kind: string, ids: readonly number[]) =>
    ids.forEach((entityId, index) =>
      rows.push({ id: rows.length + 1, kind, entityId, position: index + 1 }),
    );
  add("PRODUCT", topProducts);
  add("BRAND", brandIds);
  add("SUBCATEGORY", subIds);
  return rows;
}

function couponRows(now: Date): ReferenceData["coupons"] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return support.couponSeeds.map((coupon, index) => ({
    id: index + 1,
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountCents: coupon.maxDiscountCents,
    minSubtotalCents: coupon.minSubtotalCents,
    perUserLimit: coupon.perUserLimit ?? 1,
    totalLimit: coupon.totalLimit ?? null,
    startsAt: new Date(today + coupon.startsInDays * DAY_MS),
    // Valid through the last second of its final day.
    endsAt: new Date(today + (coupon.endsInDays + 1) * DAY_MS - 1000),
  }));
}

function referenceData(
  ctx: CatalogueContext,
  plans: readonly ProductPlan[],
  now: Date,
): ReferenceData {
  return {
    ethnicities: ctx.ethnicities.map((ethnicity) => ({
      id: ethnicity.id,
      name: ethnicity.name,
      label: ethnicity.label,
      imageUrl: `/media/ethnicities/${ethnicity.id}.svg`,
      position: ethnicity.id,
      isDefault: ethnicity.isDefault,
    })),
    countryPhoneCodes: support.countryPhoneCodes.map(([code, phoneCode, name], index) => ({
      code,
      phoneCode,
      name,
      flagUrl: `/media/flags/${code}.svg`,
      position: index + 1,
    })),
    supportConfigs: Object.entries(support.supportConfigs).map(([key, value]) => ({ key, value })),
    deliveryZones: support.deliveryZones.map((zone, index) => ({ id: index + 1, ...zone })),
    deliveryTimeSlots: support.deliveryWindows.map(([startMinute, endMinute], index) => ({
      id: index + 1,
      startMinute,
      endMinute,
      position: index + 1,
      isActive: true,
      capacity: support.deliveryWindowCapacity,
    })),
    deliverySettings: [support.deliverySettings],
    categories: categoryRows(ctx),
    brands: brandSeeds.map((brand, index) => ({
      id: index + 1,
      name: brand.name,
      isFeatured: brand.isFeatured,
    })),
    tags: [...ctx.tagUuids].map(([name, uuid]) => ({
      uuid,
      name,
      imageUrl: `/media/tags/${tagSlug(name)}.svg`,
    })),
    searchSynonyms: Object.entries(synonymGroups).flatMap(([groupName, terms]) =>
      terms.map((term) => ({ term, groupName })),
    ),
    promotionBanners: bannerRows(ctx, plans),
    popularSearches: popularSearchRows(ctx, plans),
    coupons: couponRows(now),
    users: staffSeeds.map((staff, index) => ({
      id: index + 1,
      isGuest: false,
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: staff.role,
    })),
    riders: staffSeeds
      .map((staff, index) => ({ staff, userId: index + 1 }))
      .filter(({ staff }) => staff.role === "rider")
      .map(({ staff, userId }, index) => ({
        id: index + 1,
        userId,
        phone: staff.phone,
        bio: staff.bio,
        pastOrders: staff.pastOrders,
        imageUrl: `/media/riders/${index + 1}.svg`,
      })),
  };
}

export function prepareCatalogue(options: CatalogueOptions = {}): PreparedCatalogue {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError("products must be a positive integer");
  const context = createContext(options.seed ?? DEFAULT_SEED);
  const plans = planProducts(count, context);
  return { context, plans, reference: referenceData(context, plans, options.now ?? new Date()) };
}

function emptyBatch(): ProductBatch {
  return {
    products: [],
    productImages: [],
    productCategories: [],
    productEthnicities: [],
    productInfoRows: [],
    productTags: [],
  };
}

/** The product tables, `size` products at a time, so 100,000 products never sit in memory at once. */
export function* productBatches(
  prepared: PreparedCatalogue,
  size: number,
): Generator<ProductBatch> {
  let infoRowId = 0;
  for (let start = 0; start < prepared.plans.length; start += size) {
    const batch = emptyBatch();
    for (const plan of prepared.plans.slice(start, start + size)) {
      const bundle = buildProduct(plan, prepared.context);
      batch.products.push(bundle.product);
      batch.productImages.push(...bundle.images);
      batch.productCategories.push(...bundle.categories);
      batch.productEthnicities.push(...bundle.ethnicities);
      for (const row of bundle.infoRows) {
        infoRowId += 1;
        batch.productInfoRows.push({ id: infoRowId, ...row });
      }
      batch.productTags.push(...bundle.tags);
    }
    yield batch;
  }
}

/** The whole catalogue in memory: the pure, testable form of what seedDatabase inserts. */
export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const prepared = prepareCatalogue(options);
  const all = emptyBatch();
  for (const batch of productBatches(prepared, 1000)) {
    for (const key of Object.keys(all) as (keyof ProductBatch)[]) {
      (all[key] as unknown[]).push(...batch[key]);
    }
  }
  return { ...prepared.reference, ...all };
}
