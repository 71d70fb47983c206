import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../server/db/schema";
import { findOwnAddress } from "../../server/modules/users/addressRepository";
import { signInCustomer } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";
import {
  addressInput,
  createAddress,
  listAddresses,
  NEW_YORK_ADDRESS,
  SEATTLE,
} from "./support/users";

const NOT_DELIVERABLE =
  "We do not deliver to this address yet. We deliver in: New York City, Chicago, Houston.";
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
/** Beyond PostgreSQL's integer ids: must be a 404, never a 500. */
/** The largest id the contract accepts (PostgreSQL integer); no address has it. */
const UNKNOWN_ID = 2_147_483_647;

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

async function db() {
  return (await getTestApp()).context.db;
}

async function storedAddresses(userId: number) {
  return (await db()).select().from(addresses).where(eq(addresses.userId, userId));
}

async function post(token: string, body: unknown) {
  const response = await callApi("POST", "/users/ui/address", { token, body });
  expectContract("createAddress", response);
  return response;
}

async function put(token: string, id: number, body: unknown) {
  const response = await callApi("PUT", `/users/ui/address/${id}`, { token, body });
  expectContract("updateAddress", response);
  return response;
}

async function remove(token: string, id: number) {
  const response = await callApi("DELETE", `/users/ui/address/${id}`, { token });
  expectContract("deleteAddress", response);
  return response;
}

async function makeDefault(token: string, id: number) {
  const response = await callApi("PATCH", `/users/ui/address/default/${id}`, { token });
  expectContract("setDefaultAddress", response);
  return response;
}

const defaults = (list: { id: number; isDefault: boolean }[]) =>
  list.filter((address) => address.isDefault).map((address) => address.id);

