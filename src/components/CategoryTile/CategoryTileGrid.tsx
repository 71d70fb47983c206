import type { SubCategory } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { Skeleton } from "../ui/Skeleton";
import { CategoryTile } from "./CategoryTile";
import { localCategoryName } from "@/lib/catalogueNames.text";

const gridClasses =
  "grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-8 xl:grid-cols-10";

export type CategoryTileItem = Pick<SubCategory, "id" | "name" | "fileResponse">;

export interface CategoryTileGridProps {
  subCategories: readonly CategoryTileItem[];
  className?: string;
}

/** Sub-category tiles in a responsive grid, each linking to its products. */
export function CategoryTileGrid({ subCategories, className }: CategoryTileGridProps) {
  return (
    <ul className={cn(gridClasses, className)}>
      {subCategories.map((subCategory) => (
        <li key={subCategory.id}>
          <CategoryTile
            name={localCategoryName(subCategory.name)}
            imageUrl={subCategory.fileResponse?.fullUrl}
            href={paths.categoryProducts(subCategory.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its categories load. */
export function CategoryTileGridSkeleton({
  count = 10,
  className,
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div data-testid="category-grid-skeleton" className={cn(gridClasses, className)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col items-center gap-2 p-1">
          <Skeleton rounded="xl" className="aspect-square w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
