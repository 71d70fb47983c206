import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  chatThreads,
  orderItems,
  orders,
  payments,
  products,
  riders,
} from "../../../server/db/schema";
import { getTestApp } from "./testApp";

export interface OrderFixture {
  id: number;
  uuid: string;
  /** The rider chat thread, when a rider is assigned. */
  threadUuid: string | null;
  riderUserId: number | null;
}

/**
 * An order written straight to the database, for tests of what happens after checkout (listing,
 * actions, chat) without going through the cart and the card. Two lines of in-stock products;
 * a rider and its chat thread when `withRider`.
 */
export async function insertOrder(
  userId: number,
  options: {
    status?: string;
    withRider?: boolean;
    createdAt?: Date;
    deliveredAt?: Date;
    nextStepAt?: Date;
    paymentMethodId?: string;
  } = {},
): Promise<OrderFixture> {
  const { context } = await getTestApp();
  const db = context.db;
  const lines = await db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      original: products.originalPriceCents,
    })
    .from(products)
    .where(eq(products.stockStatus, "IN_STOCK"))
    .orderBy(products.id)
    .limit(2);
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * 2, 0);
  const [rider] = options.withRider ? await db.select().from(riders).limit(1) : [];
  const uuid = randomUUID();
  const [order] = await db
    .insert(orders)
    .values({
      uuid,
      userId,
      status: options.status ?? "PENDING_ACCEPTED",
      createdAt: options.createdAt ?? context.now(),
      customerName: "Amina Khan",
      customerPhone: "+12125550123",
      addressLine1: "350 5th Ave",
      city: "New York",
      state: "NY",
      zip: "10118",
      latitude: 40.748817,
      longitude: -73.985428,
      slotDate: context.now().toISOString().slice(0, 10),
      slotId: 1,
      slotLabel: "10:00 AM - 12:00 PM",
      subtotalCents: subtotal,
      totalCents: subtotal,
      paymentMethodId: options.paymentMethodId ?? "pm_fixture",
      nextStepAt: options.nextStepAt ?? null,
      riderId: rider?.id ?? null,
      riderLatitude: rider ? 40.75 : null,
      riderLongitude: rider ? -73.99 : null,
      deliveredAt: options.deliveredAt ?? null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("The order fixture was not written");
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.id,
      qty: 2,
      priceCents: line.priceCents,
      originalPriceCents: line.original,
    })),
  );
  await db.insert(payments).values({
    orderId: order.id,
    kind: "CHARGE",
    provider: "sandbox",
    providerReference: `pi_sandbox_fixture_${order.id}`,
    amountCents: subtotal,
    status: "succeeded",
    brand: "visa",
    last4: "4242",
  });
  let threadUuid: string | null = null;
  if (rider) {
    threadUuid = randomUUID();
    await db
      .insert(chatThreads)
      .values({ uuid: threadUuid, kind: "ORDER", userId, orderId: order.id });
  }
  return { id: order.id, uuid, threadUuid, riderUserId: rider?.userId ?? null };
}
