import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** A product as the best-match rule compares it (catalog/replacements.ts). */
// A type, not an interface: execute() wants rows that index as records.
export type ReplacementFacts = {
  id: number;
  name: string;
  /** The brand's name, null without one: its words say nothing of what the product is. */
  brand: string | null;
  weight: string;
  priceCents: number;
  popularity: number;
};

/**
 * The product (null when unknown) and the products that may replace it: in stock, sharing one of
 * its sub-categories (a category with a parent) and carrying every one of `marks` that it carries.
 * Unranked: the rule ranks them.
 */
export async function fetchReplacementCandidates(
  db: Executor,
  productId: number,
  marks: readonly string[],
): Promise<{ original: ReplacementFacts | null; candidates: ReplacementFacts[] }> {
  const facts = sql`p.id, p.name, b.name as brand, p.weight, p.price_cents as "priceCents",
    p.popularity`;
  const original = await db.execute<ReplacementFacts>(
    sql`select ${facts} from products p left join brands b on b.id = p.brand_id
        where p.id = ${productId}`,
  );
  const found = original.rows[0];
  if (!found) return { original: null, candidates: [] };
  const markList = sql.join(
    marks.map((mark) => sql`${mark}`),
    sql`, `,
  );
  const candidates = await db.execute<ReplacementFacts>(
    sql`with subs as (
          select pc.category_id from product_categories pc
          join categories c on c.id = pc.category_id
          where pc.product_id = ${productId} and c.parent_id is not null
        ),
        own_marks as (
          select pt.tag_uuid from product_tags pt join tags t on t.uuid = pt.tag_uuid
          where pt.product_id = ${productId} and t.name in (${markList})
        )
        select ${facts} from products p left join brands b on b.id = p.brand_id
        where p.id <> ${productId} and p.stock_status = 'IN_STOCK'
          and exists (select 1 from product_categories pc
                      where pc.product_id = p.id and pc.category_id in (select category_id from subs))
          and not exists (select 1 from own_marks m
                          where not exists (select 1 from product_tags pt
                                            where pt.product_id = p.id and pt.tag_uuid = m.tag_uuid))`,
  );
  return { original: found, candidates: candidates.rows };
}
