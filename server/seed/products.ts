import type {
  productCategories,
  productEthnicities,
  productImages,
  productInfoRows,
  products,
  productTags,
} from "../db/schema";
import type { CatalogueContext, SubCategoryInfo } from "./context";
import { disclaimer, kindProfiles } from "./data/info";
import { generalTags, originTags } from "./data/tags";
import type { NutritionProfile, ProductLine } from "./data/types";
import { uuidFrom } from "../lib/uuidFrom";
import { netQuantityOf } from "../../shared/pricing/size";
import { dropContradictedTags, marksOf } from "./marks";
import { Random, hashSeed } from "./random";

export type ProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferInsert;
export type ProductCategoryRow = typeof productCategories.$inferInsert;
export type ProductEthnicityRow = typeof productEthnicities.$inferInsert;
export type ProductInfoRow = typeof productInfoRows.$inferInsert;
export type ProductTagRow = typeof productTags.$inferInsert;

/** Which item, brand and size product `id` is, decided before any row is built. */
export interface ProductPlan {
  id: number;
  sub: SubCategoryInfo;
  line: ProductLine;
  brand: string;
  size: string;
  /** Set once every plain item/brand/size combination is used up, to keep names distinct. */
  edition: string | null;
  pack: number;
  position: number;
  secondary: { sub: SubCategoryInfo; position: number } | null;
}

export interface ProductBundle {
  product: ProductRow & { id: number; stockStatus: string; popularity: number };
  images: ProductImageRow[];
  categories: ProductCategoryRow[];
  ethnicities: ProductEthnicityRow[];
  /** Without ids: the batch numbers them in order. */
  infoRows: Omit<ProductInfoRow, "id">[];
  tags: ProductTagRow[];
}

const editions = [
  "Premium",
  "Classic",
  "Family Pack",
  "Gold",
  "Select",
  "Value Pack",
  "Organic",
  "Royal",
  "Homestyle",
  "Special",
  "Reserve",
  "Export Quality",
];
const editionPriceFactor: Readonly<Record<string, number>> = {
  Premium: 1.15,
  Gold: 1.2,
  Royal: 1.2,
  Reserve: 1.25,
  Organic: 1.3,
  "Export Quality": 1.1,
  "Family Pack": 1.6,
  "Value Pack": 0.9,
};

/** Catalogue timestamps count back from here, so created_at never depends on the clock. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 5, 1);

const badges = {
  new: { name: "New", color: "#15803d" },
  hotDeal: { name: "Hot Deal", color: "#b91c1c" },
  bestSeller: { name: "Best Seller", color: "#1d4ed8" },
  organic: { name: "Organic", color: "#7e22ce" },
  limited: { name: "Limited", color: "#c2410c" },
} as const;

/**
 * Interleaves the sub-categories in proportion to their number of combinations, so even a
 * small catalogue has products in every one of them (big aisles get more) and product ids
 * never depend on the requested count.
 */
export function planProducts(count: number, ctx: CatalogueContext): ProductPlan[] {
  const candidates = ctx.subCategories.map((sub) => {
    const combos: { sub: SubCategoryInfo; line: ProductLine; brand: string; size: string }[] = [];
    for (const line of sub.sub.lines) {
      for (const brand of line.brands) {
        for (const size of Object.keys(line.sizes)) combos.push({ sub, line, brand, size });
      }
    }
    return Random.derive(ctx.seed, "plan", sub.id).shuffle(combos);
  });
  const order = candidates
    .flatMap((list, subIndex) =>
      list.map((combo, k) => ({ combo, subIndex, share: (k + 0.5) / list.length })),
    )
    .sort((a, b) => a.share - b.share || a.subIndex - b.subIndex)
    .map((entry) => entry.combo);
  const siblingsOf = new Map(
    ctx.subCategories.map((sub) => [
      sub.id,
      ctx.subCategories.filter((other) => other.topId === sub.topId && other.id !== sub.id),
    ]),
  );
  const positions = new Map<number, number>();
  const nextPosition = (subId: number): number => {
    const position = (positions.get(subId) ?? 0) + 1;
    positions.set(subId, position);
    return position;
  };

  const plans: ProductPlan[] = [];
  for (let round = 0; plans.length < count; round += 1) {
    const edition = round === 0 ? null : (editions[(round - 1) % editions.length] ?? null);
    const pack = round === 0 ? 1 : 1 + Math.floor((round - 1) / editions.length);
    for (const combo of order) {
      if (plans.length >= count) break;
      const id = plans.length + 1;
      const random = Random.derive(ctx.seed, "secondary", id);
      const siblings = siblingsOf.get(combo.sub.id) ?? [];
      const secondSub = siblings.length > 0 && random.chance(0.05) ? random.pick(siblings) : null;
      plans.push({
        id,
        ...combo,
        edition,
        pack,
        position: nextPosition(combo.sub.id),
        secondary: secondSub ? { sub: secondSub, position: nextPosition(secondSub.id) } : null,
      });
    }
  }
  return plans;
}

