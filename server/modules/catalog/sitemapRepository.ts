import { asc, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, productCategories, products } from "../../db/schema";

/**
 * What the sitemap (the seo module) reads of the catalogue: its pages' ids and when each last
 * changed.
 */

export interface PageChange {
  id: number;
  /** When what the page shows last changed; null for a category with no products. */
  updatedAt: Date | null;
}

/** Every category, with the last change of its products and its sub-categories' products. */
export async function categoryChanges(db: Database): Promise<PageChange[]> {
  const children = db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .as("children");
  const rows = await db
    .select({ id: categories.id, updatedAt: max(products.updatedAt) })
    .from(categories)
    .leftJoin(
      children,
      sql`${children.id} = ${categories.id} OR ${children.parentId} = ${categories.id}`,
    )
    .leftJoin(productCategories, eq(productCategories.categoryId, children.id))
    .leftJoin(products, eq(products.id, productCategories.productId))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt }));
}

/** The products of one sitemap file: `size` of them, after the first `offset`, by id. */
export async function productChanges(
  db: Database,
  offset: number,
  size: number,
): Promise<PageChange[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(size);
}

/**
 * The product sitemap files of `size` products each, by id: each one's last change (the count of
 * rows is the count of files).
 */
export async function productFileChanges(db: Database, size: number): Promise<Date[]> {
  const numbered = db
    .select({
      updatedAt: products.updatedAt,
      file: sql<number>`(row_number() OVER (ORDER BY ${products.id}) - 1) / ${size}`.as("file"),
    })
    .from(products)
    .as("numbered");
  const rows = await db
    .select({ updatedAt: max(numbered.updatedAt) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(asc(numbered.file));
  return rows.map((row) => row.updatedAt ?? new Date(0));
}
