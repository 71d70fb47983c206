import { randomUUID } from "node:crypto";
import type { Schemas } from "../../../server/http/types";
import { getCart } from "./cart";
import { callApi } from "./requests";

/** The first delivery window the store offers now. */
export async function firstOpenSlot(): Promise<Schemas["DateTimeSlot"]> {
  const response = await callApi("GET", "/support/delivery/time-slot-settings");
  const [day] = (response.json() as Schemas["TimeSlotDayListResponse"]).data;
  const slot = day?.deliveryTimeSlotSettings[0];
  if (!day || !slot) throw new Error("The store offers no delivery window");
  return { date: day.date, timeSlotId: slot.id };
}

/**
 * A window on the last day the store offers, so a test that moves its clock on by minutes does
 * not see it close (the first window of today may be minutes from its cut-off).
 */
export async function distantOpenSlot(): Promise<Schemas["DateTimeSlot"]> {
  const response = await callApi("GET", "/support/delivery/time-slot-settings");
  const days = (response.json() as Schemas["TimeSlotDayListResponse"]).data;
  const day = days.at(-1);
  const slot = day?.deliveryTimeSlotSettings[0];
  if (!day || !slot || days.length < 2) throw new Error("The store offers no later day");
  return { date: day.date, timeSlotId: slot.id };
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
    shipping: {
      addressLine1: "350 5th Ave",
      addressLine2: "Floor 3",
      city: "New York",
      state: "NY",
      zip: "10118",
      note: "Ring the bell",
      dateTimeSlot: choices.slot ?? (await firstOpenSlot()),
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
