import type {
  BreadcrumbList,
  ItemAvailability,
  Organization,
  Product as ProductThing,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import type { Product, StockStatus } from "@/api/types";
import type { BreadcrumbItem } from "@/components/Breadcrumbs/Breadcrumbs";
import { paths } from "@/lib/paths";
import { absoluteAddress } from "./siteOrigin";

const CONTEXT = "https://schema.org";

/**
 * A product that is not in stock cannot be ordered, whether it is coming soon or not: schema.org's
 * PreOrder would promise an order the store does not take.
 */
function availabilityOf(stock: StockStatus): ItemAvailability {
  return stock === "IN_STOCK" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/** The product's brand, as its info table shows it. */
export function brandOf(product: Pick<Product, "table">): string | undefined {
  return product.table.find((row) => row.key === "Brand")?.value || undefined;
}

/** A product page's Product with its Offer: what the page shows, in USD as the store prices. */
export function productData(product: Product): WithContext<ProductThing> {
  const url = absoluteAddress(paths.productDetail(product.id));
  const brand = brandOf(product);
  const image = product.fileResponse?.fullUrl;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    sku: String(product.id),
    size: product.weight,
    url,
    ...(image ? { image: absoluteAddress(image) } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability: availabilityOf(product.inStock),
    },
    // As the page shows it, to a tenth, out of 5; without a count of ratings, which the contract
    // does not carry.
    ...(product.rating > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.rating.toFixed(1)),
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The trail a page shows (or, on a category page, implies: Home, then the category). */
export function breadcrumbData(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href === undefined ? {} : { item: absoluteAddress(item.href) }),
    })),
  };
}

/** The store itself, on its home page. */
export function organizationData(name: string): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name,
    url: absoluteAddress(paths.home()),
    logo: absoluteAddress("/favicon.svg"),
  };
}

/** Where a search engine sends a search of the store: the search page with its words. */
function storeSearch(): WithActionConstraints<SearchAction> {
  return {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${absoluteAddress(paths.search())}?q={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  };
}

/** The store's site with its search, which a search engine may offer in its own results. */
export function webSiteData(name: string): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name,
    url: absoluteAddress(paths.home()),
    potentialAction: storeSearch(),
  };
}
