import type { NamedEntity, PopularSearches } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { footerText as text } from "./Footer.text";
import { FooterApps } from "./FooterApps";
import { FooterCategories } from "./FooterCategories";
import { FooterLink } from "./FooterLink";
import { FooterPopularSearches } from "./FooterPopularSearches";

/** The pages whose addresses come from the support configs; absent until they load. */
export interface FooterPageUrls {
  about?: string;
  terms?: string;
  privacy?: string;
  faq?: string;
}

export interface FooterProps {
  popularSearches: PopularSearches | undefined;
  popularSearchesLoading: boolean;
  /** The top-level categories. */
  categories: NamedEntity[] | undefined;
  categoriesLoading: boolean;
  pageUrls: FooterPageUrls;
  /** The year of the copyright line. */
  year: number;
  className?: string;
}

/**
 * The page's footer (docs/product.md § Footer): popular searches (large screens), the categories,
 * two columns of store links, the app badges and social icons, and the copyright line. An entry
 * without an address (Careers, Customer Support, Blogs, or a configured page not yet loaded) is
 * plain text; pages of other sites open in a new tab.
 */
export function Footer({
  popularSearches,
  popularSearchesLoading,
  categories,
  categoriesLoading,
  pageUrls,
  year,
  className,
}: FooterProps) {
  const columns: { label: string; href: string | undefined }[][] = [
    [
      { label: text.home, href: paths.home() },
      { label: text.aboutUs, href: pageUrls.about },
      // Spec: these three have empty targets.
      { label: text.careers, href: undefined },
      { label: text.customerSupport, href: undefined },
      { label: text.blogs, href: undefined },
    ],
    [
      { label: text.privacyPolicy, href: pageUrls.privacy },
      { label: text.terms, href: pageUrls.terms },
      { label: text.faq, href: pageUrls.faq },
      { label: text.notifications, href: paths.notifications() },
      { label: text.orders, href: paths.myOrders() },
    ],
  ];

  return (
    <footer className={cn("border-t border-gray-200 bg-gray-50", className)}>
      {/* While the support chat launcher is on the page, the footer ends 5.5rem lower (styles.css). */}
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-10 pb-10 [:root:has([data-support-chat-launcher])_&]:pb-32">
        <FooterPopularSearches popularSearches={popularSearches} loading={popularSearchesLoading} />
        <FooterCategories categories={categories} loading={categoriesLoading} />
        <div className="flex flex-col gap-8 sm:flex-row sm:justify-between">
          <nav aria-label={text.linksLabel} className="grid grid-cols-2 gap-x-12 gap-y-2">
            {columns.map((column, index) => (
              <ul key={index} className="flex flex-col gap-2">
                {column.map((entry) => (
                  <li key={entry.label}>
                    <FooterLink href={entry.href}>{entry.label}</FooterLink>
                  </li>
                ))}
              </ul>
            ))}
          </nav>
          <FooterApps />
        </div>
        <p className="border-t border-gray-200 pt-6 text-sm text-gray-600">
          {text.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
