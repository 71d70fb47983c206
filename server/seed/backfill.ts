import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { DEFAULT_SEED, prepareCatalogue } from "./catalogue";
import { synonymGroups } from "./data/synonyms";
import { buildProduct } from "./products";

/**
 * A catalogue seeded before a synonym term existed (the native-script forms: آٹا, आटा, আটা…) gets
 * it here, at start: the seed data (server/seed/data/synonyms.ts) is the single source, so every
 * term it lists is inserted, and a term it moved to another group is moved. Terms the seed no
 * longer lists are left alone (they may have been added by hand). Cheap and idempotent (one
 * statement, nothing written when up to date), so it runs at every start; a database with no
 * products yet (about to be seeded) is left to the seed. Returns the terms written.
 */
export async function backfillSearchSynonyms(db: Database): Promise<number> {
  const terms = Object.entries(synonymGroups).flatMap(([groupName, groupTerms]) =>
    groupTerms.map((term) => ({ term, group_name: groupName })),
  );
  const written = await db.execute<{ count: number }>(
    sql`with seed as (
          select * from json_to_recordset(${JSON.stringify(terms)}::json)
            as s(term text, group_name text)
        ), written as (
          insert into search_synonyms (term, group_name)
          select term, group_name from seed where exists (select 1 from products)
          on conflict (term) do update set group_name = excluded.group_name
            where search_synonyms.group_name is distinct from excluded.group_name
          returning term
        )
        select count(*)::int as count from written`,
  );
  return written.rows[0]?.count ?? 0;
}

/**
 * A catalogue seeded before products had marks and net quantities (migration 0022 adds the
 * columns empty) gets them here, at start, so `npm start` on an old data folder shows the diet
 * filters and unit prices too. The seed is deterministic: product `id` of the default seed is the
 * same item, brand and size whatever the count, so its marks and net quantity are recomputed and
 * written where the stored name still matches (a product renamed by hand, or a catalogue of
 * another seed, is left alone). The tags the marks contradict are dropped as the seed now drops
 * them. Runs once: afterwards some product has marks, and it returns at once. The search synonyms
 * the seed gained since are added first, every time (`backfillSearchSynonyms`); the count returned
 * is the products' alone.
 */
export async function backfillCatalogueFacts(
  db: Database,
  seed: number = DEFAULT_SEED,
): Promise<number> {
  // The stores call this one backfill at start (server/main.ts, the seed CLI): the synonyms ride
  // along, whether the products' facts need filling or not.
  await backfillSearchSynonyms(db);
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
