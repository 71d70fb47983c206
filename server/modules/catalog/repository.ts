import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { keptByDietFiltersSql } from "./dietFilterRepository";
import type { DietFilter } from "./marks";

/**
 * Catalogue SQL. Every value reaches the database as a bound parameter through Drizzle's `sql`
 * template; nothing here concatenates caller input into a statement.
 */

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  descriptionHtml: string | null;
  imageUrl: string | null;
  position: number;
  isHighlight: boolean;
  isShowcase: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
}

/** What a product card shows: no gallery, categories or info rows. */
export interface ProductSummaryRow {
  id: number;
  name: string;
  weight: string;
  priceCents: number;
  originalPriceCents: number;
  badgeName: string | null;
  badgeColor: string | null;
  stockStatus: string;
  /** ProductMark values (docs/catalogue-marks.md). */
  marks: string[];
  /** The net quantity in `netUnit` (g, ml or ct) the unit price divides by; null without one. */
  netQuantity: number | null;
  netUnit: string | null;
  /** The first image only (the card's), null without one. */
  image: { uuid: string; url: string } | null;
}

/** What the product page adds to the card. */
export interface ProductRow extends Omit<ProductSummaryRow, "image"> {
  rating: number;
  images: { uuid: string; url: string }[];
  categories: { id: number; name: string; parentId: number | null; parentName: string | null }[];
  info: { key: string; value: string; isTappable: boolean; link: string | null }[];
}

/** `(1, 2, 3)` with one bound parameter per id; callers never pass an empty list. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return result.rows as T[];
}

export function fetchCategories(db: Database): Promise<CategoryRow[]> {
  return rows<CategoryRow>(
    db,
    sql`select id, parent_id as "parentId", name, description_html as "descriptionHtml",
          image_url as "imageUrl", position, is_highlight as "isHighlight",
          is_showcase as "isShowcase", is_new_arrival as "isNewArrival",
          is_best_seller as "isBestSeller"
        from categories order by position, id`,
  );
}

const summaryColumns = sql`p.id, p.name, p.weight, p.price_cents as "priceCents",
  p.original_price_cents as "originalPriceCents", p.badge_name as "badgeName",
  p.badge_color as "badgeColor", p.stock_status as "stockStatus", p.marks,
  p.net_quantity as "netQuantity", p.net_unit as "netUnit"`;

/**
 * Products as cards show them, for every list answer: the main image alone, and none of the
 * info rows, whose text is most of a full product's bytes (one round trip: PGlite pays per query).
 */
export function fetchProductSummaries(
  db: Executor,
  ids: readonly number[],
): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<ProductSummaryRow>(
    db,
    sql`select ${summaryColumns},
          (select json_build_object('uuid', i.uuid, 'url', i.url)
             from product_images i where i.product_id = p.id
             order by i.position, i.uuid limit 1) as image
        from products p where p.id in ${idList(ids)}`,
  );
}

/** Whole products (the product page) with images, categories and info rows in one round trip. */
export function fetchProducts(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<ProductRow>(
    db,
    sql`select ${summaryColumns}, p.rating,
          coalesce((select json_agg(json_build_object('uuid', i.uuid, 'url', i.url)
                      order by i.position, i.uuid)
                    from product_images i where i.product_id = p.id), '[]'::json) as images,
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name,
                      'parentId', c.parent_id, 'parentName', parent.name)
                      order by pc.position, c.id)
                    from product_categories pc
                    join categories c on c.id = pc.category_id
                    left join categories parent on parent.id = c.parent_id
                    where pc.product_id = p.id), '[]'::json) as categories,
          coalesce((select json_agg(json_build_object('key', r.key, 'value', r.value,
                      'isTappable', r.is_tappable, 'link', r.link)
                      order by r.position, r.id)
                    from product_info_rows r where r.product_id = p.id), '[]'::json) as info
        from products p where p.id in ${idList(ids)}`,
  );
}

export type ShowcaseOrder = "popular" | "newest";

/**
 * The first `limit` product ids of each group (a category and everything below it), in one
 * query: in-stock first, then by popularity or by arrival.
 */
