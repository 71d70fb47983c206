/**
 * Turning what a shopper typed into a full-text query. Pure functions: no database, so the rules
 * are unit-tested directly and the query text can never carry SQL (only [a-z0-9] tokens and
 * tsquery operators this module writes itself).
 */

export const MAX_SEARCH_LENGTH = 100;
/** Longer inputs are sentences, not searches; the first words carry the intent. */
const MAX_WORDS = 8;
/** Synonym terms a half-typed last word may complete to ("aat" → aata). */
const MIN_PREFIX_FOR_SYNONYMS = 3;

/** Every term → all the terms of its group (itself included), e.g. aata → [atta, aata, ata]. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/**
 * Lower case, accents dropped, punctuation turned into spaces (as Postgres' parser splits
 * "lay's" into lay and s), spaces collapsed: "  Lay's  Chips!" → "lay s chips".
 */
export function normaliseSearch(raw: string): string {
  return raw
    .slice(0, MAX_SEARCH_LENGTH * 2)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

export function searchWords(normalised: string): string[] {
  return normalised.split(" ").filter(Boolean).slice(0, MAX_WORDS);
}

export function buildSynonymIndex(
  rows: readonly { term: string; groupName: string }[],
): SynonymIndex {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const term = normaliseSearch(row.term);
    if (!term) continue;
    const members = groups.get(row.groupName) ?? [];
    if (!members.includes(term)) members.push(term);
    groups.set(row.groupName, members);
  }
  const index = new Map<string, readonly string[]>();
  for (const members of groups.values()) for (const term of members) index.set(term, members);
  return index;
}

/** The word and its synonyms; a half-typed last word also brings the groups it starts. */
export function alternativesOf(word: string, synonyms: SynonymIndex, isLast: boolean): string[] {
  const found = new Set<string>([word, ...(synonyms.get(word) ?? [])]);
  if (isLast && word.length >= MIN_PREFIX_FOR_SYNONYMS) {
    for (const [term, group] of synonyms) {
      if (term.startsWith(word)) for (const member of group) found.add(member);
    }
  }
  return [...found];
}

/** One alternative as tsquery text: a multi-word synonym ("toor dal") becomes a phrase. */
function alternativeQuery(alternative: string, prefix: boolean): string | null {
  const tokens = alternative.split(" ").filter(isQueryToken);
  if (tokens.length === 0) return null;
  const last = tokens.length - 1;
  const parts = tokens.map((token, i) => (prefix && i === last ? `${token}:*` : token));
  return parts.length === 1 ? (parts[0] ?? null) : `(${parts.join(" <-> ")})`;
}

/**
 * `chakki & (aata:* | atta | ata)`: every word must match, any synonym of a word will do, and
 * the last word as typed matches as a prefix so results follow the shopper's typing. Null when
 * nothing searchable is left.
 */
export function buildTsQuery(words: readonly string[], synonyms: SynonymIndex): string | null {
  const clauses: string[] = [];
  words.forEach((word, i) => {
    const isLast = i === words.length - 1;
    // Only what was typed can be unfinished; synonyms are whole words (a prefix 'ata:*' would
    // pull in za'atar for 'aata').
    const alternatives = alternativesOf(word, synonyms, isLast)
      .map((alternative) => alternativeQuery(alternative, isLast && alternative === word))
      .filter((query): query is string => query !== null);
    if (alternatives.length === 0) return;
    clauses.push(
      alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(" | ")})`,
    );
  });
  return clauses.length === 0 ? null : clauses.join(" & ");
}

/** Only such tokens reach a tsquery this module writes: nothing in them can be an operator. */
export function isQueryToken(text: string): boolean {
  return /^[a-z0-9]+$/.test(text);
}

/** A word of the catalogue close to a word the shopper typed (`word` is its position). */
export type TypoCandidate = {
  word: number;
  term: string;
  similarity: number;
};

/**
 * The typo fallback's query: each typed word becomes the catalogue words close to it
 * (`(basmati | basil) & (rice | rich)`). Typed words nothing resembles are left out, as a
 * stray letter should not hide what the rest of the text found; null when none resembles anything.
 * Callers pass only candidates whose term `isQueryToken`.
 */
export function buildTypoTsQuery(candidates: readonly TypoCandidate[]): string | null {
  const byWord = new Map<number, string[]>();
  for (const candidate of candidates) {
    const terms = byWord.get(candidate.word) ?? [];
    if (!terms.includes(candidate.term)) terms.push(candidate.term);
    byWord.set(candidate.word, terms);
  }
  const clauses = [...byWord.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, terms]) => (terms.length === 1 ? (terms[0] as string) : `(${terms.join(" | ")})`));
  return clauses.length === 0 ? null : clauses.join(" & ");
}
