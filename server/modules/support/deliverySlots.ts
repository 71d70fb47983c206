import type { AppContext } from "../../context";
import type { Schemas } from "../../http/types";
import { loadSlotSetup } from "./repository";
import { upcomingSlotDays } from "./timeSlots";

/** Slot settings change only with a new seed, so the reference-data cache keeps them a minute. */
const SLOTS_KEY = "support:slots";

/**
 * The delivery days and windows bookable now: the one reading behind the slot list the checkout
 * shows and the check that a chosen window is still real.
 */
export async function bookableSlotDays(
  context: Pick<AppContext, "db" | "catalogCache" | "now">,
): Promise<Schemas["TimeSlotDay"][]> {
  const { settings, slots } = await context.catalogCache.get(SLOTS_KEY, () =>
    loadSlotSetup(context.db),
  );
  return settings ? upcomingSlotDays(context.now(), settings, slots) : [];
}
