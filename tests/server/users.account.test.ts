import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addresses,
  cartItems,
  carts,
  chatFiles,
  chatMessages,
  chatThreads,
  notificationSettings,
  orders,
  paymentMethods,
  products,
  restockRequests,
  savedItems,
  sessions,
  users,
} from "../../server/db/schema";
import { signInCustomer, type SignedIn } from "./support/auth";
import { expectContract } from "./support/contract";
import { insertOrder } from "./support/orders";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";
import { createAddress, listAddresses } from "./support/users";

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

afterEach(async () => {
  (await getTestApp()).clock.reset();
  vi.restoreAllMocks();
});

async function db() {
  return (await getTestApp()).context.db;
}

/** What a customer leaves behind besides the API-made addresses, written straight to the tables. */
async function fillAccount(userId: number) {
  const database = await db();
  const [product, other] = await database.select({ id: products.id }).from(products).limit(2);
  if (!product || !other) throw new Error("The seed has no products");
  const cartUuid = randomUUID();
  await database.insert(carts).values({ uuid: cartUuid, userId });
  await database.insert(cartItems).values({ cartUuid, productId: product.id, qty: 2 });
  await database.insert(savedItems).values({ userId, productId: other.id });
  await database.insert(restockRequests).values({ userId, productId: product.id });
  await database.insert(notificationSettings).values({ userId, promotionsSms: true });

  const threadUuid = randomUUID();
  const storageKey = `chat-${randomUUID()}`;
  const fileUuid = randomUUID();
  await database.insert(chatThreads).values({ uuid: threadUuid, kind: "SUPPORT", userId });
  await database.insert(chatFiles).values({
    uuid: fileUuid,
    threadUuid,
    storageKey,
    contentType: "application/pdf",
    originalName: "receipt.pdf",
    sizeBytes: 1234,
  });
  await database.insert(chatMessages).values({
    uuid: randomUUID(),
    threadUuid,
    senderId: userId,
    type: "FILE",
    fileUuid,
  });

  const cardIds = [`pm_test_${randomUUID()}`, `pm_test_${randomUUID()}`];
  await database.insert(paymentMethods).values(
    cardIds.map((id) => ({
      id,
      userId,
      provider: "sandbox",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2035,
    })),
  );
  const order = await insertOrder(userId, { withRider: true });
  await database
    .update(orders)
    .set({ customerEmail: "amina@example.com" })
    .where(eq(orders.id, order.id));
  return { storageKey, threadUuid, fileUuid, cardIds, order, cartUuid };
}

async function deleteAccount(token: string) {
  const response = await callApi("DELETE", "/users/customer/profile", { token });
  expectContract("deleteAccount", response);
  return response;
}

