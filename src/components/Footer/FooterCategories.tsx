import { useId } from "react";
import type { NamedEntity } from "@/api/types";
import { paths } from "@/lib/paths";
import { Link } from "../ui/Link";
import { Skeleton } from "../ui/Skeleton";
import { footerText as text } from "./Footer.text";
import { localCategoryName } from "@/lib/catalogueNames.text";

export interface FooterCategoriesProps {
  categories: NamedEntity[] | undefined;
  loading: boolean;
}

/** Every top-level category, each leading to its products. */
export function FooterCategories({ categories, loading }: FooterCategoriesProps) {
  const headingId = useId();
  // docs/product.md § Messages and errors: a failed load is logged only, so the list is left out.
  if (!loading && !categories?.length) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {text.categories}
      </h2>
      {loading ? (
        <div
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
          data-testid="categories-skeleton"
        >
          {[0, 1, 2, 3, 4, 5].map((cell) => (
            <Skeleton key={cell} className="h-4 w-24" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
          {categories?.map((category) => (
            <li key={category.id}>
              <Link
                href={paths.categoryProducts(category.id)}
                className="text-sm text-gray-700 hover:text-brand-700 hover:underline"
              >
                {localCategoryName(category.name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
