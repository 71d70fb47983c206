import { asc, eq, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisoryLock";
import type { Database, Executor, Transaction } from "../../db/client";
import {
  countryPhoneCodes,
  deliverySettings,
  deliveryTimeSlots,
  deliveryZones,
  ethnicities,
  supportConfigs,
} from "../../db/schema";
import type { countSlotHolders } from "../orders";

export const listEthnicityRows = (db: Database) =>
  db.select().from(ethnicities).orderBy(asc(ethnicities.position), asc(ethnicities.id));

export const listPhoneCodeRows = (db: Database) =>
  db.select().from(countryPhoneCodes).orderBy(asc(countryPhoneCodes.position));

export const listConfigRows = (db: Database) =>
  db.select().from(supportConfigs).orderBy(asc(supportConfigs.key));

/**
 * In a fixed order, so "we deliver in: …" lists the zones the same way every time. On an
 * executor: the fulfilment simulator reads them in its transaction.
 */
export const listZoneRows = (db: Executor) =>
  db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));

export async function ethnicityName(db: Database, id: number) {
  const [row] = await db
    .select({ name: ethnicities.name })
    .from(ethnicities)
    .where(eq(ethnicities.id, id));
  return row?.name;
}

export async function hasPhoneCode(db: Database, code: string) {
  const [row] = await db
    .select({ code: countryPhoneCodes.code })
    .from(countryPhoneCodes)
    .where(eq(countryPhoneCodes.code, code));
  return row !== undefined;
}

/** The zones' names and reach, for the page of the areas the store delivers to. */
export function deliveryZoneList(db: Database) {
  return db
    .select({ name: deliveryZones.name, radiusKm: deliveryZones.radiusKm })
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.id));
}

export async function loadSlotSetup(db: Database) {
  const [settings] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  const slots = await db
    .select()
    .from(deliveryTimeSlots)
    .where(eq(deliveryTimeSlots.isActive, true))
    .orderBy(asc(deliveryTimeSlots.position), asc(deliveryTimeSlots.startMinute));
  return { settings, slots };
}

/**
 * Whether the window still has room on `date`, read after serialising the checkouts that want
 * it until the transaction ends: two checkouts racing for the last place take it once. The
 * places taken are the orders module's to count (`countHolders`, which the checkout passes in).
 */
export async function lockSlotWithRoom(
  tx: Transaction,
  date: string,
  slotId: number,
  countHolders: typeof countSlotHolders,
): Promise<boolean> {
  await lockUntilCommit(tx, `delivery-slot:${date}:${slotId}`);
  const [slot] = await tx
    .select({ capacity: deliveryTimeSlots.capacity })
    .from(deliveryTimeSlots)
    .where(eq(deliveryTimeSlots.id, slotId));
  if (!slot) return false;
  if (slot.capacity === null) return true;
  return (await countHolders(tx, date, slotId)) < slot.capacity;
}

/** The store's time zone as set (the cart shows coupon dates in it); undefined when unset. */
export async function fetchStoreTimeZoneSetting(db: Executor): Promise<string | undefined> {
  const [settings] = await db
    .select({ timeZone: deliverySettings.timeZone })
    .from(deliverySettings)
    .orderBy(asc(deliverySettings.id))
    .limit(1);
  return settings?.timeZone;
}

/** A round trip to the database, for the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
