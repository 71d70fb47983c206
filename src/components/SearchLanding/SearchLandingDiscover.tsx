import { useId } from "react";
import type { SubCategoryShowcase } from "@/api/types";
import { CategoryTile } from "../CategoryTile/CategoryTile";
import { searchLandingText as text } from "./SearchLanding.text";
import { localCategoryName } from "@/lib/catalogueNames.text";

export interface SearchLandingDiscoverProps {
  /** New-arrival leaf categories; each tile shows the first of its products that has a photo. */
  categories: readonly SubCategoryShowcase[];
  categoryHref: (id: number) => string;
}

/** 'Discover new finds': a tile (picture and name) per new-arrival category. */
export function SearchLandingDiscover({ categories, categoryHref }: SearchLandingDiscoverProps) {
  const titleId = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {text.discover}
      </h2>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-4 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile
              name={localCategoryName(category.name)}
              imageUrl={
                category.products.find((product) => product.fileResponse)?.fileResponse?.fullUrl
              }
              href={categoryHref(category.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
