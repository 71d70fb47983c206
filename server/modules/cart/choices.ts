import type { Executor } from "../../db/client";
import {
  fetchPreferences,
  type IfUnavailableChoice,
  type PreferenceRow,
} from "./replacementRepository";

/** A line the shopper has not chosen for is replaced by the best match (docs/replacements.md). */
export const DEFAULT_CHOICE: IfUnavailableChoice = "BEST_MATCH";

/** Each product's "If unavailable" choice: the one kept for the user, else the default. */
export async function choicesFor(
  db: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, PreferenceRow>> {
  const kept = await fetchPreferences(db, userId, productIds);
  return new Map(
    productIds.map((productId) => [
      productId,
      kept.get(productId) ?? { productId, choice: DEFAULT_CHOICE, replacementProductId: null },
    ]),
  );
}
