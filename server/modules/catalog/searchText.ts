/**
 * Turning what a shopper typed into a full-text query. Pure functions: no database, so the rules
 * are unit-tested directly and the query text can never carry SQL (only tokens of letters, marks
 * and digits, in any script, and tsquery operators this module writes itself).
 */

export const MAX_SEARCH_LENGTH = 100;
/** Longer inputs are sentences, not searches; the first words carry the intent. */
const MAX_WORDS = 8;
/** Synonym terms a half-typed last word may complete to ("aat" → aata). */
const MIN_PREFIX_FOR_SYNONYMS = 3;

/** Every term → all the terms of its group (itself included), e.g. aata → [atta, aata, ata]. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/**
 * Marks a search ignores: Latin accents (U+0300-036F), Arabic vowel signs, hamza and madda above
 * and below (so أ إ آ read as ا and ئ ؤ as ی و), superscript alef and Quranic marks, and the
 * Devanagari and Bengali nukta (ज़ीरा = जीरा, गुड़ = गुड). Every other mark is kept: Devanagari and
 * Bengali vowel signs, virama and anusvara are part of the word (दूध, চাল).
 */
const IGNORED_MARKS =
  /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u093c\u09bc]/g;

/**
 * Invisible characters dropped without splitting the word: zero-width (non-)joiners, which
 * Urdu, Hindi and Bengali keyboards put inside words, bidi marks pasted with Arabic text, the soft
 * hyphen (every format character, \p{Cf}, but the zero-width space, which does part words), and
 * the Arabic tatweel that only stretches a word.
 */
const INVISIBLE = /(?!\u200b)[\p{Cf}\u0640]/gu;

/**
 * Arabic-script letters Arabic and Urdu write differently, folded to one: kaf ك → keheh ک; Arabic
 * yeh ي, alef maksura ى and yeh barree ے → ی; heh goal ہ, do-chashmi heh ھ and teh marbuta ة ۃ →
 * ه (an Arabic keyboard types دوده for دودھ); alef wasla ٱ → ا.
 */
const ARABIC_FOLDS: Readonly<Record<string, string>> = {
  "\u0671": "\u0627",
  "\u0643": "\u06a9",
  "\u064a": "\u06cc",
  "\u0649": "\u06cc",
  "\u06d2": "\u06cc",
  "\u06c1": "\u0647",
  "\u06be": "\u0647",
  "\u0629": "\u0647",
  "\u06c3": "\u0647",
};
const ARABIC_FOLDED = /[\u0671\u0643\u064a\u0649\u06d2\u06c1\u06be\u0629\u06c3]/g;

/** Arabic-Indic, Urdu (extended), Devanagari and Bengali digits: their first code point (zero). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];
const NATIVE_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
  return String(code - zero);
}

/**
 * What a search compares, in any script: lower case, compatibility forms and Latin accents
 * dropped, Arabic and Urdu spellings of a letter folded together, native digits as 0-9, NFC, and
 * everything but letters, marks and digits turned into spaces (as Postgres' parser splits "lay's"
 * into lay and s), spaces collapsed: "  Lay's  Chips!" → "lay s chips", "آٹا۔" → "اٹا",
 * "आटा १०" → "आटा 10".
 */
export function normaliseSearch(raw: string): string {
  return raw
    .slice(0, MAX_SEARCH_LENGTH * 2)
    .normalize("NFKD")
    .replace(IGNORED_MARKS, "")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(ARABIC_FOLDED, (letter) => ARABIC_FOLDS[letter] ?? letter)
    .replace(NATIVE_DIGIT, asciiDigit)
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .replace(/[\ud800-\udbff]$/, "")
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

/**
 * Only such tokens reach a tsquery this module writes: lower-case letters (or letters of a script
 * without case), marks and digits; nothing in them can be an operator, a quote or a space.
 */
export function isQueryToken(text: string): boolean {
  return /^[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{N}]+$/u.test(text);
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
