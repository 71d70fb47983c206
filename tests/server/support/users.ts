import { expect } from "vitest";
import type { Schemas } from "../../../server/http/types";
import { expectContract } from "./contract";
import { callApi } from "./requests";

type AddressInput = Schemas["AddressInput"];

/** A deliverable address: the Empire State Building, inside the New York City zone. */
export const NEW_YORK_ADDRESS: Readonly<AddressInput> = {
  label: "Home",
  addressLine1: "350 5th Ave",
  addressLine2: "Floor 2",
  city: "New York",
  state: "NY",
  zip: "10118",
  latitude: 40.7484,
  longitude: -73.9857,
  instructions: "Ring twice",
  country: "USA",
};

/** Seattle: outside every delivery zone. */
export const SEATTLE = { latitude: 47.6062, longitude: -122.3321 } as const;

export function addressInput(overrides: Partial<AddressInput> = {}): AddressInput {
  return { ...NEW_YORK_ADDRESS, ...overrides };
}

/** Saves an address for the customer of `token` through the API and answers it. */
export async function createAddress(
  token: string,
  overrides: Partial<AddressInput> = {},
): Promise<Schemas["Address"]> {
  const response = await callApi("POST", "/users/ui/address", {
    token,
    body: addressInput(overrides),
  });
  expectContract("createAddress", response);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas["AddressResponse"]).data;
}

/** The customer's address book as the API lists it. */
export async function listAddresses(token: string): Promise<Schemas["Address"][]> {
  const response = await callApi("GET", "/users/ui/address", { token });
  expectContract("listAddresses", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["AddressListResponse"]).data;
}
