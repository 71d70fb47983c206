import type { AppContext } from "../../context";
import { listZoneRows } from "./repository";
import { zoneAt, type Zone } from "./zones";

/** Zones change only with a new seed, so the reference-data cache keeps them for its minute. */
const ZONES_KEY = "support:zones";

export interface DeliveryCheck {
  /** The zone that covers the point, if any. */
  zone: Zone | undefined;
  /** Every zone's name, for the "we deliver in: …" messages. */
  zoneNames: string[];
}

/**
 * Whether the store delivers to a point: the one check behind the location validation and
 * every saved address, so they can never disagree.
 */
export async function deliveryZoneAt(
  context: Pick<AppContext, "db" | "catalogCache">,
  latitude: number,
  longitude: number,
): Promise<DeliveryCheck> {
  const zones = await context.catalogCache.get(ZONES_KEY, () => listZoneRows(context.db));
  return { zone: zoneAt(zones, latitude, longitude), zoneNames: zones.map((zone) => zone.name) };
}
