import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { brands, users } from "../db/schema";
import { mediaRoutes } from "../modules/media";
import { resetDatabase } from "../db/reset";
import { generateCatalogue, isSeeded, seedDatabase, type SeedSummary } from "./index";

let handle: DatabaseHandle;
let summary: SeedSummary;
const lines: string[] = [];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return result.rows as T[];
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  summary = await seedDatabase(handle.db, { products: 300, log: (line) => lines.push(line) });
});

afterAll(async () => {
  await handle.close();
});

describe("seedDatabase on PGlite", () => {
  it("fills every catalogue and support table and reports the counts", async () => {
    expect(summary.products).toBe(300);
    expect(lines.at(-1)).toMatch(/^Seeded 300 products in \d+\.\d s$/);
    const [counts] = await rows<Record<string, number>>(sql`
      select
        (select count(*)::int from products) as products,
        (select count(*)::int from ethnicities) as ethnicities,
        (select count(*)::int from categories where parent_id is not null) as sub_categories,
        (select count(*)::int from product_categories) as product_categories,
        (select count(*)::int from product_info_rows) as info_rows,
        (select count(*)::int from coupons) as coupons,
        (select count(*)::int from delivery_settings) as settings`);
    expect(counts).toMatchObject({ products: 300, ethnicities: 9, settings: 1, coupons: 7 });
    expect(counts?.sub_categories).toBeGreaterThanOrEqual(60);
    expect(summary.counts.product_info_rows).toBe(counts?.info_rows);
    expect(summary.counts.product_categories).toBe(counts?.product_categories);
    for (const table of [
      "ethnicities",
      "country_phone_codes",
      "support_configs",
      "delivery_zones",
      "delivery_time_slots",
      "delivery_settings",
      "categories",
      "brands",
      "products",
      "product_images",
      "product_categories",
      "product_ethnicities",
      "product_info_rows",
      "tags",
      "product_tags",
      "search_synonyms",
      "promotion_banners",
      "popular_searches",
      "coupons",
    ]) {
      expect(summary.counts[table] ?? 0, table).toBeGreaterThan(0);
    }
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it("stores every generated value, the sub-category flags included", async () => {
    const expected = generateCatalogue({ products: 300 });
    const stored = await rows<Record<string, unknown>>(sql`
      select id, parent_id as "parentId", name, description_html as "descriptionHtml",
        image_url as "imageUrl", position, is_highlight as "isHighlight", is_showcase as "isShowcase",
        is_new_arrival as "isNewArrival", is_best_seller as "isBestSeller"
      from categories order by id`);
    expect(stored).toEqual(expected.categories);
    const [info] = await rows<{ tappable: number; links: number }>(
      sql`select count(*) filter (where is_tappable)::int as tappable, count(link)::int as links from product_info_rows`,
    );
    const tappable = expected.productInfoRows.filter((row) => row.isTappable).length;
    expect(info).toEqual({ tappable, links: tappable });
  });

  it("makes products findable through the generated search_vector", async () => {
    const found = await rows<{ name: string }>(
      sql`select name from products where search_vector @@ to_tsquery('simple', 'atta')`,
    );
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const row of found) expect(row.name.toLowerCase()).toContain("atta");
    const rice = await rows<{ id: number }>(
      sql`select id from products where search_vector @@ to_tsquery('simple', 'basmati & rice')`,
    );
    expect(rice.length).toBeGreaterThan(0);
  });

  it("continues id sequences after the seeded rows", async () => {
    const [inserted] = await handle.db.insert(brands).values({ name: "Test Brand" }).returning();
    const [max] = await rows<{ max: number }>(
      sql`select max(id)::int as max from brands where name <> 'Test Brand'`,
    );
    expect(inserted?.id).toBe((max?.max ?? 0) + 1);
  });

  it("refuses to seed a seeded database", async () => {
    await expect(seedDatabase(handle.db, { products: 10 })).rejects.toThrow(/already seeded/);
  });

  it("serves a product image and a JSON 404 through mediaRoutes", async () => {
    const app = Fastify();
    await app.register(mediaRoutes, { db: handle.db });
    const [image] = await rows<{ url: string }>(
      sql`select url from product_images order by product_id, position limit 1`,
    );
    const ok = await app.inject({ method: "GET", url: image?.url ?? "" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(ok.body.startsWith("<svg")).toBe(true);
    const missing = await app.inject({ method: "GET", url: "/media/products/999999/1.svg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Image not found" });
    await app.close();
  });

  it("starts over after resetDatabase with identical catalogue rows", async () => {
    const before = await rows<unknown>(sql`select * from products order by id`);
    const imagesBefore = await rows<unknown>(sql`select * from product_images order by uuid`);
    await handle.db.insert(users).values({ isGuest: true, deviceId: "device-123456" });

    await resetDatabase(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    const [empty] = await rows<{ users: number }>(sql`select count(*)::int as users from users`);
    expect(empty?.users).toBe(0);
    const journal = await rows<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(journal[0]?.count).toBeGreaterThan(0);

    await seedDatabase(handle.db, { products: 300 });
    expect(await rows<unknown>(sql`select * from products order by id`)).toEqual(before);
    expect(await rows<unknown>(sql`select * from product_images order by uuid`)).toEqual(
      imagesBefore,
    );
  });
});
