import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productChanges, productFileChanges } from "../../server/modules/catalog";
import { getTestApp, type TestApp } from "./support/testApp";

let testApp: TestApp;
let origin: string;

beforeAll(async () => {
  testApp = await getTestApp();
  origin = testApp.context.config.publicUrl;
});

async function productIds(): Promise<number[]> {
  const { rows } = await testApp.database.db.execute<{ id: number }>(
    sql`SELECT id FROM products ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Each `<loc>` of a sitemap, with its `<lastmod>` (null without one). */
function entries(xml: string): { loc: string; lastmod: string | null }[] {
  return [
    ...xml.matchAll(/<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
  ].map((match) => ({ loc: match[1] ?? "", lastmod: match[2] ?? null }));
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe("robots.txt", () => {
  it("allows the catalogue, keeps crawlers out of the customer's pages, the API and dev paths, and names the sitemap", async () => {
    const answer = await testApp.app.inject({ url: "/robots.txt" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = answer.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/checkout",
      "/order/",
      "/my-orders",
      "/coupons",
      "/setting",
      "/address-book",
      "/payment-method",
      "/notifications",
      "/shared-cart/",
      "/api/",
      "/mockServiceWorker.js",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    const disallowed = lines
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice(10));
    for (const catalogue of [
      "/",
      "/search?q=rice",
      "/categories",
      "/categories/1/products",
      "/products/1/detail",
    ])
      expect(
        disallowed.filter((path) => catalogue.startsWith(path)),
        catalogue,
      ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("the sitemap", () => {
  it("indexes the categories' file and one file of products per 50,000, each with its last change", async () => {
    const answer = await testApp.app.inject({ url: "/sitemap.xml" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(answer.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = entries(answer.body);
    expect(files.map((file) => file.loc)).toEqual([
      `${origin}/sitemaps/categories.xml`,
      `${origin}/sitemaps/products-1.xml`,
    ]);
    for (const file of files) expect(file.lastmod).toMatch(W3C_DATETIME);
  });

  it("lists every product of the store once, at its page's address", async () => {
    const answer = await testApp.app.inject({ url: "/sitemaps/products-1.xml" });
    expect(answer.statusCode).toBe(200);
    const listed = entries(answer.body);
    const ids = await productIds();
    expect(ids.length).toBeGreaterThan(1000);
    expect(listed.map((entry) => entry.loc)).toEqual(
      ids.map((id) => `${origin}/products/${id}/detail`),
    );
    for (const entry of listed) expect(entry.lastmod).toMatch(W3C_DATETIME);
  });

  it("lists home, the categories' index and every category's products", async () => {
    const answer = await testApp.app.inject({ url: "/sitemaps/categories.xml" });
    expect(answer.statusCode).toBe(200);
    const { rows } = await testApp.database.db.execute<{ id: number }>(
      sql`SELECT id FROM categories ORDER BY id`,
    );
    expect(entries(answer.body).map((entry) => entry.loc)).toEqual([
      `${origin}/`,
      `${origin}/categories`,
      ...rows.map((row) => `${origin}/categories/${Number(row.id)}/products`),
    ]);
  });

  it("answers 404 past the last file and for names it does not make", async () => {
    for (const url of [
      "/sitemaps/products-2.xml",
      "/sitemaps/products-0.xml",
      "/sitemaps/products-01.xml",
      "/sitemaps/products.xml",
      "/sitemaps/other.xml",
    ]) {
      const answer = await testApp.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ message: `Nothing found at ${url}.` });
    }
  });

  it("is sent again as a 304 to a crawler that kept it, and compressed to one that asks", async () => {
    const first = await testApp.app.inject({
      url: "/sitemaps/products-1.xml",
      headers: { "accept-encoding": "gzip" },
    });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const again = await testApp.app.inject({
      url: "/sitemaps/products-1.xml",
      headers: { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("a product's last change", () => {
  it("moves when what its page shows changes, not when it sells", async () => {
    const { db } = testApp.database;
    const [id] = await productIds();
    const updatedAt = async () => {
      const { rows } = await db.execute<{ updated_at: string }>(
        sql`SELECT updated_at::text FROM products WHERE id = ${id}`,
      );
      return rows[0]?.updated_at;
    };
    await db.execute(sql`UPDATE products SET updated_at = '2020-01-01T00:00:00Z' WHERE id = ${id}`);
    await db.execute(sql`UPDATE products SET popularity = popularity + 5 WHERE id = ${id}`);
    expect(await updatedAt()).toMatch(/^2020-01-01/);
    await db.execute(
      sql`UPDATE products SET stock_status = CASE WHEN stock_status = 'IN_STOCK' THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END WHERE id = ${id}`,
    );
    expect(await updatedAt()).not.toMatch(/^2020-01-01/);
  });

  it("pages the products into files of the size asked, each file's last change its latest", async () => {
    const { db } = testApp.database;
    const ids = await productIds();
    const size = 500;
    const files = await productFileChanges(db, size);
    expect(files).toHaveLength(Math.ceil(ids.length / size));
    const pages = await Promise.all(
      files.map((_, index) => productChanges(db, index * size, size)),
    );
    expect(pages.flat().map((page) => page.id)).toEqual(ids);
    pages.forEach((page, index) => {
      const latest = Math.max(...page.map((product) => product.updatedAt?.getTime() ?? 0));
      expect(files[index]?.getTime()).toBe(latest);
    });
  });
});
