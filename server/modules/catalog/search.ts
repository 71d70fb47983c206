import type { Database } from "../../db/client";
import { MatchSet, MatchSetCache, type IdPage, type ProductSort } from "./matchSet";
import type { DietFilter } from "./marks";
import {
  fetchMatches,
  fetchTypoCandidates,
  inSearchTransaction,
  listingMarkCounts,
  listingPage,
  type ProductQuery,
} from "./searchRepository";
import {
  buildTsQuery,
  buildTypoTsQuery,
  isQueryToken,
  searchWords,
  type SynonymIndex,
} from "./searchText";

export type { IdPage, ProductSort };

/**
 * Every product a text search matches: full text first (indexed, fast, the common case); only
 * when that finds nothing, the typo fallback swaps each typed word for the catalogue words close
 * to it and ranks a product by how close the words it holds are. `fullText: false` goes straight
 * to the typo fallback, for a filter under which the full text is known to find nothing.
 */
function searchMatches(
  db: Database,
  tsquery: string | null,
  query: ProductQuery,
  { fullText = true } = {},
): Promise<MatchSet> {
  return inSearchTransaction(db, async (tx) => {
    if (tsquery && fullText) {
      const found = await fetchMatches(tx, { kind: "fts", tsquery }, query);
      if (found.length > 0) return new MatchSet(found, "fts");
    }
    const found = await fetchTypoCandidates(tx, searchWords(query.text));
    // The catalogue may hold words the parser kept with punctuation ("1.5"): never typed, so
    // never needed, and left out of any tsquery.
    const candidates = found.filter((candidate) => isQueryToken(candidate.term));
    const typoQuery = buildTypoTsQuery(candidates);
    if (!typoQuery) return new MatchSet([], "typo");
    const matches = await fetchMatches(tx, { kind: "typo", tsquery: typoQuery, candidates }, query);
    return new MatchSet(matches, "typo");
  });
}

/**
 * Match sets live as long as the synonym index they were expanded with: both come from the
 * catalogue cache, so a catalogue write (which drops the index) or its expiry drops them too.
 */
const matchSetCaches = new WeakMap<SynonymIndex, MatchSetCache>();
/**
 * 200,000 matches across the searches kept: about 45 MB at most, with every order of each and of
 * two ethnicities' subsets made (measured in Node 20).
 */
const MAX_CACHED_MATCHES = 200_000;

function matchSetCache(synonyms: SynonymIndex): MatchSetCache {
  let cache = matchSetCaches.get(synonyms);
  if (!cache) {
    cache = new MatchSetCache(MAX_CACHED_MATCHES);
    matchSetCaches.set(synonyms, cache);
  }
  return cache;
}

/**
 * Every product a text search matches under the query's filters. Search: synonyms-expanded full
 * text with the last word as a prefix, ranked by ts_rank then popularity; when that finds
 * nothing, trigram word similarity catches typos. A search's matches are found for every
 * ethnicity and every diet filter at once and narrowed here, so switching either costs no query.
 */
async function searchMatchSet(
  db: Database,
  synonyms: SynonymIndex,
  query: ProductQuery,
): Promise<MatchSet> {
  const cache = matchSetCache(synonyms);
  const key = [query.text, query.categoryIds?.join(",")].join("|");
  const tsquery = () => buildTsQuery(searchWords(query.text), synonyms);
  const all = await cache.get(key, () =>
    searchMatches(db, tsquery(), { ...query, ethnicityId: undefined, marks: [] }),
  );
  const { ethnicityId } = query;
  if (ethnicityId === undefined) return all.withMarks(query.marks);
  let matches = all.withEthnicity(ethnicityId);
  if (matches.size === 0 && all.kind === "fts") {
    // Full text finds nothing for this ethnicity: the typo fallback, as for any search whose
    // full text finds nothing (rare: it needs matches of other ethnicities only).
    matches = await cache.get(`${key}|${ethnicityId}`, () =>
      searchMatches(db, tsquery(), { ...query, marks: [] }, { fullText: false }),
    );
  }
  return matches.withMarks(query.marks);
}

/** One page of product ids for a listing or a search, and how many match in all. */
export async function findProductIds(
  db: Database,
  synonyms: SynonymIndex,
  query: ProductQuery,
): Promise<IdPage> {
  if (query.categoryIds?.length === 0) return { ids: [], total: 0 };
  if (!query.text) return listingPage(db, query);
  const matches = await searchMatchSet(db, synonyms, query);
  return matches.page(query.sortBy, query.page, query.size);
}

/**
 * For each of `dietFilters`, how many products the listing or search would hold with it added
 * to the query's marks (the chips' counts): one counting query for a listing, none for a search.
 */
export async function countWithFilters(
  db: Database,
  synonyms: SynonymIndex,
  query: ProductQuery,
  dietFilters: readonly DietFilter[],
): Promise<number[]> {
  if (query.categoryIds?.length === 0) return dietFilters.map(() => 0);
  if (!query.text) return listingMarkCounts(db, query, dietFilters);
  const matches = await searchMatchSet(db, synonyms, query);
  return matches.countWith(dietFilters);
}
