import type { AppContext } from "../../context";
import { notFound, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { ADDRESS_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { deliveryZoneAt } from "../support";
import { addressValues, toAddress } from "./addressInput";
import {
  addressBookSummary,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listOwnAddresses,
  makeDefault,
  newestAddress,
  updateOwnAddress,
  type AddressValues,
} from "./addressRepository";
import { withLiveUserLocked } from "./userLock";

type Address = Schemas["Address"];
type AddressInput = Schemas["AddressInput"];

/** An address book holds at most this many addresses. */
export const MAX_ADDRESSES = 20;

const addressNotFound = () => notFound(ADDRESS_NOT_FOUND_MESSAGE);

/** The same zones as the location check, named in the message so the customer knows where to go. */
async function assertDeliverable(context: AppContext, values: AddressValues): Promise<void> {
  const { zone, zoneNames } = await deliveryZoneAt(context, values.latitude, values.longitude);
  if (!zone) {
    throw unprocessable(
      `We do not deliver to this address yet. We deliver in: ${zoneNames.join(", ")}.`,
    );
  }
}

export async function listAddresses(context: AppContext, userId: number): Promise<Address[]> {
  return (await listOwnAddresses(context.db, userId)).map(toAddress);
}

export async function createAddress(
  context: AppContext,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  const values = addressValues(input);
  await assertDeliverable(context, values);
  const row = await withLiveUserLocked(context.db, userId, async (tx) => {
    const { saved, hasDefault } = await addressBookSummary(tx, userId);
    if (saved >= MAX_ADDRESSES) {
      throw unprocessable(`You can save up to ${MAX_ADDRESSES} addresses.`);
    }
    // The first address (or any, should the book have lost its default) becomes the default.
    return insertAddress(tx, {
      ...values,
      userId,
      isDefault: !hasDefault,
      createdAt: context.now(),
    });
  });
  return toAddress(row);
}

/** Checks run in the order 400 (input), 404 (whose address), 422 (deliverable). */
export async function updateAddress(
  context: AppContext,
  userId: number,
  addressId: number,
  input: AddressInput,
): Promise<Address> {
  const values = addressValues(input);
  if (!(await findOwnAddress(context.db, userId, addressId))) throw addressNotFound();
  await assertDeliverable(context, values);
  // The default flag is untouched, so this needs no lock; a concurrent removal still answers 404.
  const row = await updateOwnAddress(context.db, userId, addressId, values);
  if (!row) throw addressNotFound();
  return toAddress(row);
}

/** Removing the default hands the flag to the most recently created remaining address. */
export async function deleteAddress(
  context: AppContext,
  userId: number,
  addressId: number,
): Promise<void> {
  await withLiveUserLocked(context.db, userId, async (tx) => {
    const removed = await deleteOwnAddress(tx, userId, addressId);
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    const next = await newestAddress(tx, userId);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

export async function setDefaultAddress(
  context: AppContext,
  userId: number,
  addressId: number,
): Promise<Address> {
  const row = await withLiveUserLocked(context.db, userId, async (tx) => {
    const chosen = await findOwnAddress(tx, userId, addressId);
    if (!chosen) throw addressNotFound();
    return chosen.isDefault ? chosen : makeDefault(tx, userId, addressId);
  });
  if (!row) throw addressNotFound();
  return toAddress(row);
}
