import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { orders, payments, products, sandboxCharges } from "../../../server/db/schema";
import type { Schemas } from "../../../server/http/types";
import { deliverySettings } from "../../../server/seed/data/support";
import { signInCustomer } from "./auth";
import { saveSandboxCard } from "./cards";
import { getCart, setQty } from "./cart";
import { callApi } from "./requests";
import { getTestApp } from "./testApp";
import { createAddress, NEW_YORK_ADDRESS } from "./users";

/**
 * A customer ready to check out: a deliverable address, a sandbox card and a cart of two lines
 * (2 of the first in-stock product, 1 of the second).
 */
export async function readyCheckoutCustomer(card = "4242 4242 4242 4242") {
  const { context } = await getTestApp();
  const [first, second] = await context.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.stockStatus, "IN_STOCK"))
    .orderBy(products.id)
    .limit(2);
  const customer = await signInCustomer();
  const address = await createAddress(customer.token);
  const paymentMethodId = await saveSandboxCard(customer.token, card);
  await setQty(customer.token, first?.id ?? 0, 2);
  await setQty(customer.token, second?.id ?? 0, 1);
  return { ...customer, addressId: address.id, paymentMethodId };
}

async function slotDays(): Promise<Schemas["TimeSlotDay"][]> {
  const response = await callApi("GET", "/support/delivery/time-slot-settings");
  return (response.json() as Schemas["TimeSlotDayListResponse"]).data;
}

const openIn = (day: Schemas["TimeSlotDay"] | undefined) =>
  day?.deliveryTimeSlotSettings.find((slot) => slot.availability === "OPEN");

/** The first delivery window the store can still take an order for. */
export async function firstOpenSlot(): Promise<Schemas["DateTimeSlot"]> {
  for (const day of await slotDays()) {
    const slot = openIn(day);
    if (slot) return { date: day.date, timeSlotId: slot.id };
  }
  throw new Error("The store offers no delivery window");
}

/**
 * The open window with the fewest orders booked. Every file of the suite places orders in one
 * database; had they all gone to the first open window, its 25 places a date would fill as tests
 * are added (or as the day moves on), and later checkouts would be refused as FULL (409).
 */
export async function roomiestOpenSlot(): Promise<Schemas["DateTimeSlot"]> {
  const { context } = await getTestApp();
  const booked = await context.db
    .select({ date: orders.slotDate, slotId: orders.slotId, orders: count() })
    .from(orders)
    .where(ne(orders.status, "CANCELLED"))
    .groupBy(orders.slotDate, orders.slotId);
  const bookedIn = (date: string, slotId: number) =>
    booked.find((row) => row.date === date && row.slotId === slotId)?.orders ?? 0;
  const open = (await slotDays()).flatMap((day) =>
    day.deliveryTimeSlotSettings
      .filter((slot) => slot.availability === "OPEN")
      .map((slot) => ({ date: day.date, timeSlotId: slot.id })),
  );
  const [roomiest] = open.sort(
    (a, b) => bookedIn(a.date, a.timeSlotId) - bookedIn(b.date, b.timeSlotId),
  );
  if (!roomiest) throw new Error("The store offers no delivery window");
  return roomiest;
}

/**
 * An open window on the last day the store offers, so a test that moves its clock on by minutes
 * does not see it close (the first window of today may be minutes from its cut-off).
 */
export async function distantOpenSlot(): Promise<Schemas["DateTimeSlot"]> {
  const days = await slotDays();
  const day = days.at(-1);
  const slot = openIn(day);
  if (!day || !slot || days.length < 2) throw new Error("The store offers no later day");
  return { date: day.date, timeSlotId: slot.id };
}

/** The listed availability of one date's window. */
export async function slotAvailability(
  slot: Schemas["DateTimeSlot"],
): Promise<Schemas["TimeSlotAvailability"] | undefined> {
  return (await slotDays())
    .find((day) => day.date === slot.date)
    ?.deliveryTimeSlotSettings.find((setting) => setting.id === slot.timeSlotId)?.availability;
}

/**
 * Moves the test clock on to the store's next 10:30 AM, when the lead time has closed today's
 * 8 and 10 AM windows and left the evening open (still so if a DST change shifts it an hour).
 * The caller resets the clock.
 */
export async function moveClockToStoreMorning(): Promise<void> {
  const { clock } = await getTestApp();
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: deliverySettings.timeZone,
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(clock.now());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const second = part("hour") * 3600 + part("minute") * 60 + part("second");
  const day = 24 * 3600;
  clock.advance(((((10.5 * 3600 - second) % day) + day) % day) * 1000);
}

/** The body the checkout page sends for the caller's current cart. */
export async function checkoutBody(
  token: string,
  choices: { addressId: number; paymentMethodId: string; slot?: Schemas["DateTimeSlot"] },
): Promise<Schemas["CheckoutRequest"]> {
  const cart = await getCart(token);
  return {
    cartId: cart.uuid,
    customerName: "Amina Khan",
    customerEmail: "amina@example.com",
    customerPhone: "+12125550123",
    paymentMethodId: choices.paymentMethodId,
    paymentMethod: "PAY_ONLINE",
    // The lines of the saved address, as the checkout page sends them.
    shipping: {
      addressLine1: NEW_YORK_ADDRESS.addressLine1,
      addressLine2: NEW_YORK_ADDRESS.addressLine2,
      city: NEW_YORK_ADDRESS.city,
      state: NEW_YORK_ADDRESS.state,
      zip: NEW_YORK_ADDRESS.zip,
      note: "Ring the bell",
      dateTimeSlot: choices.slot ?? (await roomiestOpenSlot()),
      userAddressId: choices.addressId,
    },
  };
}

export function placeOrder(token: string, body: Schemas["CheckoutRequest"], key = randomUUID()) {
  return callApi("POST", "/orders/checkout", {
    token,
    body,
    headers: { "idempotency-key": key },
  });
}

/** The user's orders, as the database holds them. */
export async function ordersOf(userId: number) {
  const { context } = await getTestApp();
  return context.db.select().from(orders).where(eq(orders.userId, userId));
}

/** The charges recorded on the orders (one per order placed). */
export async function chargesOf(orderIds: number[]) {
  const { context } = await getTestApp();
  if (orderIds.length === 0) return [];
  return context.db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.kind, "CHARGE")));
}

/** The charges the sandbox card provider took from the user's cards. */
export async function chargesAtProvider(userId: number) {
  const { context } = await getTestApp();
  return context.db.select().from(sandboxCharges).where(eq(sandboxCharges.userId, userId));
}
