import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DietFilter } from "./marks";
import type { IdPage, MatchRow, ProductSort } from "./matchSet";
import { keptByDietFiltersSql } from "./dietFilterRepository";
import { idList } from "./repository";
import type { TypoCandidate } from "./searchText";

/** Search and listing SQL: the rules that pick and cache what runs are in search.ts. */

export interface ProductQuery {
  /** Normalised search text ("" lists without searching). */
  text: string;
  /** The category and its descendants; null for every category. */
  categoryIds: readonly number[] | null;
  ethnicityId: number | undefined;
  /** DietFilter values a product must all carry (chips and the customer's preference). */
  marks: readonly DietFilter[];
  sortBy: ProductSort;
  page: number;
  size: number;
}

/** Below this word similarity a typo is too far from any product to be worth showing. */
const TYPO_SIMILARITY = "0.4";

/** The catalogue words looked at for each typed word, closest first. */
const TYPO_CANDIDATES = 8;

/** How a search matches: full text, or the typo fallback's close words (see search.ts). */
export type TextMatcher =
  | { kind: "fts"; tsquery: string }
  | { kind: "typo"; tsquery: string; candidates: readonly TypoCandidate[] };

function matchCondition(matcher: TextMatcher): SQL {
  return sql`p.search_vector @@ to_tsquery('simple', ${matcher.tsquery})`;
}

/** How well a product matches the text. */
function rank(matcher: TextMatcher): SQL {
  switch (matcher.kind) {
    case "fts":
      return sql`ts_rank(p.search_vector, to_tsquery('simple', ${matcher.tsquery}))`;
    case "typo": {
      // Per typed word, the similarity of the closest catalogue word the product holds.
      const words = new Map<number, TypoCandidate[]>();
      for (const candidate of matcher.candidates) {
        words.set(candidate.word, [...(words.get(candidate.word) ?? []), candidate]);
      }
      const perWord = [...words.values()].map(
        (candidates) =>
          sql`(case ${sql.join(
            candidates.map(
              (candidate) =>
                sql`when p.search_vector @@ to_tsquery('simple', ${candidate.term})
                  then ${candidate.similarity}::float8`,
            ),
            sql` `,
          )} else 0 end)`,
      );
      return sql.join(perWord, sql` + `);
    }
  }
}

const DISCOUNT = sql`case when p.original_price_cents > p.price_cents
  then round((p.original_price_cents - p.price_cents) * 100.0 / p.original_price_cents) else 0 end`;

/**
 * UNIT_PRICE_LOW compares within comparable units: weights, then volumes, then counts, then the
 * products whose size has no unit; MatchSet's comparator reads the same keys (matchSet.ts).
 */
const UNIT_GROUP = sql`case when p.net_quantity > 0 then
  case p.net_unit when 'g' then 0 when 'ml' then 1 when 'ct' then 2 else 3 end else 3 end`;
const UNIT_PRICE = sql`(p.price_cents / nullif(p.net_quantity, 0))`;

/** A listing's order (a search's is in MatchSet); each ends with the id so pages never overlap. */
function listingOrder(sortBy: ProductSort): SQL {
  switch (sortBy) {
    case "PRICE_LOW":
      return sql`p.price_cents asc, p.id asc`;
    case "PRICE_HIGH":
      return sql`p.price_cents desc, p.id asc`;
    case "DISCOUNT":
      return sql`${DISCOUNT} desc, p.popularity desc, p.id asc`;
    case "RELEVANCE":
      return sql`p.popularity desc, p.id asc`;
    case "UNIT_PRICE_LOW":
      return sql`${UNIT_GROUP} asc, ${UNIT_PRICE} asc nulls last, p.id asc`;
  }
}