export async function topProductIdsPerGroup(
  db: Database,
  groups: readonly { groupId: number; categoryIds: readonly number[] }[],
  options: {
    order: ShowcaseOrder;
    limit: number;
    ethnicityId?: number | undefined;
    /** Diet filters every product must pass (shared/catalog's rule). */
    marks?: readonly DietFilter[] | undefined;
  },
): Promise<Map<number, number[]>> {
  const pairs = groups.flatMap((group) =>
    group.categoryIds.map((categoryId) => sql`(${group.groupId}::int, ${categoryId}::int)`),
  );
  const result = new Map<number, number[]>(groups.map((group) => [group.groupId, []]));
  if (pairs.length === 0) return result;
  const ethnicity =
    options.ethnicityId === undefined
      ? sql``
      : sql`and exists (select 1 from product_ethnicities pe
                        where pe.product_id = p.id and pe.ethnicity_id = ${options.ethnicityId})`;
  const marks =
    options.marks && options.marks.length > 0
      ? sql`and ${keptByDietFiltersSql(options.marks)}`
      : sql``;
  const order =
    options.order === "newest"
      ? sql`p.created_at desc, p.id desc`
      : sql`(p.stock_status = 'IN_STOCK') desc, p.popularity desc, p.id`;
  const found = await rows<{ groupId: number; productId: number }>(
    db,
    sql`with grp(group_id, category_id) as (values ${sql.join(pairs, sql`, `)}),
        members as (
          select distinct g.group_id, pc.product_id
          from grp g join product_categories pc on pc.category_id = g.category_id
        ),
        ranked as (
          select m.group_id, p.id, row_number() over (partition by m.group_id order by ${order}) as n
          from members m join products p on p.id = m.product_id
          where true ${ethnicity} ${marks}
        )
        select group_id as "groupId", id as "productId" from ranked
        where n <= ${options.limit} order by group_id, n`,
  );
  for (const row of found) result.get(row.groupId)?.push(row.productId);
  return result;
}

export interface BannerRow {
  id: number;
  bannerType: string;
  entityId: number;
  imageUrl: string;
  /** The promoted product's or category's name; null when it no longer exists. */
  name: string | null;
  /** The product's prices; null for a category. */
  priceCents: number | null;
  originalPriceCents: number | null;
}

/** Banners for everyone plus those of the ethnicity, in position order, with what they promote. */
export function fetchBanners(db: Database, ethnicityId: number | undefined): Promise<BannerRow[]> {
  const filter =
    ethnicityId === undefined
      ? sql`b.ethnicity_id is null`
      : sql`(b.ethnicity_id is null or b.ethnicity_id = ${ethnicityId})`;
  return rows<BannerRow>(
    db,
    sql`select b.id, b.banner_type as "bannerType", b.entity_id as "entityId",
          b.image_url as "imageUrl", coalesce(p.name, c.name) as name,
          p.price_cents as "priceCents", p.original_price_cents as "originalPriceCents"
        from promotion_banners b
        left join products p on b.banner_type = 'PRODUCT' and p.id = b.entity_id
        left join categories c on b.banner_type <> 'PRODUCT' and c.id = b.entity_id
        where ${filter} order by b.position, b.id`,
  );
}

/** Footer links with the current names of what they point at; dangling links are dropped. */
export function fetchPopularSearches(
  db: Database,
): Promise<{ kind: string; id: number; name: string }[]> {
  return rows(
    db,
    sql`select s.kind, s.entity_id as id,
          coalesce(p.name, b.name, c.name) as name
        from popular_searches s
        left join products p on s.kind = 'PRODUCT' and p.id = s.entity_id
        left join brands b on s.kind = 'BRAND' and b.id = s.entity_id
        left join categories c on s.kind = 'SUBCATEGORY' and c.id = s.entity_id
        where coalesce(p.name, b.name, c.name) is not null
        order by s.position, s.id`,
  );
}

export function fetchSynonyms(db: Database): Promise<{ term: string; groupName: string }[]> {
  return rows(db, sql`select term, group_name as "groupName" from search_synonyms`);
}

export interface TagRow {
  uuid: string;
  name: string;
  imageUrl: string | null;
}

/**
 * Tags whose lower-cased name contains one of the patterns (the trigram index serves the
 * ILIKE), or which are close to the whole text (typos); names starting with the text come first.
 */
export function fetchTags(
  db: Database,
  text: string,
  patterns: readonly string[],
  limit: number,
): Promise<TagRow[]> {
  const likes = patterns.map((pattern) => sql`lower(name) like ${`%${pattern}%`}`);
  return rows<TagRow>(
    db,
    sql`select uuid, name, image_url as "imageUrl" from tags
        where ${sql.join(likes, sql` or `)} or similarity(lower(name), ${text}) > 0.4
        order by (lower(name) like ${`${text}%`}) desc, similarity(lower(name), ${text}) desc,
          name, uuid
        limit ${limit}`,
  );
}
