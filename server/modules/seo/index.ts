/** robots.txt and the sitemaps: what search engines read of the store (docs/seo.md). */
export { seoRoutes, type SeoRoutesOptions } from "./routes";
