import { expect, test } from "@playwright/test";
import { openFromAccountModal, orderCards, placeMoreOrders, shownOrderNames } from "./account";
import {
  completeFirstCheckoutDetails,
  fillCartAndCheckout,
  placeOrder,
  readApi,
  signInAsNewCustomer,
} from "./checkout";

/**
 * Issue 13: My Orders loads a customer's 40 orders page by page (20 each) as the list is scrolled
 * to its end, with none shown twice.
 */

const PHONE = "2125550186";
const ORDERS = 40;

test("40 orders load page by page on scroll, none repeated", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 10);
  await completeFirstCheckoutDetails(page);
  const first = await placeOrder(page);
  await placeMoreOrders(page, first, ORDERS - 1);

  const server = await readApi<{ data: { invoiceNumber: string }[] }>(page, "/orders/ui?size=100");
  expect(server.data).toHaveLength(ORDERS);

  await openFromAccountModal(page, "My Orders");
  await expect(orderCards(page)).toHaveCount(20);
  // The next page is asked for only when the end of the list comes near.
  await page.waitForTimeout(500);
  await expect(orderCards(page)).toHaveCount(20);

  for (let turn = 0; turn < 20 && (await orderCards(page).count()) < ORDERS; turn += 1) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(200);
  }
  await expect(orderCards(page)).toHaveCount(ORDERS);
  const shown = await shownOrderNames(page);
  expect(new Set(shown).size).toBe(ORDERS);
  expect(shown).toEqual(server.data.map((order) => `Order ${order.invoiceNumber}`));

  // Past the last page the list ends: scrolling further asks for nothing more.
  await page.mouse.wheel(0, 4000);
  await expect(page.getByText("Loading more…")).toHaveCount(0);
  await expect(orderCards(page)).toHaveCount(ORDERS);
});
