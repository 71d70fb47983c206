import type { Database } from "../../db/client";
import { MatchSet, MatchSetCache, type IdPage, type ProductSort } from "./matchSet";
import {
  fetchMatches,
  fetchTypoCandidates,
  inSearchTransaction,
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
 * to it and ranks a product by how close the words it holds are.
 */
function searchMatches(db: Database, tsquery: string | null, query: ProductQuery) {
  return inSearchTransaction(db, async (tx) => {
    if (tsquery) {
      const found = await fetchMatches(tx, { kind: "fts", tsquery }, query);
      if (found.length > 0) return found;
    }
    const found = await fetchTypoCandidates(tx, searchWords(query.text));
    // The catalogue may hold words the parser kept with punctuation ("1.5"): never typed, so
    // never needed, and left out of any tsquery.
    const candidates = found.filter((candidate) => isQueryToken(candidate.term));
    const typoQuery = buildTypoTsQuery(candidates);
    if (!typoQuery) return [];
    return fetchMatches(tx, { kind: "typo", tsquery: typoQuery, candidates }, query);
  });
}

/**
 * Match sets live as long as the synonym index they were expanded with: both come from the
 * catalogue cache, so a catalogue write (which drops the index) or its expiry drops them too.
 */
const matchSetCaches = new WeakMap<SynonymIndex, MatchSetCache>();
/** About 20 MB at most: 200,000 matches across the searches kept. */
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
 * One page of product ids for a listing or a search, and how many match in all.
 * Search: synonyms-expanded full text with the last word as a prefix, ranked by ts_rank then
 * popularity; when that finds nothing, trigram word similarity catches typos.
 */
export async function findProductIds(
  db: Database,
  synonyms: SynonymIndex,
  query: ProductQuery,
): Promise<IdPage> {
  if (query.categoryIds?.length === 0) return { ids: [], total: 0 };
  if (!query.text) return listingPage(db, query);
  const key = [query.text, query.categoryIds?.join(","), query.ethnicityId].join("|");
  const matches = await matchSetCache(synonyms).get(key, async () => {
    const tsquery = buildTsQuery(searchWords(query.text), synonyms);
    return new MatchSet(await searchMatches(db, tsquery, query));
  });
  return matches.page(query.sortBy, query.page, query.size);
}
