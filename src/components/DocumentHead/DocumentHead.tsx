import type { Thing, WithContext } from "schema-dts";

/** What a page says about itself to search engines and to apps that preview its link. */
export interface DocumentHeadProps {
  /** The tab's title, and the preview's (the store's name is added by the caller). */
  title: string;
  description?: string;
  /** The page's absolute address without tracking parameters: canonical and og:url. */
  url?: string;
  /** An absolute image address for the link's preview: the product's or the banner's. */
  image?: string;
  /** og:type: a product page is a product, every other page a website. */
  kind?: "website" | "product";
  /** Keeps the page out of search results (checkout, orders, account, shared carts, no results). */
  noindex?: boolean;
  /** JSON-LD blocks, typed by schema-dts. */
  structuredData?: readonly WithContext<Thing>[];
  /** og:site_name. */
  siteName?: string;
}

/**
 * A JSON-LD block as script text: `<` escaped so a product name holding `</script>` cannot end the
 * block early.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * The page's head: React 19 hoists its title, meta and link tags into <head> (the server's drawing
 * puts them there too), and swaps them as the shopper moves between pages.
 */
export function DocumentHead({
  title,
  description,
  url,
  image,
  kind = "website",
  noindex = false,
  structuredData = [],
  siteName,
}: DocumentHeadProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url && !noindex ? <link rel="canonical" href={url} /> : null}
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:type" content={kind} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
