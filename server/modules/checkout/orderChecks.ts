import type { AppContext } from "../../context";
import { conflict, unprocessable } from "../../http/errors";
import type { Schemas } from "../../http/types";
import type { CartQuote } from "../cart";
import { countSlotBookings } from "../orders";
import { deliverySlotDays, deliveryZoneAt } from "../support";
import { findOwnAddress, findSavedCard, type AddressRow, type PaymentMethodRow } from "../users";

export const SLOT_UNAVAILABLE =
  "That delivery window is no longer available. Please choose another one.";

export interface CheckedOrder {
  address: AddressRow;
  card: PaymentMethodRow;
  slotLabel: string;
}

/**
 * Everything that must hold before money moves. The cart's own state answers 409 (the shopper
 * must look at it again); problems with the request answer 422 with one entry each.
 */
export async function checkOrder(
  context: AppContext,
  userId: number,
  body: Schemas["CheckoutRequest"],
  quote: CartQuote,
): Promise<CheckedOrder> {
  if (body.cartId !== quote.cartUuid) {
    throw conflict("This cart was already checked out or replaced. Please review your cart.");
  }
  if (quote.lines.length === 0) throw conflict("Your cart is empty.");

  const { date, timeSlotId } = body.shipping.dateTimeSlot;
  const slot = (await deliverySlotDays(context, countSlotBookings))
    .find((day) => day.date === date)
    ?.deliveryTimeSlotSettings.find((setting) => setting.id === timeSlotId);
  // Before money moves, so a CLOSED or FULL window costs the shopper no charge and refund.
  if (slot?.availability !== "OPEN") throw conflict(SLOT_UNAVAILABLE);
  const slotLabel = slot.formattedTime;

  const problems: string[] = [];
  for (const line of quote.lines) {
    if (!line.inStock)
      problems.push(`${line.product.name} is out of stock. Remove it to continue.`);
  }
  if (quote.coupon && !quote.coupon.isApplicable) {
    problems.push(quote.coupon.reason ?? `${quote.coupon.code} cannot be used on this order.`);
  }
  const address = await findOwnAddress(context.db, userId, body.shipping.userAddressId);
  if (!address) {
    problems.push("Choose one of your saved addresses for delivery.");
  } else if (!(await deliveryZoneAt(context, address.latitude, address.longitude)).zone) {
    problems.push("We do not deliver to this address yet. Please choose another one.");
  }
  const card = await findSavedCard(context.db, userId, body.paymentMethodId);
  if (!card) problems.push("Choose one of your saved cards for payment.");
  if (problems.length > 0 || !address || !card) {
    throw unprocessable(problems[0] ?? "The order cannot be placed.", problems);
  }
  return { address, card, slotLabel };
}
