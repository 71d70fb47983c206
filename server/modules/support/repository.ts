import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  countryPhoneCodes,
  deliverySettings,
  deliveryTimeSlots,
  deliveryZones,
  ethnicities,
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

/** A round trip to the database, for the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
