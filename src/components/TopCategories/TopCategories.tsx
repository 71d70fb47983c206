import { useId } from "react";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { CategoryTileGrid, type CategoryTileItem } from "../CategoryTile/CategoryTileGrid";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import { topCategoriesText as text } from "./TopCategories.text";

/** docs/product.md § Constants and limits: the home page shows at most 20 top categories. */
export const TOP_CATEGORIES_LIMIT = 20;

export interface TopCategoriesProps {
  /** The home page's highlighted sub-categories; only the first 20 are shown. */
  subCategories: readonly CategoryTileItem[];
  className?: string;
}

/** 'Top Categories' with its 'See All' link to every category, and a grid of category tiles. */
export function TopCategories({ subCategories, className }: TopCategoriesProps) {
  const titleId = useId();
  if (subCategories.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-4", className)}>
      <SectionHeader title={text.title} titleId={titleId} seeAllHref={paths.categories()} />
      <CategoryTileGrid subCategories={subCategories.slice(0, TOP_CATEGORIES_LIMIT)} />
    </section>
  );
}
