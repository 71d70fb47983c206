import { describe, expect, it } from "vitest";
import { CUSTOMER_PHONE } from "../fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

const inbox = async () => (await client.GET("/users/ui/notifications")).data?.data;

describe("the notification inbox", () => {
  it("answers the seeded inbox newest first, with its unread count", async () => {
    signInAs("customer");
    const seeded = await inbox();
    expect(seeded?.notifications.map((n) => n.kind)).toEqual([
      "RESTOCK",
      "ORDER_STATUS",
      "REPLACEMENT",
      "REFUND",
    ]);
    expect(seeded?.unreadCount).toBe(2);
  });

  it("marks one read, harmlessly twice, and 404 for an unknown id", async () => {
    signInAs("customer");
    const read = (id: number) =>
      client.POST("/users/ui/notifications/{id}/read", { params: { path: { id } } });
    expect((await read(1)).data?.data.unreadCount).toBe(1);
    expect((await read(1)).data?.data.unreadCount).toBe(1);
    expect((await read(999)).response.status).toBe(404);
  });

  it("marks all read", async () => {
    signInAs("customer");
    const { data } = await client.POST("/users/ui/notifications/read-all");
    expect(data?.data.unreadCount).toBe(0);
    expect(data?.data.notifications.every((n) => n.isRead)).toBe(true);
  });

  it("is for customers only", async () => {
    signInAs("guest");
    expect((await client.GET("/users/ui/notifications")).response.status).toBe(403);
  });
});

describe("restockProduct", () => {
  const restock = (id: number) =>
    client.POST("/dev/products/{id}/restock", { params: { path: { id } } });
  const waitFor = (id: number) =>
    client.POST("/catalog/ui/products/{id}", { params: { path: { id } } });
  const texts = async () =>
    (await client.GET("/dev/sms-outbox", { params: { query: { recipient: CUSTOMER_PHONE } } })).data
      ?.data ?? [];

  it("tells the waiting customer once in the inbox, then answers 409 to a second restock", async () => {
    signInAs("customer");
    await waitFor(118);
    expect((await restock(118)).response.status).toBe(204);
    const told = await inbox();
    expect(told?.notifications[0]).toMatchObject({
      kind: "RESTOCK",
      productId: 118,
      body: "Biryani Masala 50 g is back in stock.",
      isRead: false,
    });
    expect(told?.unreadCount).toBe(3);
    expect((await restock(118)).response.status).toBe(409);
    expect((await inbox())?.unreadCount).toBe(3);
  });

  it("texts the customer only with Personalized SMS on", async () => {
    signInAs("customer");
    const before = (await texts()).length;
    await waitFor(104);
    await restock(104);
    expect(await texts()).toHaveLength(before);

    const { data } = await client.GET("/users/ui/notification-settings");
    if (!data) throw new Error("No notification settings");
    await client.PUT("/users/ui/notification-settings", {
      body: { ...data.data, personalizedSmsNotifications: true },
    });
    await waitFor(110);
    await restock(110);
    const [newest] = await texts();
    expect(newest?.body).toBe("Malai Paneer 1 kg is back in stock.");
  });

  it("tells nobody of a product no one waited for", async () => {
    signInAs("customer");
    expect((await restock(118)).response.status).toBe(204);
    expect((await inbox())?.unreadCount).toBe(2);
  });

  it("answers 409 for a product in stock and 404 for an unknown one", async () => {
    expect((await restock(101)).response.status).toBe(409);
    expect((await restock(999)).response.status).toBe(404);
  });
});
