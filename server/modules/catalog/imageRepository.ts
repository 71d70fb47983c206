import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, productImages, products, promotionBanners, tags } from "../../db/schema";

/** What the image server (the media module) reads of the catalogue to draw its pictures. */

/** The product's name when the image URL is one of its images. */
export async function productImageName(db: Database, productId: number, url: string) {
  const [row] = await db
    .select({ name: products.name })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.productId, productId), eq(productImages.url, url)))
    .limit(1);
  return row?.name;
}

export async function categoryName(db: Database, id: number) {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name;
}

export async function findBanner(db: Database, id: number) {
  const [banner] = await db.select().from(promotionBanners).where(eq(promotionBanners.id, id));
  return banner;
}

export async function productPrices(db: Database, id: number) {
  const [product] = await db
    .select({
      name: products.name,
      priceCents: products.priceCents,
      originalPriceCents: products.originalPriceCents,
    })
    .from(products)
    .where(eq(products.id, id));
  return product;
}

export async function tagNameByImage(db: Database, url: string) {
  const [row] = await db
    .select({ name: tags.name })
    .from(tags)
    .where(eq(tags.imageUrl, url))
    .limit(1);
  return row?.name;
}
