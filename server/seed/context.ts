import { brandSeeds, type BrandSeed } from "./data/brands";
import { topCategories } from "./data/categories";
import { ethnicitySeeds, type EthnicitySeed } from "./data/ethnicities";
import { tagNames } from "./data/tags";
import type { ProductKind, SubCategorySeed, TopCategorySeed } from "./data/types";
import { uuidFrom } from "../lib/uuidFrom";

/**
 * Ids and lookups every generation step shares. Ids are assigned here, in data order, so the
 * rows can reference each other before anything is inserted.
 */

export interface SubCategoryInfo {
  id: number;
  /** 1-based position among its siblings. */
  position: number;
  topId: number;
  top: TopCategorySeed;
  sub: SubCategorySeed;
  kind: ProductKind;
}

export interface EthnicityInfo extends EthnicitySeed {
  id: number;
}

export interface CatalogueContext {
  seed: number;
  subCategories: readonly SubCategoryInfo[];
  brands: ReadonlyMap<string, BrandSeed & { id: number }>;
  ethnicities: readonly EthnicityInfo[];
  ethnicityIds: ReadonlyMap<string, number>;
  tagUuids: ReadonlyMap<string, string>;
}

export function createContext(seed: number): CatalogueContext {
  const topCount = topCategories.length;
  let nextSubId = topCount + 1;
  const subCategories: SubCategoryInfo[] = [];
  topCategories.forEach((top, topIndex) => {
    top.subCategories.forEach((sub, subIndex) => {
      subCategories.push({
        id: nextSubId,
        position: subIndex + 1,
        topId: topIndex + 1,
        top,
        sub,
        kind: sub.kind ?? top.kind,
      });
      nextSubId += 1;
    });
  });

  const brands = new Map(
    brandSeeds.map((brand, index) => [brand.name, { ...brand, id: index + 1 }]),
  );
  const ethnicities = ethnicitySeeds.map((ethnicity, index) => ({ ...ethnicity, id: index + 1 }));
  const ethnicityIds = new Map(ethnicities.map((ethnicity) => [ethnicity.name, ethnicity.id]));

  const tagUuids = new Map(tagNames.map((name) => [name, uuidFrom(seed, "tag", name)]));

  return { seed, subCategories, brands, ethnicities, ethnicityIds, tagUuids };
}
