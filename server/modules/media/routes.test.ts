import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { categories, productImages } from "../../db/schema";
import { seedDatabase } from "../../seed";
import { mediaRoutes } from "./routes";

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  await seedDatabase(handle.db, { products: 120 });
  app = Fastify();
  await app.register(mediaRoutes, { db: handle.db });
});

afterAll(async () => {
  await app.close();
  await handle.close();
});

async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await handle.db.execute(query);
  const [row] = result.rows as T[];
  if (!row) throw new Error("no row");
  return row;
}

function get(url: string) {
  return app.inject({ method: "GET", url });
}

function expectSvg(response: Awaited<ReturnType<typeof get>>): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("public, max-age=86400, immutable");
  expect(response.headers["content-security-policy"]).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  expect(response.body.startsWith("<svg")).toBe(true);
}

describe("mediaRoutes", () => {
  it("serves every seeded product image, each variant differently", async () => {
    const product = await first<{ product_id: number }>(
      sql`select product_id from product_images group by product_id having count(*) >= 2 order by product_id limit 1`,
    );
    const one = await get(`/media/products/${product.product_id}/1.svg`);
    const two = await get(`/media/products/${product.product_id}/2.svg`);
    expectSvg(one);
    expectSvg(two);
    expect(one.body).not.toBe(two.body);
  });

  it("serves the seeded category, ethnicity, flag, banner, tag and rider images", async () => {
    const urls = await handle.db.execute<{ url: string }>(sql`
      (select image_url as url from categories order by id limit 2)
      union all (select image_url from ethnicities order by id limit 2)
      union all (select flag_url from country_phone_codes order by position limit 2)
      union all (select image_url from promotion_banners order by id)
      union all (select image_url from tags order by name limit 3)
      union all (select image_url from riders order by id)`);
    expect(urls.rows.length).toBeGreaterThan(10);
    for (const { url } of urls.rows) expectSvg(await get(url));
  });

  it("answers 404 JSON for unknown ids, files and malformed parameters", async () => {
    const { id } = await first<{ id: number }>(sql`select max(id)::int + 1 as id from products`);
    for (const url of [
      `/media/products/${id}/1.svg`,
      "/media/products/1/9.svg",
      "/media/products/1/0.svg",
      "/media/products/1/1.png",
      "/media/products/abc/1.svg",
      "/media/products/-1/1.svg",
      "/media/products/99999999999/1.svg",
      "/media/products/1",
      "/media/categories/9999.svg",
      "/media/categories/one.svg",
      "/media/ethnicities/0.svg",
      "/media/riders/999.svg",
      "/media/flags/us.svg",
      "/media/flags/ZZ.svg",
      "/media/banners/999.svg",
      "/media/tags/not-a-tag.svg",
      "/media/tags/..%2Fsecret.svg",
      "/media/unknown/1.svg",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: "Image not found" });
    }
  });

  it("answers 404 for a product without that image", async () => {
    const { product_id } = await first<{ product_id: number }>(
      sql`select product_id from product_images order by product_id desc limit 1`,
    );
    await handle.db.delete(productImages).where(eq(productImages.productId, product_id));
    expect((await get(`/media/products/${product_id}/1.svg`)).statusCode).toBe(404);
  });

  it("keeps rendered images in its cache", async () => {
    const before = await get("/media/categories/3.svg");
    await handle.db.update(categories).set({ name: "Renamed Aisle" }).where(eq(categories.id, 3));
    const after = await get("/media/categories/3.svg");
    expect(after.body).toBe(before.body);
  });

  it("serves the deliverable areas page as plain, self-contained HTML", async () => {
    const response = await get("/media/pages/deliverable-areas.html");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain("<h1>Where we deliver</h1>");
    expect(response.body).toContain("New York City area");
    expect(response.body).toContain("Chicago area");
    expect(response.body).not.toMatch(/<script|<img|<link/);
  });

  it("answers 500 JSON without details when the database fails", async () => {
    const failing = {
      select: () => {
        throw new Error("connection refused at 10.0.0.1");
      },
    } as unknown as Database;
    const broken = Fastify();
    await broken.register(mediaRoutes, { db: failing });
    const response = await broken.inject({ method: "GET", url: "/media/categories/1.svg" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Could not load the image" });
    await broken.close();
  });
});