describe("createAddress", () => {
  it("saves the first address as the default, its text trimmed and blank options null", async () => {
    const { token, user } = await signInCustomer();
    const response = await post(token, {
      ...NEW_YORK_ADDRESS,
      label: "  Home ",
      addressLine1: " 350 5th Ave ",
      addressLine2: "   ",
      city: "New York ",
      instructions: "",
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      label: "Home",
      addressLine1: "350 5th Ave",
      addressLine2: null,
      city: "New York",
      state: "NY",
      zip: "10118",
      latitude: 40.7484,
      longitude: -73.9857,
      instructions: null,
      country: "USA",
      isDefault: true,
    });
    const [row] = await storedAddresses(user.id);
    expect(row).toMatchObject({ id: data.id, label: "Home", addressLine2: null, isDefault: true });
  });

  it("stores null for optional fields left out, and later addresses are not the default", async () => {
    const { token } = await signInCustomer();
    await createAddress(token);
    const { addressLine2: _line2, instructions: _instructions, ...required } = NEW_YORK_ADDRESS;
    const response = await post(token, { ...required, label: "Work", zip: "10118-0110" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      label: "Work",
      zip: "10118-0110",
      addressLine2: null,
      instructions: null,
      isDefault: false,
    });
  });

  it("accepts every delivery zone, not only New York", async () => {
    const { token } = await signInCustomer();
    expect((await post(token, addressInput(CHICAGO))).statusCode).toBe(201);
  });

  it("refuses coordinates outside every delivery zone with 422 naming the zones", async () => {
    const { token, user } = await signInCustomer();
    const response = await post(token, addressInput(SEATTLE));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NOT_DELIVERABLE });
    expect(await storedAddresses(user.id)).toEqual([]);
  });

  it.each([
    ["a missing city", { city: undefined }, "city"],
    ["an empty label", { label: "" }, "label"],
    ["a four-digit zip", { zip: "1001" }, "zip"],
    ["a zip with letters", { zip: "ABCDE" }, "zip"],
    ["a latitude past 90", { latitude: 91 }, "latitude"],
    ["a longitude that is not a number", { longitude: "east" }, "longitude"],
    ["an unknown field", { floor: 3 }, "floor"],
  ])("refuses %s with 400 naming the field", async (_, overrides, field) => {
    const { token, user } = await signInCustomer();
    const response = await post(token, { ...NEW_YORK_ADDRESS, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join(" ")).toContain(field);
    expect(await storedAddresses(user.id)).toEqual([]);
  });

  it("refuses required fields of spaces only with 400 naming each", async () => {
    const { token } = await signInCustomer();
    const response = await post(token, addressInput({ label: " ", city: "  ", state: "\t" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please enter the label, city and state.",
      errors: [
        "body.label must not be blank",
        "body.city must not be blank",
        "body.state must not be blank",
      ],
    });
  });

  it("saves up to 20 addresses and refuses the 21st with 422", async () => {
    const { token, user } = await signInCustomer();
    await createAddress(token);
    // 18 more straight in the table, so the limit is reached without 18 more requests.
    await (
      await db()
    )
      .insert(addresses)
      .values(Array.from({ length: 18 }, () => ({ ...NEW_YORK_ADDRESS, userId: user.id })));
    expect((await post(token, addressInput({ label: "20th" }))).statusCode).toBe(201);
    const refused = await post(token, addressInput({ label: "21st" }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: "You can save up to 20 addresses." });
    expect(await storedAddresses(user.id)).toHaveLength(20);
  });

  it("makes exactly one default of simultaneous first addresses", async () => {
    const { token, user } = await signInCustomer();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) => post(token, addressInput({ label: `A${index}` }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(defaults(await storedAddresses(user.id))).toHaveLength(1);
  });
});

describe("listAddresses", () => {
  it("answers an empty list to a customer without addresses", async () => {
    const { token } = await signInCustomer();
    expect(await listAddresses(token)).toEqual([]);
  });

  it("lists the default first, then the newest, and only the caller's", async () => {
    const { token } = await signInCustomer();
    const first = await createAddress(token, { label: "First" });
    const second = await createAddress(token, { label: "Second" });
    const third = await createAddress(token, { label: "Third" });
    const stranger = await signInCustomer();
    await createAddress(stranger.token, { label: "Not yours" });

    const listed = await listAddresses(token);
    expect(listed.map((address) => address.id)).toEqual([first.id, third.id, second.id]);
    expect(listed.map((address) => address.isDefault)).toEqual([true, false, false]);
  });
});

describe("updateAddress", () => {
  it("replaces the fields, trimmed, and keeps the default flag", async () => {
    const { token } = await signInCustomer();
    const saved = await createAddress(token);
    const response = await put(token, saved.id, {
      ...addressInput(CHICAGO),
      label: " Office ",
      addressLine1: "233 S Wacker Dr",
      addressLine2: null,
      city: "Chicago",
      state: "IL",
      zip: "60606",
      instructions: " Front desk ",
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...saved,
      ...CHICAGO,
      label: "Office",
      addressLine1: "233 S Wacker Dr",
      addressLine2: null,
      city: "Chicago",
      state: "IL",
      zip: "60606",
      instructions: "Front desk",
      isDefault: true,
    };
    expect(response.json()).toEqual({ data: expected });
    expect(await listAddresses(token)).toEqual([expected]);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await signInCustomer();
    const saved = await createAddress(owner.token);
    const intruder = await signInCustomer();
    const response = await put(intruder.token, saved.id, addressInput({ label: "Mine now" }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Address not found" });
    expect(await listAddresses(owner.token)).toEqual([saved]);
  });

  it("answers 404 for an unknown id and 400 for one beyond the integer range", async () => {
    const { token } = await signInCustomer();
    expect((await put(token, UNKNOWN_ID, addressInput())).statusCode).toBe(404);
    expect((await put(token, UNKNOWN_ID + 1, addressInput())).statusCode).toBe(400);
  });

  it("refuses coordinates outside every zone with 422 and keeps the address", async () => {
    const { token } = await signInCustomer();
    const saved = await createAddress(token);
    const response = await put(token, saved.id, addressInput(SEATTLE));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NOT_DELIVERABLE });
    expect(await listAddresses(token)).toEqual([saved]);
  });

  it.each([
    ["a blank address line", { addressLine1: "   " }, "body.addressLine1 must not be blank"],
    ["a bad zip", { zip: "1O001" }, "zip"],
    ["a missing country", { country: undefined }, "country"],
  ])("refuses %s with 400", async (_, overrides, expected) => {
    const { token } = await signInCustomer();
    const saved = await createAddress(token);
    const response = await put(token, saved.id, { ...NEW_YORK_ADDRESS, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join(" ")).toContain(expected);
    expect(await listAddresses(token)).toEqual([saved]);
  });

  it("refuses an id that is not a positive integer with 400", async () => {
    const { token } = await signInCustomer();
    expect((await put(token, 0, addressInput())).statusCode).toBe(400);
  });
});

describe("deleteAddress", () => {
  it("removes an address that is not the default and keeps the default", async () => {
    const { token } = await signInCustomer();
    const home = await createAddress(token, { label: "Home" });
    const work = await createAddress(token, { label: "Work" });
    const response = await remove(token, work.id);
    expect(response.statusCode).toBe(204);
    expect(await listAddresses(token)).toEqual([home]);
  });

  it("makes the most recently created remaining address the default when the default goes", async () => {
    const { token, user } = await signInCustomer();
    const home = await createAddress(token, { label: "Home" });
    const older = await createAddress(token, { label: "Older" });
    const newer = await createAddress(token, { label: "Newer" });
    expect((await remove(token, home.id)).statusCode).toBe(204);
    const listed = await listAddresses(token);
    expect(listed).toEqual([
      { ...newer, isDefault: true },
      { ...older, isDefault: false },
    ]);
    expect(defaults(await storedAddresses(user.id))).toEqual([newer.id]);
  });

  it("leaves an empty book when the last address goes, and the next one becomes the default", async () => {
    const { token } = await signInCustomer();
    const only = await createAddress(token);
    expect((await remove(token, only.id)).statusCode).toBe(204);
    expect(await listAddresses(token)).toEqual([]);
    expect((await createAddress(token)).isDefault).toBe(true);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await signInCustomer();
    const saved = await createAddress(owner.token);
    const intruder = await signInCustomer();
    const response = await remove(intruder.token, saved.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Address not found" });
    expect(await listAddresses(owner.token)).toEqual([saved]);
  });

  it("answers 404 for an address already removed and for an unknown id", async () => {
    const { token } = await signInCustomer();
    const saved = await createAddress(token);
    expect((await remove(token, saved.id)).statusCode).toBe(204);
    expect((await remove(token, saved.id)).statusCode).toBe(404);
    expect((await remove(token, UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe("setDefaultAddress", () => {
  it("moves the default and answers the new default", async () => {
    const { token, user } = await signInCustomer();
    const home = await createAddress(token, { label: "Home" });
    const work = await createAddress(token, { label: "Work" });
    const response = await makeDefault(token, work.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...work, isDefault: true } });
    expect(await listAddresses(token)).toEqual([
      { ...work, isDefault: true },
      { ...home, isDefault: false },
    ]);
    expect(defaults(await storedAddresses(user.id))).toEqual([work.id]);
  });

  it("answers the address unchanged when it already is the default", async () => {
    const { token } = await signInCustomer();
    const home = await createAddress(token);
    const response = await makeDefault(token, home.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: home });
  });

  it("answers 404 for another customer's address and for an unknown id", async () => {
    const owner = await signInCustomer();
    await createAddress(owner.token, { label: "Home" });
    const second = await createAddress(owner.token, { label: "Second" });
    const intruder = await signInCustomer();
    const response = await makeDefault(intruder.token, second.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Address not found" });
    expect(defaults(await listAddresses(owner.token))).not.toContain(second.id);
    expect((await makeDefault(owner.token, UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe("findOwnAddress (for checkout)", () => {
  it("finds the caller's address and nothing of anyone else's", async () => {
    const owner = await signInCustomer();
    const saved = await createAddress(owner.token);
    const other = await signInCustomer();
    const database = await db();
    expect(await findOwnAddress(database, owner.user.id, saved.id)).toMatchObject({
      id: saved.id,
      userId: owner.user.id,
      latitude: saved.latitude,
    });
    expect(await findOwnAddress(database, other.user.id, saved.id)).toBeNull();
    expect(await findOwnAddress(database, owner.user.id, UNKNOWN_ID)).toBeNull();
  });

  it("works inside a transaction", async () => {
    const owner = await signInCustomer();
    const saved = await createAddress(owner.token);
    const found = await (
      await db()
    ).transaction((tx) => findOwnAddress(tx, owner.user.id, saved.id));
    expect(found?.id).toBe(saved.id);
    const [row] = await (
      await db()
    )
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, saved.id), eq(addresses.userId, owner.user.id)));
    expect(found).toEqual(row);
  });
});
