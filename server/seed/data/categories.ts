import { bakeryBreakfast } from "./aisles/bakery-breakfast";
import { beverages } from "./aisles/beverages";
import { dairyEggs } from "./aisles/dairy-eggs";
import { frozenFoods } from "./aisles/frozen-foods";
import { fruitsVegetables } from "./aisles/fruits-vegetables";
import { household } from "./aisles/household";
import { meatSeafood } from "./aisles/meat-seafood";
import { oilsGhee } from "./aisles/oils-ghee";
import { personalCare } from "./aisles/personal-care";
import { picklesSauces } from "./aisles/pickles-sauces";
import { poojaFestive } from "./aisles/pooja-festive";
import { riceAttaDals } from "./aisles/rice-atta-dals";
import { snacksNamkeen } from "./aisles/snacks-namkeen";
import { spicesMasalas } from "./aisles/spices-masalas";
import { sweetsDesserts } from "./aisles/sweets-desserts";
import type { TopCategorySeed } from "./types";

/** The aisles in display order: top category ids follow this order, then sub-category ids. */
export const topCategories: readonly TopCategorySeed[] = [
  riceAttaDals,
  spicesMasalas,
  dairyEggs,
  fruitsVegetables,
  snacksNamkeen,
  frozenFoods,
  beverages,
  sweetsDesserts,
  picklesSauces,
  oilsGhee,
  bakeryBreakfast,
  meatSeafood,
  household,
  personalCare,
  poojaFestive,
];
