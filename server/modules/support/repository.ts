import { and, asc, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisoryLock";
import type { Database, Executor, Transaction } from "../../db/client";
import {
  countryPhoneCodes,
  deliverySettings,
  deliveryTimeSlots,
  deliveryZones,
  ethnicities,
  orders,
  supportConfigs,
} from "../../db/schema";

export const listEthnicityRows = (db: Database) =>
  db.select().from(ethnicities).orderBy(asc(ethnicities.position), asc(ethnicities.id));

export const listPhoneCodeRows = (db: Database) =>
  db.select().from(countryPhoneCodes).orderBy(asc(countryPhoneCodes.position));

export const listConfigRows = (db: Database) =>
  db.select().from(supportConfigs).orderBy(asc(supportConfigs.key));

/** In a fixed order, so "we deliver in: …" lists the zones the same way every time. */
export const listZoneRows = (db: Database) =>
  db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));

export async function loadSlotSetup(db: Database) {
  const [settings] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  const slots = await db
    .select()
    .from(deliveryTimeSlots)
    .where(eq(deliveryTimeSlots.isActive, true))
    .orderBy(asc(deliveryTimeSlots.position), asc(deliveryTimeSlots.startMinute));
  return { settings, slots };
}

/** A cancelled order gives its place in the window back. */
const holdsItsPlace = ne(orders.status, "CANCELLED");

/** The orders holding a place in each window of the dates from `from` to `to` (YYYY-MM-DD). */
export const countSlotBookings = (db: Executor, range: { from: string; to: string }) =>
  db
    .select({ date: orders.slotDate, slotId: orders.slotId, booked: count() })
    .from(orders)
    .where(and(gte(orders.slotDate, range.from), lte(orders.slotDate, range.to), holdsItsPlace))
    .groupBy(orders.slotDate, orders.slotId);

/**
 * Whether the window still has room on `date`, read after serialising the checkouts that want
 * it until the transaction ends: two checkouts racing for the last place take it once.
 */
export async function lockSlotWithRoom(
  tx: Transaction,
  date: string,
  slotId: number,
): Promise<boolean> {
  await lockUntilCommit(tx, `delivery-slot:${date}:${slotId}`);
  const [slot] = await tx
    .select({ capacity: deliveryTimeSlots.capacity })
    .from(deliveryTimeSlots)
    .where(eq(deliveryTimeSlots.id, slotId));
  if (!slot) return false;
  if (slot.capacity === null) return true;
  const [held] = await tx
    .select({ booked: count() })
    .from(orders)
    .where(and(eq(orders.slotDate, date), eq(orders.slotId, slotId), holdsItsPlace));
  return (held?.booked ?? 0) < slot.capacity;
}

/** A round trip to the database, for the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
