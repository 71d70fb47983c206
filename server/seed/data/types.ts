/** Shapes of the hand-written catalogue data the generator expands into rows. */

/** Decides shelf life, storage advice, nutrition basis and return policy of a product. */
export type ProductKind = "pantry" | "fresh" | "chilled" | "frozen" | "beverage" | "nonfood";

export type SubCategoryFlag = "highlight" | "showcase" | "newArrival" | "bestSeller";

/** Energy per 100 g or ml and the share of it coming from protein and from fat. */
export interface NutritionProfile {
  kcal: readonly [number, number];
  protein: readonly [number, number];
  fat: readonly [number, number];
}

/** One item sold by several brands in several sizes: every combination becomes a product. */
export interface ProductLine {
  item: string;
  brands: readonly string[];
  /** Size label (the product's weight) → shelf price in dollars. */
  sizes: Readonly<Record<string, number>>;
  ingredients?: string;
  tags?: readonly string[];
  /** Loose produce: the product name leaves the brand out, so give only one brand. */
  unbranded?: boolean;
  /** Country of origin when it is not the brand's. */
  origin?: string;
}

export interface SubCategorySeed {
  name: string;
  /** One sentence; the HTML description is built around it. */
  blurb: string;
  flags?: readonly SubCategoryFlag[];
  kind?: ProductKind;
  nutrition?: NutritionProfile;
  lines: readonly ProductLine[];
}

export interface TopCategorySeed {
  name: string;
  blurb: string;
  kind: ProductKind;
  nutrition?: NutritionProfile;
  /** Tags every product of the aisle carries. */
  alwaysTags?: readonly string[];
  /** Tags a product of the aisle often carries. */
  tags: readonly string[];
  subCategories: readonly SubCategorySeed[];
}