function filters(query: ProductQuery): SQL {
  const parts: SQL[] = [];
  if (query.categoryIds) {
    parts.push(sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id in ${idList(query.categoryIds)})`);
  }
  if (query.ethnicityId !== undefined) {
    parts.push(sql`exists (select 1 from product_ethnicities pe
      where pe.product_id = p.id and pe.ethnicity_id = ${query.ethnicityId})`);
  }
  if (query.marks.length > 0) parts.push(keptByDietFiltersSql(query.marks));
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

/** The database or a transaction: text searches run inside one. */
type Executor = Pick<Database, "execute">;

/** A listing without search text: the database orders and pages it through its indexes. */
export async function listingPage(db: Executor, query: ProductQuery): Promise<IdPage> {
  const from = sql`products p where true${filters(query)}`;
  // The window count rides along with the page: one round trip in the usual case.
  const page = await db.execute<{ id: number; total: number }>(
    sql`select p.id, (count(*) over ())::int as total from ${from}
        order by ${listingOrder(query.sortBy)}
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const first = page.rows[0];
  if (first) return { ids: page.rows.map((row) => row.id), total: first.total };
  if (query.page === 1) return { ids: [], total: 0 };
  // Past the last page the window has no row to ride on: count separately.
  const count = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from ${from}`,
  );
  return { ids: [], total: count.rows[0]?.total ?? 0 };
}

/**
 * How many products of a listing carry each of `filters`, in one pass:
 * `count(*) filter (where …)` per filter, under the listing's other filters.
 */
export async function listingMarkCounts(
  db: Executor,
  query: ProductQuery,
  dietFilters: readonly DietFilter[],
): Promise<number[]> {
  const counts = sql.join(
    dietFilters.map(
      (filter, i) =>
        sql`(count(*) filter (where ${keptByDietFiltersSql([filter])}))::int as ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  );
  const result = await db.execute<Record<string, number>>(
    sql`select ${counts} from products p where true${filters(query)}`,
  );
  const row = result.rows[0] ?? {};
  return dietFilters.map((_, i) => Number(row[`c${i}`] ?? 0));
}

/**
 * [id, rank, price cents, discount, popularity, ethnicity ids, marks, net unit, net quantity]:
 * one JSON array per match.
 */
type MatchTuple = [
  number,
  number,
  number,
  number,
  number,
  number[],
  string[],
  string | null,
  number | null,
];

const UNIT_GROUPS: Readonly<Record<string, number>> = { g: 0, ml: 1, ct: 2 };

/**
 * Every product the matcher finds, with its rank, sort keys and ethnicities; no order, no page.
 * The matches come back as one JSON value: thousands of rows each cost a message from PGlite, one
 * value costs one.
 */
export async function fetchMatches(db: Executor, matcher: TextMatcher, query: ProductQuery) {
  const found = await db.execute<{ matches: MatchTuple[] }>(
    sql`select coalesce(json_agg(json_build_array(p.id, (${rank(matcher)})::float8,
          p.price_cents, (${DISCOUNT})::int, p.popularity, p.ethnicity_ids, p.marks, p.net_unit,
          p.net_quantity)), '[]'::json) as matches
        from products p where ${matchCondition(matcher)}${filters(query)}`,
  );
  return (found.rows[0]?.matches ?? []).map(
    ([id, rank, priceCents, discount, popularity, ethnicities, marks, netUnit, netQuantity]) => {
      const unitGroup = netUnit === null ? 3 : (UNIT_GROUPS[netUnit] ?? 3);
      const measured = unitGroup < 3 && netQuantity !== null && netQuantity > 0;
      const row: MatchRow = {
        id,
        rank,
        priceCents,
        discount,
        popularity,
        ethnicities,
        marks,
        unitGroup: measured ? unitGroup : 3,
        // Float division as the listing's SQL divides, so a search and a listing agree.
        unitPrice: measured ? priceCents / netQuantity : 0,
      };
      return row;
    },
  );
}

/**
 * For each typed word, the catalogue words whose word similarity to it passes the threshold
 * (`<%`, served by the trigram index on search_words), closest first.
 */
export async function fetchTypoCandidates(
  db: Executor,
  words: readonly string[],
): Promise<TypoCandidate[]> {
  if (words.length === 0) return [];
  const typed = sql.join(
    words.map((word, i) => sql`(${i}::int, ${word}::text)`),
    sql`, `,
  );
  const found = await db.execute<TypoCandidate>(
    sql`select t.i as word, w.word as term, w.similarity
        from (values ${typed}) t(i, typed)
        cross join lateral (
          select s.word, word_similarity(t.typed, s.word)::float8 as similarity
          from search_words s where t.typed <% s.word
          order by similarity desc, s.word limit ${TYPO_CANDIDATES}
        ) w`,
  );
  return found.rows;
}

/**
 * Runs a text search in a transaction so its settings stay local to it, all set in one round
 * trip. No sequential scan: the planner prices `@@` as cheap and scans the table from a few
 * percent of matches up, but measured on PGlite the GIN index answers far faster (100k products:
 * 23 ms against 79 ms). No hash or merge join: a filter (an ethnicity holds 70% of 100k products)
 * would be read whole to be joined with a few thousand matches, where probing its primary key
 * once per match costs a third (PGlite, "tea" with ethnicity 1: 213 ms against 646 ms). Typos
 * are looked up with a looser word similarity than pg_trgm's 0.6 ("biryni" is 0.57 from biryani).
 */
export function inSearchTransaction<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true),
            set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
            set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`,
    );
    return work(tx);
  });
}
