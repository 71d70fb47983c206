import { paths, protectedRoutes, routePatterns } from "../../../shared/paths";
import type { Database } from "../../db/client";
import { categoryChanges, productChanges, productFileChanges } from "../catalog";

/** The sitemap protocol's bound on one file (sitemaps.org): at most 50,000 URLs. */
export const SITEMAP_FILE_SIZE = 50_000;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const CATEGORY_SITEMAP_PATH = "/sitemaps/categories.xml";
/** The product sitemap file `number` (from 1). */
export const productSitemapPath = (number: number) => `/sitemaps/products-${number}.xml`;

/**
 * What a search engine may not crawl: the customer's pages (checkout, orders, the account's),
 * shared carts, the API and the mock API's worker of development. Prefixes, as robots.txt reads
 * them: a route's `:id` becomes the path up to it.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  ...protectedRoutes.map((route) => route.replace(/:id$/, "")),
  routePatterns.sharedCart.replace(/:id$/, ""),
  "/api/",
  "/mockServiceWorker.js",
];

export function robotsText(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** W3C datetime, as the protocol's lastmod asks, to the second. */
const lastmod = (date: Date) =>
  `<lastmod>${date.toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>`;

function latest(changes: readonly (Date | null)[]): Date | null {
  let found: Date | null = null;
  for (const change of changes) if (change && (!found || change > found)) found = change;
  return found;
}

/** The index of every sitemap file: the categories', then one per 50,000 products. */
export async function sitemapIndex(db: Database, publicUrl: string): Promise<string> {
  const [categoryFile, productFiles] = await Promise.all([
    categoryChanges(db),
    productFileChanges(db, SITEMAP_FILE_SIZE),
  ]);
  const files: { path: string; updatedAt: Date | null }[] = [
    { path: CATEGORY_SITEMAP_PATH, updatedAt: latest(categoryFile.map((page) => page.updatedAt)) },
    ...productFiles.map((updatedAt, index) => ({ path: productSitemapPath(index + 1), updatedAt })),
  ];
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${publicUrl}${file.path}</loc>${file.updatedAt ? lastmod(file.updatedAt) : ""}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${SITEMAP_NS}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

function urlEntry(publicUrl: string, path: string, updatedAt: Date | null): string {
  return `<url><loc>${publicUrl}${path}</loc>${updatedAt ? lastmod(updatedAt) : ""}</url>`;
}

function urlSet(entries: readonly string[]): string {
  return `${XML_HEAD}<urlset ${SITEMAP_NS}>\n${entries.join("\n")}\n</urlset>\n`;
}

/** Home, the categories' index and every category's products. */
export async function categorySitemap(db: Database, publicUrl: string): Promise<string> {
  const pages = await categoryChanges(db);
  const updatedAt = latest(pages.map((page) => page.updatedAt));
  return urlSet([
    urlEntry(publicUrl, paths.home(), updatedAt),
    urlEntry(publicUrl, paths.categories(), updatedAt),
    ...pages.map((page) => urlEntry(publicUrl, paths.categoryProducts(page.id), page.updatedAt)),
  ]);
}

/** The product sitemap file `number` (from 1); null past the last one. */
export async function productSitemap(
  db: Database,
  publicUrl: string,
  number: number,
): Promise<string | null> {
  const pages = await productChanges(db, (number - 1) * SITEMAP_FILE_SIZE, SITEMAP_FILE_SIZE);
  if (pages.length === 0 && number > 1) return null;
  return urlSet(
    pages.map((page) => urlEntry(publicUrl, paths.productDetail(page.id), page.updatedAt)),
  );
}
