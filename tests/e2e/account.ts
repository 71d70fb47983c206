import { expect, type Locator, type Page } from "@playwright/test";
import type { Address, PaymentMethod, TimeSlotDay } from "../../src/api/types";
import { readApi, readOrder } from "./checkout";
import { header } from "./shopper";

/** The account pages, step by step as a customer reaches and uses them, for issue 13's journeys. */

/**
 * From any page: the header's account button (the first name, or 'Your Account' without one)
 * opens the account modal, whose link leads to the page.
 */
export async function openFromAccountModal(
  page: Page,
  link: "My Orders" | "Coupon/Voucher" | "Settings",
  accountName: string | RegExp = "Your Account",
) {
  await header(page).getByRole("button", { name: accountName }).click();
  const modal = page.getByRole("dialog", { name: "Your Account" });
  await modal.getByRole("link", { name: link, exact: true }).click();
  await expect(modal).toBeHidden();
}

/** The side menu of the account pages. */
export function accountMenu(page: Page): Locator {
  return page.getByRole("navigation", { name: "Account" });
}

export function orderTab(page: Page, name: string): Locator {
  return page.getByRole("tablist", { name: "Order lists" }).getByRole("tab", { name, exact: true });
}

export function pendingSubTab(page: Page, name: string): Locator {
  return page
    .getByRole("tablist", { name: "Pending orders" })
    .getByRole("tab", { name, exact: true });
}

/** The order cards of the shown list, each an article named 'Order {invoice number}'. */
export function orderCards(page: Page): Locator {
  return page.getByRole("tabpanel").getByRole("article", { name: /^Order / });
}

export async function invoiceOf(page: Page, uuid: string): Promise<string> {
  return (await readOrder(page, uuid)).invoiceNumber;
}

/** The headings of the order cards shown, in order ('Order INV-…'). */
export async function shownOrderNames(page: Page): Promise<string[]> {
  return orderCards(page).getByRole("heading").allTextContents();
}

/** An open delivery window per order, round robin, so no window runs out of places. */
function openWindows(days: TimeSlotDay[]) {
  return days.flatMap((day) =>
    day.deliveryTimeSlotSettings
      .filter((slot) => slot.availability === "OPEN")
      .map((slot) => ({ date: day.date, timeSlotId: slot.id })),
  );
}

/**
 * The customer's other orders, placed with the page's own session through the contract's calls
 * the app itself makes (set a cart line, then check out with the default address and card), as a
 * second device of the same customer would. `template` is an order placed through the screens:
 * its first product is ordered again.
 */
export async function placeMoreOrders(page: Page, template: string, count: number) {
  const order = await readOrder(page, template);
  const productId = order.orderProducts[0]?.product.id;
  const address = (await readApi<{ data: Address[] }>(page, "/users/ui/address")).data.find(
    (saved) => saved.isDefault,
  );
  const card = (
    await readApi<{ data: PaymentMethod[] }>(page, "/orders/checkout/payment-methods")
  ).data.find((saved) => saved.isDefault);
  const days = (
    await readApi<{ data: TimeSlotDay[] }>(page, "/support/delivery/time-slot-settings")
  ).data;
  const windows = openWindows(days);
  expect(productId).toBeDefined();
  expect(address).toBeDefined();
  expect(card).toBeDefined();
  expect(windows.length).toBeGreaterThan(1);

  for (let placed = 0; placed < count; placed += 1) {
    const request = {
      productId,
      customerName: order.customerName,
      paymentMethodId: card?.id,
      shipping: {
        addressLine1: address?.addressLine1,
        city: address?.city,
        state: address?.state,
        zip: address?.zip,
        dateTimeSlot: windows[placed % windows.length],
        userAddressId: address?.id,
      },
    };
    const uuid = await page.evaluate(async ({ productId, shipping, ...receiver }) => {
      const user = JSON.parse(localStorage.getItem("auth_user") ?? "{}") as { phone?: string };
      const headers = {
        Authorization: `Bearer ${localStorage.getItem("auth_token") ?? ""}`,
        "Content-Type": "application/json",
      };
      const cartAnswer = await fetch("/api/v1/cart/items/replace", {
        method: "POST",
        headers,
        body: JSON.stringify({ productId, qty: 1 }),
      });
      if (!cartAnswer.ok) throw new Error(`The cart answered ${cartAnswer.status}`);
      const cart = ((await cartAnswer.json()) as { data: { uuid: string } }).data;
      const checkout = await fetch("/api/v1/orders/checkout", {
        method: "POST",
        headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({
          ...receiver,
          cartId: cart.uuid,
          customerPhone: user.phone,
          paymentMethod: "PAY_ONLINE",
          shipping,
        }),
      });
      if (checkout.status !== 201) {
        throw new Error(`The checkout answered ${checkout.status}: ${await checkout.text()}`);
      }
      return ((await checkout.json()) as { data: { uuid: string } }).data.uuid;
    }, request);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  }
}

/** A switch of the notifications page, by its group and channel. */
export function notificationSwitch(page: Page, group: string, channel: string): Locator {
  return page
    .getByRole("region", { name: group })
    .getByRole("switch", { name: channel, exact: true });
}
