import type { Category } from "@/api/types";
import { cn } from "@/lib/cn";
import { CategoryTileGridSkeleton } from "../CategoryTile/CategoryTileGrid";
import { Skeleton } from "../ui/Skeleton";
import { categoryDirectoryText as text } from "./CategoryDirectory.text";
import { CategoryDirectorySection } from "./CategoryDirectorySection";

export interface CategoryDirectoryProps {
  categories: readonly Category[];
  /** True while the categories load: a skeleton shows under the heading. */
  loading?: boolean;
  className?: string;
}

/**
 * docs/product.md § All categories: the page heading, then each top-level category with a grid of
 * its sub-category tiles. A category without sub-categories has nothing to open, so it is left out.
 */
export function CategoryDirectory({
  categories,
  loading = false,
  className,
}: CategoryDirectoryProps) {
  return (
    <div className={cn("flex flex-col gap-8", className)}>
      <h1 className="text-2xl font-semibold">{text.title}</h1>
      {loading ? (
        <CategoryDirectorySkeleton />
      ) : (
        categories
          .filter((category) => category.subCategories.length > 0)
          .map((category) => <CategoryDirectorySection key={category.id} category={category} />)
      )}
    </div>
  );
}

function CategoryDirectorySkeleton() {
  return (
    <div data-testid="category-directory-skeleton" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="flex flex-col gap-4">
          <Skeleton className="h-6 w-48" />
          <CategoryTileGridSkeleton count={6} />
        </div>
      ))}
    </div>
  );
}
