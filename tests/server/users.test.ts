import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationSettings, users } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { signInCustomer, signInGuest } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";
import { addressInput } from "./support/users";

type Settings = Schemas["NotificationSettings"];

const DEFAULT_SETTINGS: Settings = {
  promotionsEmailNotifications: true,
  promotionsPushNotifications: true,
  promotionsSmsNotifications: false,
  personalizedEmailNotifications: true,
  personalizedPushNotifications: true,
  personalizedSmsNotifications: false,
  orderPushNotifications: true,
};

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

async function db() {
  return (await getTestApp()).context.db;
}

/** Every users operation, with a body the contract accepts (the id need not exist). */
const OPERATIONS = [
  ["updateProfile", "PUT", "/users/customer/profile", { firstName: "Amina", email: "a@b.co" }],
  ["deleteAccount", "DELETE", "/users/customer/profile", undefined],
  ["listAddresses", "GET", "/users/ui/address", undefined],
  ["createAddress", "POST", "/users/ui/address", addressInput()],
  ["updateAddress", "PUT", "/users/ui/address/1", addressInput()],
  ["deleteAddress", "DELETE", "/users/ui/address/1", undefined],
  ["setDefaultAddress", "PATCH", "/users/ui/address/default/1", undefined],
  ["getNotificationSettings", "GET", "/users/ui/notification-settings", undefined],
  ["updateNotificationSettings", "PUT", "/users/ui/notification-settings", DEFAULT_SETTINGS],
] as const;

describe("users access", () => {
  it.each(OPERATIONS)("%s turns guests away with 403", async (operationId, method, url, body) => {
    const guest = await signInGuest();
    const response = await callApi(method, url, { token: guest.token, body });
    expectContract(operationId, response);
    expect(response.statusCode).toBe(403);
  });

  it.each(OPERATIONS)("%s needs a token (401)", async (operationId, method, url, body) => {
    const response = await callApi(method, url, { body });
    expectContract(operationId, response);
    expect(response.statusCode).toBe(401);
  });
});

async function putProfile(token: string, body: unknown) {
  const response = await callApi("PUT", "/users/customer/profile", { token, body });
  expectContract("updateProfile", response);
  return response;
}

describe("updateProfile", () => {
  it("saves the name trimmed and the email trimmed and lower-cased", async () => {
    const customer = await signInCustomer();
    const response = await putProfile(customer.token, {
      firstName: "  Amina ",
      email: `Amina.${customer.user.id}@Example.COM`,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: customer.user.id,
      firstName: "Amina",
      email: `amina.${customer.user.id}@example.com`,
      phone: customer.phone,
      isGuestUser: false,
    };
    expect(response.json()).toEqual({ data: expected });
    const [row] = await (await db()).select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ firstName: expected.firstName, email: expected.email });
  });

  it("refuses a first name of spaces with 400 and the error body", async () => {
    const customer = await signInCustomer();
    const response = await putProfile(customer.token, { firstName: "   ", email: "x@example.com" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please enter your first name.",
      errors: ["body.firstName must not be blank"],
    });
    const [row] = await (await db()).select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBeNull();
  });

  it.each([
    ["a missing first name", { email: "x@example.com" }, "firstName"],
    ["a missing email", { firstName: "Amina" }, "email"],
    ["an empty first name", { firstName: "", email: "x@example.com" }, "firstName"],
    ["a malformed email", { firstName: "Amina", email: "not-an-email" }, "email"],
    ["an unknown field", { firstName: "Amina", email: "x@example.com", phone: "+1" }, "phone"],
  ])("refuses %s with 400 naming the field", async (_, body, field) => {
    const customer = await signInCustomer();
    const response = await putProfile(customer.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.join(" ")).toContain(field);
  });

  it("refuses another customer's email, whatever its case, with 409", async () => {
    const first = await signInCustomer();
    const email = `taken.${first.user.id}@example.com`;
    expect((await putProfile(first.token, { firstName: "First", email })).statusCode).toBe(200);

    const second = await signInCustomer();
    const response = await putProfile(second.token, {
      firstName: "Second",
      email: email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "That email is already used by another account." });
  });

  it("lets a customer save their own email again", async () => {
    const customer = await signInCustomer();
    const email = `mine.${customer.user.id}@example.com`;
    expect((await putProfile(customer.token, { firstName: "A", email })).statusCode).toBe(200);
    const again = await putProfile(customer.token, { firstName: "B", email });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ firstName: "B", email });
  });
});

async function getSettings(token: string) {
  const response = await callApi("GET", "/users/ui/notification-settings", { token });
  expectContract("getNotificationSettings", response);
  return response;
}

async function putSettings(token: string, body: unknown) {
  const response = await callApi("PUT", "/users/ui/notification-settings", { token, body });
  expectContract("updateNotificationSettings", response);
  return response;
}

async function storedSettingsRows(userId: number) {
  return (await db())
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
}

describe("notification settings", () => {
  it("answers the defaults to a customer who never saved any, without writing them", async () => {
    const customer = await signInCustomer();
    const response = await getSettings(customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: DEFAULT_SETTINGS });
    expect(await storedSettingsRows(customer.user.id)).toEqual([]);
  });

  it("saves the full object, keeps order pushes on, and answers it on the next read", async () => {
    const customer = await signInCustomer();
    const chosen: Settings = {
      promotionsEmailNotifications: false,
      promotionsPushNotifications: true,
      promotionsSmsNotifications: true,
      personalizedEmailNotifications: false,
      personalizedPushNotifications: false,
      personalizedSmsNotifications: true,
      orderPushNotifications: false,
    };
    const saved = await putSettings(customer.token, chosen);
    expect(saved.statusCode).toBe(200);
    const expected = { ...chosen, orderPushNotifications: true };
    expect(saved.json()).toEqual({ data: expected });
    expect((await getSettings(customer.token)).json()).toEqual({ data: expected });
  });

  it("replaces earlier choices in the one row of the customer", async () => {
    const customer = await signInCustomer();
    await putSettings(customer.token, { ...DEFAULT_SETTINGS, promotionsSmsNotifications: true });
    const second = await putSettings(customer.token, {
      ...DEFAULT_SETTINGS,
      promotionsEmailNotifications: false,
    });
    expect(second.json().data).toEqual({
      ...DEFAULT_SETTINGS,
      promotionsEmailNotifications: false,
    });
    expect(await storedSettingsRows(customer.user.id)).toHaveLength(1);
  });

  it.each([
    ["a missing field", { ...DEFAULT_SETTINGS, promotionsSmsNotifications: undefined }],
    ["a field that is not a boolean", { ...DEFAULT_SETTINGS, promotionsPushNotifications: "yes" }],
    ["an unknown field", { ...DEFAULT_SETTINGS, newsletter: true }],
  ])("refuses %s with 400 and saves nothing", async (_, body) => {
    const customer = await signInCustomer();
    const response = await putSettings(customer.token, body);
    expect(response.statusCode).toBe(400);
    expect(await storedSettingsRows(customer.user.id)).toEqual([]);
  });
});
