import type { Category } from "@/api/types";
import { CategoryTileGrid } from "../CategoryTile/CategoryTileGrid";
import { localCategoryName } from "@/lib/catalogueNames.text";

export interface CategoryDirectorySectionProps {
  category: Pick<Category, "name" | "subCategories">;
}

/** One top-level category: its name and the tiles of its sub-categories. */
export function CategoryDirectorySection({ category }: CategoryDirectorySectionProps) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{localCategoryName(category.name)}</h2>
      <CategoryTileGrid subCategories={category.subCategories} />
    </section>
  );
}
