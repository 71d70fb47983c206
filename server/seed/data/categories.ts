import { household, personalCare, poojaFestive } from "./aisles/home";
import { dairyEggs, frozenFoods, fruitsVegetables, meatSeafood } from "./aisles/fresh";
import { oilsGhee, picklesSauces, riceAttaDals, spicesMasalas } from "./aisles/pantry";
import { bakeryBreakfast, beverages, snacksNamkeen, sweetsDesserts } from "./aisles/snacks";
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
