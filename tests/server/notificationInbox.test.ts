import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxNotifications } from "../../server/db/schema";
import type { Schemas } from "../../server/http/types";
import { addInboxNotifications } from "../../server/modules/users";
import { signInCustomer, signInGuest, type SignedIn } from "./support/auth";
import { testDb, type TestProduct } from "./support/cart";
import { expectContract } from "./support/contract";
import {
  advanceUntil,
  getOrder,
  insertCategory,
  insertProductIn,
  lineOfProduct,
  placeOrderOf,
  removeReplacementFixtures,
} from "./support/replacements";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/**
 * The notification inbox (docs/restock-alerts.md § The inbox): a customer's own, newest first,
 * 50 at most with the unread count of all; read one or all; written by the order's steps, its
 * cancellation and its short lines' replacements and refunds.
 */

type Inbox = Schemas["NotificationInbox"];

let rice: TestProduct; // $5.00
let cheaperRice: TestProduct; // $4.00, the specific item of rice
let oil: TestProduct; // $6.00, alone: a refund when short

beforeAll(async () => {
  const aisle = await insertCategory("Inbox aisle");
  const riceShelf = await insertCategory("Inbox rice", aisle);
  rice = await insertProductIn("Inbox basmati", 500, riceShelf);
  cheaperRice = await insertProductIn("Inbox basmati value", 400, riceShelf);
  oil = await insertProductIn("Inbox oil", 600, await insertCategory("Inbox oil shelf", aisle));
});

afterAll(removeReplacementFixtures);

async function inboxOf(token: string): Promise<Inbox> {
  const response = await callApi("GET", "/users/ui/notifications", { token });
  expectContract("listNotifications", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["NotificationInboxResponse"]).data;
}

async function markRead(token: string, id: number) {
  const response = await callApi("POST", `/users/ui/notifications/${id}/read`, { token });
  expectContract("markNotificationRead", response);
  return response;
}

async function markAllRead(token: string) {
  const response = await callApi("POST", "/users/ui/notifications/read-all", { token });
  expectContract("markAllNotificationsRead", response);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["NotificationInboxResponse"]).data;
}

/** Writes notes straight to the customer's inbox, oldest first, as restocks would. */
async function writeNotes(customer: SignedIn, count: number) {
  await addInboxNotifications(
    await testDb(),
    Array.from({ length: count }, (_, index) => ({
      userId: customer.user.id,
      kind: "RESTOCK" as const,
      title: "Back in stock",
      body: `Note ${index + 1}`,
    })),
  );
}

describe("the inbox", () => {
  it("is a customer's: guests get 403, no session 401", async () => {
    const guest = await signInGuest();
    const refused = await callApi("GET", "/users/ui/notifications", { token: guest.token });
    expectContract("listNotifications", refused);
    expect(refused.statusCode).toBe(403);
    const anonymous = await callApi("POST", "/users/ui/notifications/read-all");
    expect(anonymous.statusCode).toBe(401);
  });

  it("starts empty", async () => {
    const customer = await signInCustomer();
    expect(await inboxOf(customer.token)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("lists the newest 50, newest first, and counts every unread one", async () => {
    const customer = await signInCustomer();
    await writeNotes(customer, 55);
    const inbox = await inboxOf(customer.token);
    expect(inbox.unreadCount).toBe(55);
    expect(inbox.notifications).toHaveLength(50);
    expect(inbox.notifications[0]?.body).toBe("Note 55");
    expect(inbox.notifications[49]?.body).toBe("Note 6");
  });

  it("marks one read (twice is harmless), and all read", async () => {
    const customer = await signInCustomer();
    await writeNotes(customer, 3);
    const [newest, middle] = (await inboxOf(customer.token)).notifications;
    if (!newest || !middle) throw new Error("The notes were not written");
    for (let i = 0; i < 2; i += 1) {
      const response = await markRead(customer.token, middle.id);
      expect(response.statusCode, response.body).toBe(200);
      const inbox = (response.json() as Schemas["NotificationInboxResponse"]).data;
      expect(inbox.unreadCount).toBe(2);
      expect(inbox.notifications.map((note) => note.isRead)).toEqual([false, true, false]);
    }
    const all = await markAllRead(customer.token);
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((note) => note.isRead)).toBe(true);
    expect((await markAllRead(customer.token)).unreadCount).toBe(0);
  });

  it("answers 404 for another customer's notification, and leaves it unread", async () => {
    const owner = await signInCustomer();
    const other = await signInCustomer();
    await writeNotes(owner, 1);
    const [note] = (await inboxOf(owner.token)).notifications;
    if (!note) throw new Error("The note was not written");
    expect((await markRead(other.token, note.id)).statusCode).toBe(404);
    expect((await markRead(other.token, 2_147_483_647)).statusCode).toBe(404);
    expect((await inboxOf(owner.token)).unreadCount).toBe(1);
    await markAllRead(other.token);
    expect((await inboxOf(owner.token)).unreadCount).toBe(1);
  });
  it("goes with the account when the customer deletes it", async () => {
    const customer = await signInCustomer();
    await writeNotes(customer, 2);
    const deleted = await callApi("DELETE", "/users/customer/profile", { token: customer.token });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await (
      await testDb()
    )
      .select()
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, customer.user.id));
    expect(left).toEqual([]);
  });
});

