import type { Executor } from "../../db/client";
import { fetchUserNames } from "../users";
import { riderRowsOf } from "./repository";

/**
 * Riders by id with their names, which their user rows hold: two queries whatever the number of
 * riders. A rider whose user row is gone is left out, as the order screen never shows one.
 */
export async function ridersWithNames(db: Executor, riderIds: readonly number[]) {
  if (riderIds.length === 0) return [];
  const riders = await riderRowsOf(db, riderIds);
  const names = await fetchUserNames(
    db,
    riders.map((rider) => rider.userId),
  );
  const byUser = new Map(names.map((name) => [name.id, name]));
  return riders.flatMap((rider) => {
    const user = byUser.get(rider.userId);
    return user ? [{ ...rider, firstName: user.firstName, lastName: user.lastName }] : [];
  });
}

/** The rider's name (the image server draws their initials), undefined for no such rider. */
export async function riderName(db: Executor, riderId: number) {
  const [rider] = await ridersWithNames(db, [riderId]);
  return rider && { firstName: rider.firstName, lastName: rider.lastName };
}
