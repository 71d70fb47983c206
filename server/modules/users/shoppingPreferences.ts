import type { Executor } from "../../db/client";
import type { Session } from "../../http/session";
import type { Schemas } from "../../http/types";
import { findOnlyShow, upsertOnlyShow } from "./shoppingPreferencesRepository";

type ShoppingPreferences = Schemas["ShoppingPreferences"];
type DietFilter = Schemas["DietFilter"];

/** The contract's DietFilter, in its order: what is stored is answered once each, in this order. */
const DIET_FILTERS: readonly DietFilter[] = ["VEGETARIAN", "HALAL", "VEGAN", "JAIN", "GLUTEN_FREE"];

function toPreferences(stored: readonly string[] | null): ShoppingPreferences {
  const kept = new Set(stored ?? []);
  return { onlyShow: DIET_FILTERS.filter((filter) => kept.has(filter)) };
}

/** A customer who never chose sees everything. */
export async function readShoppingPreferences(
  db: Executor,
  userId: number,
): Promise<ShoppingPreferences> {
  return toPreferences(await findOnlyShow(db, userId));
}

/**
 * Replaces the marks (the contract has checked them). The caller's cached pages need no
 * dropping here: the catalogue caches key listings by the marks they keep, not by the customer,
 * and this write marks the customer's server-drawn pages stale (VisitorChanges, app.ts).
 */
export async function saveShoppingPreferences(
  db: Executor,
  userId: number,
  preferences: ShoppingPreferences,
  now: Date,
): Promise<ShoppingPreferences> {
  const onlyShow = toPreferences(preferences.onlyShow).onlyShow;
  return toPreferences(await upsertOnlyShow(db, userId, onlyShow, now));
}

/**
 * The marks the catalogue keeps for the caller: a customer's "always show only", nothing for a
 * guest or without a session (guests cannot save any: the operations are customers' only).
 */
export async function onlyShowFor(db: Executor, session: Session | null): Promise<DietFilter[]> {
  if (!session || session.user.isGuest) return [];
  return (await readShoppingPreferences(db, session.user.id)).onlyShow;
}
