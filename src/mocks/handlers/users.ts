import type { Address, AddressInput } from "@/api/types";
import { ADDRESS_NOT_FOUND_MESSAGE } from "../../../shared/errors";
import { db, newId } from "../db";
import { http } from "../http";
import { errorBody } from "../session";

/**
 * The profile, address book and settings. The server refuses addresses outside the delivery area
 * and unknown ids (tested there); stories reach those through `scenarios.users.*`.
 */

function addressFrom(input: AddressInput, id: number, isDefault: boolean): Address {
  const { addressLine2 = null, instructions = null } = input;
  return { id, ...input, addressLine2, instructions, isDefault };
}

/** The default address first, as the server lists them. */
function addressBook(): Address[] {
  return [...db.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

function makeDefault(id: number): void {
  db.addresses = db.addresses.map((address) => ({ ...address, isDefault: address.id === id }));
}

export const usersHandlers = [
  http.put("/users/customer/profile", async ({ request, response }) => {
    const { firstName, email } = await request.json();
    db.customer = { ...db.customer, firstName, email };
    return response(200).json({ data: db.customer });
  }),

  http.delete("/users/customer/profile", ({ response }) => response(204).empty()),

  http.get("/users/ui/address", ({ response }) => response(200).json({ data: addressBook() })),

  http.post("/users/ui/address", async ({ request, response }) => {
    // The first address becomes the default.
    const address = addressFrom(await request.json(), newId(), db.addresses.length === 0);
    db.addresses = [...db.addresses, address];
    return response(201).json({ data: address });
  }),

  http.put("/users/ui/address/{id}", async ({ request, params, response }) => {
    const id = Number(params.id);
    const isDefault = db.addresses.some((address) => address.id === id && address.isDefault);
    const updated = addressFrom(await request.json(), id, isDefault);
    db.addresses = db.addresses.map((address) => (address.id === id ? updated : address));
    return response(200).json({ data: updated });
  }),

  http.delete("/users/ui/address/{id}", ({ params, response }) => {
    const removed = db.addresses.find((address) => address.id === Number(params.id));
    db.addresses = db.addresses.filter((address) => address !== removed);
    // Removing the default makes the most recent remaining address the default.
    const mostRecent = db.addresses.at(-1);
    if (removed?.isDefault && mostRecent) makeDefault(mostRecent.id);
    return response(204).empty();
  }),

  http.patch("/users/ui/address/default/{id}", ({ params, response }) => {
    const chosen = db.addresses.find((address) => address.id === Number(params.id));
    if (!chosen) return response(404).json(errorBody(ADDRESS_NOT_FOUND_MESSAGE));
    makeDefault(chosen.id);
    return response(200).json({ data: { ...chosen, isDefault: true } });
  }),

  http.get("/users/ui/notification-settings", ({ response }) => {
    return response(200).json({ data: db.notificationSettings });
  }),

  http.put("/users/ui/notification-settings", async ({ request, response }) => {
    // Order notifications cannot be turned off, whatever is sent.
    db.notificationSettings = { ...(await request.json()), orderPushNotifications: true };
    return response(200).json({ data: db.notificationSettings });
  }),

  http.get("/users/ui/shopping-preferences", ({ response }) => {
    return response(200).json({ data: db.shoppingPreferences });
  }),

  // The listings apply the saved marks from the next call on (handlers/catalog.ts).
  http.put("/users/ui/shopping-preferences", async ({ request, response }) => {
    const { onlyShow } = await request.json();
    db.shoppingPreferences = { onlyShow: [...new Set(onlyShow)] };
    return response(200).json({ data: db.shoppingPreferences });
  }),
];