describe("what writes to the inbox", () => {
  it("tells of each step of the order its customer sees, linked to the order", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: rice }]);
    await advanceUntil(context, placed.uuid, "TO_REVIEW");
    const { invoiceNumber } = await getOrder(placed);
    const inbox = await inboxOf(placed.customer.token);
    expect(
      inbox.notifications.map(({ kind, title, body, orderUuid, productId }) => ({
        kind,
        title,
        body,
        orderUuid,
        productId,
      })),
    ).toEqual(
      [
        ["Order accepted", `We accepted your order ${invoiceNumber} and will prepare it soon.`],
        ["Order being prepared", `We are packing your order ${invoiceNumber}.`],
        [
          "Order on its way",
          `Your order ${invoiceNumber} left the store and is on its way to you.`,
        ],
        [
          "Order delivered",
          `Your order ${invoiceNumber} was delivered. Enjoy, and rate it when you can.`,
        ],
      ]
        .reverse()
        .map(([title, body]) => ({
          kind: "ORDER_STATUS",
          title,
          body,
          orderUuid: placed.uuid,
          productId: null,
        })),
    );
    expect(inbox.unreadCount).toBe(4);
  });

  it("tells of a cancellation", async () => {
    const placed = await placeOrderOf([{ product: rice }]);
    const response = await callApi("PUT", `/orders/ui/cancel/${placed.uuid}`, {
      token: placed.customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { invoiceNumber } = await getOrder(placed);
    const [news] = (await inboxOf(placed.customer.token)).notifications;
    expect(news).toMatchObject({
      kind: "ORDER_STATUS",
      title: "Order cancelled",
      body: `Your order ${invoiceNumber} was cancelled. What you paid is refunded to your card within 24 to 48 hours.`,
      orderUuid: placed.uuid,
    });
  });

  it("tells of the refund of a problem reported after delivery", async () => {
    const { context } = await getTestApp();
    const placed = await placeOrderOf([{ product: oil }]);
    await advanceUntil(context, placed.uuid, "SHIPPED");
    const order = await getOrder(placed);
    const form = new FormData();
    form.append("reason", "MISSING");
    form.append(
      "items",
      JSON.stringify([{ orderProductId: lineOfProduct(order, oil).id, qty: 1 }]),
    );
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await callApi("POST", `/orders/ui/issues/${placed.uuid}`, {
      token: placed.customer.token,
      body: Buffer.from(await request.arrayBuffer()),
      headers: {
        "content-type": request.headers.get("content-type") ?? "",
        "idempotency-key": randomUUID(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [news] = (await inboxOf(placed.customer.token)).notifications;
    expect(news).toMatchObject({
      kind: "REFUND",
      title: "Refund issued",
      body: expect.stringMatching(new RegExp(`^Your order ${order.invoiceNumber}: `)),
      orderUuid: placed.uuid,
    });
  });

  it("tells of a replacement offered in the chat", async () => {
    const placed = await placeOrderOf([{ product: rice, choice: "BEST_MATCH" }]);
    const response = await callApi("POST", `/dev/orders/${placed.uuid}/shortages`, {
      body: { productId: rice.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { invoiceNumber } = await getOrder(placed);
    const [offer] = (await inboxOf(placed.customer.token)).notifications;
    expect(offer).toMatchObject({
      kind: "REPLACEMENT",
      title: "Replacement suggested",
      body: `Your order ${invoiceNumber}: ${rice.name} is out of stock. We suggest ${cheaperRice.name} at $4.00: approve or reject in the order's chat within 5 minutes, or we'll pack it.`,
      orderUuid: placed.uuid,
    });
  });

  it("tells of a short line's replacement and of its refund, linked to the order", async () => {
    const placed = await placeOrderOf([
      { product: rice, choice: "SPECIFIC_ITEM", replacement: cheaperRice },
      { product: oil, choice: "REFUND" },
    ]);
    for (const product of [rice, oil]) {
      const response = await callApi("POST", `/dev/orders/${placed.uuid}/shortages`, {
        body: { productId: product.id },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { invoiceNumber } = await getOrder(placed);
    const [refund, replaced] = (await inboxOf(placed.customer.token)).notifications;
    expect(replaced).toMatchObject({
      kind: "REPLACEMENT",
      title: "Item replaced",
      body: `Your order ${invoiceNumber}: ${rice.name} was out of stock, so we packed ${cheaperRice.name} instead. $1.04 is refunded to your card.`,
      orderUuid: placed.uuid,
    });
    expect(refund).toMatchObject({
      kind: "REFUND",
      title: "Refund issued",
      body: expect.stringMatching(
        new RegExp(
          `^Your order ${invoiceNumber}: ${oil.name} is out of stock: \\$[\\d.]+ is refunded to your card\\.$`,
        ),
      ),
      orderUuid: placed.uuid,
    });
  });
});