/** Dollars to cents ending in 9, within the storefront's $0.99–$49.99 range. */
function shelfPrice(dollars: number): number {
  return Math.min(4999, Math.max(99, Math.round(dollars * 10) * 10 - 1));
}

function brandPriceFactor(brand: string): number {
  return 0.88 + ((hashSeed("brand-price", brand) % 1000) / 1000) * 0.3;
}

function nutritionText(profile: NutritionProfile, basis: "g" | "ml", random: Random): string {
  const kcal = random.int(profile.kcal[0], profile.kcal[1]);
  const share = (range: readonly [number, number]) =>
    range[0] + random.float() * (range[1] - range[0]);
  const proteinShare = share(profile.protein);
  const fatShare = Math.min(1 - proteinShare, share(profile.fat));
  const carbShare = Math.max(0, 1 - proteinShare - fatShare);
  const grams = (value: number) => value.toFixed(1);
  return [
    `Per 100 ${basis}: Energy ${kcal} kcal`,
    `Protein ${grams((kcal * proteinShare) / 4)} g`,
    `Carbohydrates ${grams((kcal * carbShare) / 4)} g`,
    `Fat ${grams((kcal * fatShare) / 9)} g`,
    `Sodium ${random.int(0, 60) * 10} mg.`,
  ].join("; ");
}

const fallbackNutrition: NutritionProfile = {
  kcal: [100, 400],
  protein: [0.05, 0.2],
  fat: [0.05, 0.4],
};