/** A customer with a profile, two addresses and two sessions (two devices). */
async function customerWithProfile(): Promise<{ first: SignedIn; second: SignedIn }> {
  const { clock } = await getTestApp();
  const first = await signInCustomer();
  const profile = await callApi("PUT", "/users/customer/profile", {
    token: first.token,
    body: { firstName: "Amina", email: `amina.${first.user.id}@example.com` },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await createAddress(first.token, { label: "Home" });
  await createAddress(first.token, { label: "Work" });
  // A second code for the same phone may only be sent 30 s later.
  clock.advance(31_000);
  const second = await signInCustomer({ phone: first.phone });
  expect(second.user.id).toBe(first.user.id);
  return { first, second };
}

/** Quiet providers: the placeholders reject, and failures are asserted where they matter. */
async function stubProviders() {
  const { context } = await getTestApp();
  return {
    deleteFile: vi.spyOn(context.storage, "delete").mockResolvedValue(undefined),
    removeCard: vi.spyOn(context.payments, "removeCard").mockResolvedValue(undefined),
    logError: vi.spyOn(context.log, "error"),
  };
}

describe("deleteAccount", () => {
  it("ends every session of the customer: each old token answers 401 everywhere", async () => {
    const { first, second } = await customerWithProfile();
    await stubProviders();
    expect((await deleteAccount(first.token)).statusCode).toBe(204);

    for (const token of [first.token, second.token]) {
      const list = await callApi("GET", "/users/ui/address", { token });
      expectContract("listAddresses", list);
      expect(list.statusCode).toBe(401);
      const product = await callApi("GET", "/catalog/ui/products/1", { token });
      expectContract("getProduct", product);
      expect(product.statusCode).toBe(401);
      const logout = await callApi("POST", "/auth/logout", { token });
      expectContract("logout", logout);
      expect(logout.statusCode).toBe(401);
      expect((await deleteAccount(token)).statusCode).toBe(401);
    }
    const open = await (
      await db()
    )
      .select()
      .from(sessions)
      .where(eq(sessions.userId, first.user.id));
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it("erases the personal data and keeps the orders, anonymised", async () => {
    const { first } = await customerWithProfile();
    const userId = first.user.id;
    const left = await fillAccount(userId);
    const { deleteFile, removeCard } = await stubProviders();
    expect((await deleteAccount(first.token)).statusCode).toBe(204);

    const database = await db();
    const [user] = await database.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: null, lastName: null, email: null, phone: null });
    expect(user?.deletedAt).toBeInstanceOf(Date);
    for (const table of [addresses, notificationSettings, savedItems, carts, restockRequests]) {
      expect(await database.select().from(table).where(eq(table.userId, userId))).toEqual([]);
    }
    expect(
      await database.select().from(cartItems).where(eq(cartItems.cartUuid, left.cartUuid)),
    ).toEqual([]);
    expect(
      await database.select().from(chatThreads).where(eq(chatThreads.uuid, left.threadUuid)),
    ).toEqual([]);
    expect(
      await database.select().from(chatFiles).where(eq(chatFiles.uuid, left.fileUuid)),
    ).toEqual([]);
    const cards = await database
      .select()
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, left.cardIds));
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => card.deletedAt !== null)).toBe(true);

    const [order] = await database.select().from(orders).where(eq(orders.id, left.order.id));
    expect(order).toMatchObject({
      userId,
      customerName: "Deleted customer",
      customerEmail: null,
      customerPhone: "",
      totalCents: expect.any(Number),
    });

    expect(deleteFile.mock.calls).toEqual([[left.storageKey]]);
    expect(removeCard.mock.calls.map(([id]) => id).sort()).toEqual([...left.cardIds].sort());
  });

  it("answers 204 and logs when storage or the payment provider fails afterwards", async () => {
    const { first } = await customerWithProfile();
    const left = await fillAccount(first.user.id);
    const { deleteFile, removeCard, logError } = await stubProviders();
    deleteFile.mockRejectedValue(new Error("disk unavailable"));
    removeCard.mockRejectedValueOnce(new Error("provider unavailable"));

    expect((await deleteAccount(first.token)).statusCode).toBe(204);
    expect(removeCard).toHaveBeenCalledTimes(2);
    const logged = logError.mock.calls.map(([details]) => details);
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ storageKey: left.storageKey, userId: first.user.id }),
        expect.objectContaining({ paymentMethodId: expect.any(String), userId: first.user.id }),
      ]),
    );
    const [user] = await (await db()).select().from(users).where(eq(users.id, first.user.id));
    expect(user?.deletedAt).not.toBeNull();
  });

  it("leaves other customers' data alone", async () => {
    const bystander = await signInCustomer();
    const kept = await createAddress(bystander.token);
    const { first } = await customerWithProfile();
    await stubProviders();
    expect((await deleteAccount(first.token)).statusCode).toBe(204);
    expect(await listAddresses(bystander.token)).toEqual([kept]);
  });

  it("signs the same phone in as a fresh account, and frees the email", async () => {
    const { clock } = await getTestApp();
    const { first } = await customerWithProfile();
    await stubProviders();
    expect((await deleteAccount(first.token)).statusCode).toBe(204);

    clock.advance(31_000);
    const again = await signInCustomer({ phone: first.phone });
    expect(again.user.id).not.toBe(first.user.id);
    expect(again.user).toMatchObject({ phone: first.phone, firstName: null, email: null });
    expect(await listAddresses(again.token)).toEqual([]);

    const email = `amina.${first.user.id}@example.com`;
    const profile = await callApi("PUT", "/users/customer/profile", {
      token: again.token,
      body: { firstName: "Amina", email },
    });
    expectContract("updateProfile", profile);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: again.user.id, email });
  });
});
