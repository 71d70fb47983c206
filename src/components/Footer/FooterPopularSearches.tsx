import { useId } from "react";
import type { NamedEntity, PopularSearches } from "@/api/types";
import { localCategoryName } from "@/lib/catalogueNames.text";
import { paths } from "@/lib/paths";
import { Skeleton } from "../ui/Skeleton";
import { Link } from "../ui/Link";
import { footerText as text } from "./Footer.text";

export interface FooterPopularSearchesProps {
  popularSearches: PopularSearches | undefined;
  loading: boolean;
}

/** Spec: desktop only; products lead to their page, brands to a search, categories to theirs. */
export function FooterPopularSearches({ popularSearches, loading }: FooterPopularSearchesProps) {
  const headingId = useId();
  // docs/product.md § Messages and errors: a failed load is logged only, so the section is left out.
  if (!loading && !popularSearches) return null;

  const rows: {
    title: string;
    entries: NamedEntity[];
    href: (entry: NamedEntity) => string;
    /** Products and brands keep their own names; the seed's categories are named in the language. */
    name: (entry: NamedEntity) => string;
  }[] = popularSearches
    ? [
        {
          title: text.products,
          entries: popularSearches.products,
          href: (entry) => paths.productDetail(entry.id),
          name: (entry) => entry.name,
        },
        {
          title: text.brands,
          entries: popularSearches.featuredBrands,
          href: (entry) => paths.search(entry.name),
          name: (entry) => entry.name,
        },
        {
          title: text.categories,
          entries: popularSearches.bestSellerSubCategories,
          href: (entry) => paths.categoryProducts(entry.id),
          name: (entry) => localCategoryName(entry.name),
        },
      ]
    : [];

  return (
    <section aria-labelledby={headingId} className="hidden lg:block">
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {text.popularSearches}
      </h2>
      {loading ? (
        <div className="flex flex-col gap-2" data-testid="popular-searches-skeleton">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-4 w-3/4" />
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {rows
            .filter((row) => row.entries.length > 0)
            .map((row) => (
              <div key={row.title} className="flex gap-2 text-sm">
                <h3 className="shrink-0 font-semibold">{row.title}:</h3>
                <ul className="flex flex-wrap gap-x-2 gap-y-1">
                  {row.entries.map((entry, index) => (
                    <li key={entry.id} className="flex gap-2">
                      {index > 0 ? (
                        <span aria-hidden className="text-gray-400">
                          |
                        </span>
                      ) : null}
                      <Link
                        href={row.href(entry)}
                        className="text-gray-700 hover:text-brand-700 hover:underline"
                      >
                        {row.name(entry)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
    </section>
  );
}