export function brandSlug(brand: string): string {
  return brand
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Builds every row of one product; the same plan and seed always give the same rows. */
export function buildProduct(plan: ProductPlan, ctx: CatalogueContext): ProductBundle {
  const random = Random.derive(ctx.seed, "product", plan.id);
  const { line, sub, brand, size, edition, pack } = plan;
  const brandInfo = ctx.brands.get(brand);
  if (!brandInfo) throw new Error(`Unknown brand ${brand} in ${sub.sub.name}`);
  const profile = kindProfiles[sub.kind];

  const sizeSuffix = Object.keys(line.sizes).length > 1 ? ` ${size}` : "";
  const item = `${edition ? `${edition} ` : ""}${line.item}`;
  const packSuffix = pack > 1 ? ` (Pack of ${pack})` : "";
  const name = `${line.unbranded ? "" : `${brand} `}${item}${sizeSuffix}${packSuffix}`;
  const weight = pack > 1 ? `${pack} x ${size}` : size;

  const basePrice =
    (line.sizes[size] ?? 0) * brandPriceFactor(brand) * (0.97 + random.float() * 0.06);
  const originalPriceCents = shelfPrice(
    basePrice * (edition ? (editionPriceFactor[edition] ?? 1) : 1) * pack * (pack > 1 ? 0.95 : 1),
  );
  let priceCents = originalPriceCents;
  if (random.chance(0.4) && originalPriceCents > 99) {
    const discounted = shelfPrice((originalPriceCents / 100) * (1 - random.int(5, 40) / 100));
    priceCents = discounted < originalPriceCents ? discounted : originalPriceCents - 10;
  }

  const roll = random.float();
  const stockStatus = roll < 0.88 ? "IN_STOCK" : roll < 0.94 ? "COMING_SOON" : "OUT_OF_STOCK";
  const rating = random.chance(0.1) ? 0 : Math.round((5 - 2 * random.float() ** 2) * 10) / 10;

  // Tags: the aisle's own, the line's, some of the aisle's usual ones and the brand's origin.
  const tagSet = new Set<string>([...(sub.top.alwaysTags ?? []), ...(line.tags ?? [])]);
  for (const tag of sub.top.tags) if (random.chance(0.25)) tagSet.add(tag);
  const originTag = originTags[brandInfo.origin];
  if (originTag && !line.unbranded && random.chance(0.7)) tagSet.add(originTag);
  if (random.chance(0.08)) tagSet.add(random.pick(generalTags));
  if (edition === "Organic") tagSet.add("Organic");
  if (edition === "Family Pack") tagSet.add("Family Pack");
  // What the product is (server/seed/marks.ts); no tag may claim otherwise ("Vegan" paneer).
  const marks = marksOf({
    aisle: sub.top.name,
    subCategory: sub.sub.name,
    kind: sub.kind,
    item: line.item,
    ingredients: line.ingredients,
    lineTags: line.tags,
  });
  dropContradictedTags(tagSet, marks);
  const tagList = [...tagSet].slice(0, 5);

  let badge: { name: string; color: string } | null = null;
  if (tagSet.has("Organic") && random.chance(0.5)) badge = badges.organic;
  else if (priceCents < originalPriceCents && random.chance(0.18)) badge = badges.hotDeal;
  else if (random.chance(0.06))
    badge = random.pick([badges.new, badges.bestSeller, badges.limited]);

  const popularity =
    Math.floor(random.float() ** 3 * 5000) +
    (badge === badges.bestSeller ? 4000 : 0) +
    (sub.sub.flags?.includes("bestSeller") ? 1000 : 0);

  const net = netQuantityOf(weight);
  const createdAt = new Date(CATALOGUE_EPOCH - random.int(0, 365 * 24) * 3_600_000);
  const product = {
    id: plan.id,
    name,
    brandId: brandInfo.id,
    weight,
    priceCents,
    originalPriceCents,
    badgeName: badge?.name ?? null,
    badgeColor: badge?.color ?? null,
    rating,
    stockStatus,
    popularity,
    createdAt,
    // Unchanged since it was made: a sitemap's lastmod never depends on the clock of the seed.
    updatedAt: createdAt,
    searchText: [name, brand, ...tagList].join(" ").toLowerCase(),
    marks,
    // The unit price's divisor: the pack's net quantity in g, ml or pieces (null for areas).
    netQuantity: net?.netQuantity ?? null,
    netUnit: net?.netUnit ?? null,
  };

  // About one product in fifty has no picture, so the storefront's placeholder shows up.
  const imageCount = random.chance(0.02) ? 0 : random.pick([1, 2, 2, 3, 3, 4]);
  const images: ProductImageRow[] = [];
  for (let n = 1; n <= imageCount; n += 1) {
    images.push({
      uuid: uuidFrom(ctx.seed, "product-image", plan.id, n),
      productId: plan.id,
      url: `/media/products/${plan.id}/${n}.svg`,
      position: n,
    });
  }

  const categories: ProductCategoryRow[] = [
    { productId: plan.id, categoryId: sub.id, position: plan.position },
  ];
  if (plan.secondary) {
    categories.push({
      productId: plan.id,
      categoryId: plan.secondary.sub.id,
      position: plan.secondary.position,
    });
  }

  const ethnicityCount = random.pick([1, 2, 2, 2, 3, 3, 3, 4]);
  const chosen: number[] = [];
  const brandEthnicity = brandInfo.ethnicity
    ? ctx.ethnicityIds.get(brandInfo.ethnicity)
    : undefined;
  if (brandEthnicity !== undefined && random.chance(0.9)) chosen.push(brandEthnicity);
  // The default ethnicity is the store's home market: it carries the widest range.
  const home = ctx.ethnicities.find((ethnicity) => ethnicity.isDefault);
  if (home && !chosen.includes(home.id) && chosen.length < ethnicityCount && random.chance(0.5)) {
    chosen.push(home.id);
  }
  const rest = ctx.ethnicities.filter((ethnicity) => !chosen.includes(ethnicity.id));
  for (const ethnicity of random.weightedSample(
    rest,
    (e) => e.weight,
    ethnicityCount - chosen.length,
  )) {
    chosen.push(ethnicity.id);
  }
  const ethnicities = chosen.map((ethnicityId) => ({ productId: plan.id, ethnicityId }));
  // Set here, as the trigger on product_ethnicities would set it: the trigger then writes no row.
  const ethnicityIds = [...chosen].sort((a, b) => a - b);

  const rows: { key: string; value: string; isTappable?: boolean; link?: string }[] = [
    { key: "Brand", value: brand },
    { key: "Country of Origin", value: line.origin ?? brandInfo.origin },
    { key: "Shelf Life", value: random.pick(profile.shelfLife) },
    { key: "Storage", value: profile.storage },
  ];
  if (line.ingredients) rows.push({ key: "Ingredients", value: line.ingredients });
  if (!line.unbranded && random.chance(0.4)) {
    const slug = brandSlug(brand);
    rows.push({
      key: "Brand Website",
      value: `example.com/brands/${slug}`,
      isTappable: true,
      link: `https://example.com/brands/${slug}`,
    });
  }
  rows.push({
    key: "Description",
    value: `${line.unbranded ? "" : `${brand} `}${item} in a ${weight} pack. ${sub.sub.blurb} ${random.pick(profile.closers)}`,
  });
  // A few products lack nutrition or a return policy, so the "No information available." case shows.
  if (profile.nutritionBasis && random.chance(0.94)) {
    const nutrition = sub.sub.nutrition ?? sub.top.nutrition ?? fallbackNutrition;
    rows.push({
      key: "Nutrition",
      value: nutritionText(nutrition, profile.nutritionBasis, random),
    });
  }
  if (random.chance(0.96)) rows.push({ key: "Return Policy", value: profile.returnPolicy });
  rows.push({ key: "Disclaimer", value: disclaimer });
  const infoRows = rows.map((row, index) => ({
    productId: plan.id,
    position: index + 1,
    key: row.key,
    value: row.value,
    isTappable: row.isTappable ?? false,
    link: row.link ?? null,
  }));

  const tags = tagList.map((tag) => {
    const tagUuid = ctx.tagUuids.get(tag);
    if (!tagUuid) throw new Error(`Unknown tag ${tag}`);
    return { productId: plan.id, tagUuid };
  });

  return { product: { ...product, ethnicityIds }, images, categories, ethnicities, infoRows, tags };
}
