import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { DEFAULT_SEED, prepareCatalogue } from "./catalogue";
import { buildProduct } from "./products";

/**
 * A catalogue seeded before products had marks and net quantities (migration 0022 adds the
 * columns empty) gets them here, at start, so `npm start` on an old data folder shows the diet
 * filters and unit prices too. The seed is deterministic: product `id` of the default seed is the
 * same item, brand and size whatever the count, so its marks and net quantity are recomputed and
 * written where the stored name still matches (a product renamed by hand, or a catalogue of
 * another seed, is left alone). The tags the marks contradict are dropped as the seed now drops
 * them. Runs once: afterwards some product has marks, and it returns at once.
 */
export async function backfillCatalogueFacts(
  db: Database,
  seed: number = DEFAULT_SEED,
): Promise<number> {
  const state = await db.execute<{ marked: boolean; maxId: number | null }>(
    sql`select exists (select 1 from products where marks <> '{}') as marked,
          (select max(id) from products)::int as "maxId"`,
  );
  const row = state.rows[0];
  if (!row || row.marked || !row.maxId) return 0;
  const prepared = prepareCatalogue({ products: row.maxId, seed });
  const facts = prepared.plans.map((plan) => {
    const { product } = buildProduct(plan, prepared.context);
    return {
      id: product.id,
      name: product.name,
      marks: product.marks ?? [],
      net_quantity: product.netQuantity ?? null,
      net_unit: product.netUnit ?? null,
    };
  });
  const updated = await db.execute<{ count: number }>(
    sql`with facts as (
          select * from json_to_recordset(${JSON.stringify(facts)}::json)
            as f(id int, name text, marks text[], net_quantity float8, net_unit text)
        ), updated as (
          update products p set marks = f.marks, net_quantity = f.net_quantity, net_unit = f.net_unit
          from facts f where p.id = f.id and p.name = f.name
          returning p.id, p.marks
        ), dropped as (
          delete from product_tags pt using tags t, updated u
          where pt.product_id = u.id and t.uuid = pt.tag_uuid and (
            (t.name = 'Vegetarian' and not 'VEGETARIAN' = any(u.marks))
            or (t.name = 'Vegan' and not 'VEGAN' = any(u.marks))
            or (t.name = 'Halal' and not 'HALAL' = any(u.marks))
            or (t.name = 'Gluten Free' and not 'GLUTEN_FREE' = any(u.marks))
            or (t.name = 'Dairy Free' and (u.marks = '{}' or 'CONTAINS_DAIRY' = any(u.marks))))
          returning pt.product_id
        )
        select (select count(*)::int from updated) as count`,
  );
  return updated.rows[0]?.count ?? 0;
}
