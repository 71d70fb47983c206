import type { AppContext } from "../../context";
import type { Schemas } from "../../http/types";
import type { countSlotBookings } from "../orders";
import { loadSlotSetup } from "./repository";
import { slotDateRange, upcomingSlotDays } from "./timeSlots";

/** Slot settings change only with a new seed, so the reference-data cache keeps them a minute. */
const SLOTS_KEY = "support:slots";

/**
 * The delivery days and windows from now on, each window OPEN, CLOSED or FULL: the one reading
 * behind the slot list the checkout shows and the check that a chosen window can be booked.
 * Bookings are read every time (never cached): they change with every order. The orders module
 * counts them (`countBookings`, its countSlotBookings, which the caller passes in).
 */
export async function deliverySlotDays(
  context: Pick<AppContext, "db" | "catalogCache" | "now">,
  countBookings: typeof countSlotBookings,
): Promise<Schemas["TimeSlotDay"][]> {
  const { settings, slots } = await context.catalogCache.get(SLOTS_KEY, () =>
    loadSlotSetup(context.db),
  );
  if (!settings) return [];
  const now = context.now();
  const booked = new Map<string, number>();
  if (slots.some((slot) => slot.capacity !== null)) {
    for (const row of await countBookings(context.db, slotDateRange(now, settings)))
      booked.set(`${row.date}#${row.slotId}`, row.booked);
  }
  return upcomingSlotDays(
    now,
    settings,
    slots,
    (date, slotId) => booked.get(`${date}#${slotId}`) ?? 0,
  );
}
