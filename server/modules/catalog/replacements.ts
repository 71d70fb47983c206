import type { Executor } from "../../db/client";
import { parseSize, SIZE_UNITS, type Size } from "../../../shared/pricing";
import { fetchReplacementCandidates, type ReplacementFacts } from "./replacementRepository";

/**
 * The best-match rule (docs/replacements.md): which products may replace one that runs short, and
 * in what order. A candidate is in stock, shares one of the product's sub-categories and keeps
 * every dietary mark it has (halal stays halal). Candidates rank by the same kind of item first
 * (the words their names share, brand and size aside), then the closest size, the closest price
 * and popularity; the first is the best match.
 */

/** The marks a replacement must keep: a shopper who buys halal or vegan is owed halal or vegan. */
export const DIETARY_MARKS = [
  "Halal",
  "Vegetarian",
  "Vegan",
  "Gluten Free",
  "Dairy Free",
  "Sugar Free",
] as const;

/** The most replacements a shopper is offered to pick from. */
export const REPLACEMENT_CHOICES = 12;

// The size reader is shared with the unit prices and the seed (shared/pricing/size.ts).
export { parseSize, type Size };

/** How far two sizes are apart (0 for the same size); null when they do not compare. */
export function sizeDistance(a: Size | null, b: Size | null): number | null {
  if (!a || !b || a.dimension !== b.dimension) return null;
  // Ratios, not differences: 1 kg against 2 kg is as far as 250 g against 500 g. Rounded so that
  // unit conversions do not break ties that are really equal.
  return Math.round(Math.abs(Math.log(a.amount / b.amount)) * 1000) / 1000;
}

/**
 * Words of a name that say what the product is: not its brand, size, pack or numbers. Letters and
 * marks of any script make a word (a Devanagari or Bengali vowel sign is a mark: दूध is one word).
 */
export function kindWords(name: string, brand: string | null): Set<string> {
  const brandWords = new Set((brand ?? "").toLowerCase().split(/[^\p{L}\p{M}]+/u));
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length > 1 && !brandWords.has(word) && !(word in SIZE_UNITS));
  return new Set(words.filter((word) => !["pack", "of", "x", "and"].includes(word)));
}

/** The candidates, best match first. */
export function rankReplacements(
  original: ReplacementFacts,
  candidates: readonly ReplacementFacts[],
): ReplacementFacts[] {
  const size = parseSize(original.weight);
  const kind = kindWords(original.name, original.brand);
  const keyed = candidates.map((candidate) => ({
    candidate,
    shared: [...kindWords(candidate.name, candidate.brand)].filter((word) => kind.has(word)).length,
    size: sizeDistance(size, parseSize(candidate.weight)) ?? Number.POSITIVE_INFINITY,
    price: Math.abs(candidate.priceCents - original.priceCents),
  }));
  keyed.sort(
    (a, b) =>
      b.shared - a.shared ||
      a.size - b.size ||
      a.price - b.price ||
      b.candidate.popularity - a.candidate.popularity ||
      a.candidate.id - b.candidate.id,
  );
  return keyed.map((entry) => entry.candidate);
}

/**
 * The product as the rule compares it and the ids of the products that may replace it, best
 * match first (at most `limit`); null when the product is unknown.
 */
export async function replacementsFor(
  db: Executor,
  productId: number,
  limit = REPLACEMENT_CHOICES,
): Promise<{ original: ReplacementFacts; ids: number[] } | null> {
  const { original, candidates } = await fetchReplacementCandidates(db, productId, DIETARY_MARKS);
  if (!original) return null;
  const ids = rankReplacements(original, candidates)
    .slice(0, limit)
    .map((candidate) => candidate.id);
  return { original, ids };
}

/**
 * The ids of the products that may replace `productId`, best match first (at most `limit`); null
 * when the product is unknown.
 */
export async function replacementIdsFor(
  db: Executor,
  productId: number,
  limit = REPLACEMENT_CHOICES,
): Promise<number[] | null> {
  return (await replacementsFor(db, productId, limit))?.ids ?? null;
}
