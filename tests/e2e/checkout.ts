import { expect, type Locator, type Page } from "@playwright/test";
import type { Order } from "../../src/api/types";
import { addCardDialogText } from "../../src/components/AddCardDialog/AddCardDialog.text";
import { addressDialogText } from "../../src/components/AddressDialog/AddressDialog.text";
import { addressSearchText } from "../../src/components/AddressSearch/AddressSearch.text";
import { cartDrawerText } from "../../src/components/CartDrawer/CartDrawer.text";
import { checkoutPageText } from "../../src/components/CheckoutPage/CheckoutPage.text";
import { deliveryWindowPickerText } from "../../src/components/DeliveryWindowPicker/DeliveryWindowPicker.text";
import { headerText } from "../../src/components/Header/Header.text";
import { locationPickerText } from "../../src/components/LocationPicker/LocationPicker.text";
import { orderSummaryText } from "../../src/components/OrderSummary/OrderSummary.text";
import { productCartControlText } from "../../src/components/ProductCartControl/ProductCartControl.text";
import { quantityCounterText } from "../../src/components/QuantityCounter/QuantityCounter.text";
import { receiverInfoFormText } from "../../src/components/ReceiverInfoForm/ReceiverInfoForm.text";
import { discountFigure, isSomeMoney } from "../../src/lib/format";
import { paymentsText } from "../../src/platform/payments/payments.text";
import { checkoutMessages } from "../../src/routes/checkout/checkoutMessages";
import {
  chooseLocationBySearch,
  escapeRegExp,
  header,
  namePattern,
  signInInModal,
  wordsOf,
} from "./shopper";

/**
 * The checkout and order screens, step by step as a shopper goes through them, for the journeys
 * of issue 12. What the server holds is only ever read (with the page's own session), never written.
 */

export const CARDS = {
  visa: "4242 4242 4242 4242",
  declinedOnSave: "4000 0000 0000 0002",
  declinedOnCharge: "4000 0000 0000 0341",
} as const;

/** A first visit: the location by search, then sign-in from the header's Login button. */
export async function signInAsNewCustomer(page: Page, nationalNumber: string) {
  await page.goto("/");
  await chooseLocationBySearch(page, "Brooklyn");
  await header(page).getByRole("button", { name: "Login" }).click();
  await signInInModal(page, nationalNumber);
  await expect(header(page).getByRole("button", { name: "Login" })).toHaveCount(0);
}

/**
 * GETs an API path with the session the page holds (reading state; nothing is written). A load
 * the server sheds (503 with Retry-After) is asked again once after that delay, as the web
 * client does: the test's own reads must not fail where a shopper's would not.
 */
export async function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem("auth_token");
    const read = () => fetch(url, { headers: { Authorization: `Bearer ${token ?? ""}` } });
    let response = await read();
    const retryAfter = Number(response.headers.get("retry-after"));
    if (response.status === 503 && retryAfter > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 5) * 1000));
      response = await read();
    }
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, `/api/v1${path}`) as Promise<T>;
}

export async function readOrder(page: Page, uuid: string): Promise<Order> {
  return (await readApi<{ data: Order }>(page, `/orders/ui/${uuid}`)).data;
}

/** How many orders the customer has, all statuses. */
export async function orderCount(page: Page): Promise<number> {
  const answer = await readApi<{ data: unknown[]; meta: { totalPages: number } }>(
    page,
    "/orders/ui?size=100",
  );
  expect(answer.meta.totalPages).toBeLessThanOrEqual(1);
  return answer.data.length;
}

/** Stands in for the fulfilment simulator: what `npm run orders -- advance <uuid>` calls. */
export async function advanceOrder(page: Page, uuid: string): Promise<string> {
  const response = await page.request.post(`/api/v1/dev/orders/${uuid}/advance`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

export function summaryOf(page: Page): Locator {
  return page.getByRole("region", { name: orderSummaryText.heading });
}

/** The Order Summary's lines as shown: [label, value] in order. */
export async function summaryLines(page: Page): Promise<[string, string][]> {
  const rows = summaryOf(page).locator("dl > div");
  return rows.evaluateAll((divs) =>
    divs.map((div) => [
      div.querySelector("dt")?.textContent?.trim() ?? "",
      div.querySelector("dd")?.textContent?.trim() ?? "",
    ]),
  ) as Promise<[string, string][]>;
}

/** The lines docs/product.md § Checkout asks for, from the server's order. */
export function expectedSummaryLines(order: Order): [string, string][] {
  // Items are lines, whatever their quantities (src/lib/itemCount).
  const items = order.orderProducts.length;
  const text = orderSummaryText;
  return [
    [text.subtotal(items), order.formattedSubTotal],
    [text.coupons, discountFigure(order.formattedCouponAmount)],
    [text.taxes, order.formattedTaxAmount],
    [text.serviceFee, order.isServiceFeeFree ? text.free : order.formattedServiceFeeAmount],
    [text.deliveryFee, order.isDeliveryFeeFree ? text.free : order.formattedDeliveryFeeAmount],
    [text.tip, order.formattedTipAmount],
    [text.total, order.formattedTotal],
    // docs/replacements.md: what short or reported items gave back, when they gave any.
    ...(order.formattedRefundAmount && isSomeMoney(order.formattedRefundAmount)
      ? [[text.refunds, discountFigure(order.formattedRefundAmount)] as [string, string]]
      : []),
    [text.finalPayment, order.formattedFinalPayment],
  ];
}

export async function expectSummaryMatchesServer(page: Page, uuid: string) {
  const order = await readOrder(page, uuid);
  await expect.poll(() => summaryLines(page)).toEqual(expectedSummaryLines(order));
  return order;
}

/** The toast that says exactly `message` (another may say more around the same words). */
export function toast(page: Page, message: string): Locator {
  const exactly = new RegExp(`^${escapeRegExp(message)}$`);
  return page.locator(".Toastify__toast").filter({ hasText: exactly });
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/**
 * Fills the cart from the search page, goes to checkout through the cart drawer and adds units of
 * the first line until the subtotal reaches `minimum` dollars (the coupons' thresholds).
 */
export async function fillCartAndCheckout(page: Page, minimum = 40) {
  await fillCart(page);
  await proceedToCheckout(page, minimum);
}

/** Adds three products from the search page's results for rice. */
export async function fillCart(page: Page) {
  await page.goto("/search?q=rice");
  // Products not in the cart yet (a declined checkout leaves its cart as it was).
  const cards = page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: productCartControlText.addItem });
  for (let added = 1; added <= 3; added += 1) {
    const card = cards.first();
    const name = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
    await card.getByRole("button", { name: productCartControlText.addItem }).click();
    await expect(
      page.getByRole("group", { name: quantityCounterText.group(name) }).first(),
    ).toBeVisible();
  }
}

/** The header's cart button once the cart holds items ('My Cart: 3 Items $12.97'), and its drawer. */
export async function openCart(page: Page): Promise<Locator> {
  await header(page)
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(headerText.myCart)}:`) })
    .click();
  const drawer = page.getByRole("dialog", { name: cartDrawerText.title });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Goes to checkout through the cart drawer and adds units of the first line until the subtotal
 * reaches `minimum` dollars (the coupons' thresholds).
 */
export async function proceedToCheckout(page: Page, minimum = 40) {
  const drawer = await openCart(page);
  await drawer.getByRole("link", { name: cartDrawerText.proceedToCheckout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: checkoutPageText.title, level: 1 })).toBeVisible();

  const subtotal = async () => {
    await expect(summaryOf(page)).toHaveAttribute("aria-busy", "false");
    const [, value] = (await summaryLines(page))[0] ?? ["", "$0"];
    return money(value);
  };
  const firstLine = page
    .getByRole("region", { name: checkoutPageText.cartItems })
    .getByRole("article")
    .first();
  while ((await subtotal()) < minimum) {
    const before = await subtotal();
    await firstLine
      .getByRole("button", { name: namePattern(quantityCounterText.increase) })
      .first()
      .click();
    await expect.poll(subtotal).toBeGreaterThan(before);
  }
}

export interface NewAddress {
  /** Typed into the address search. */
  search: string;
  /** Picks the suggestion (the first one naming the search by default). */
  option?: RegExp;
  label: string;
  line1: string;
  /** City, state and ZIP, filled only where the chosen place left them empty. */
  fallback: { city: string; state: string; zip: string };
}

const BROOKLYN_HOME: NewAddress = {
  search: "Brooklyn",
  label: "Home",
  line1: "120 Atlantic Avenue",
  fallback: { city: "Brooklyn", state: "NY", zip: "11201" },
};

/** The open 'Add New Address' dialog: the place by search, its details, saved. */
export async function fillNewAddressDialog(page: Page, address: NewAddress) {
  const dialog = page.getByRole("dialog", { name: addressDialogText.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox", { name: addressSearchText.label }).fill(address.search);
  const option = page
    .getByRole("option")
    .filter({ hasText: address.option ?? address.search })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  await dialog.getByRole("button", { name: locationPickerText.confirm }).click();
  const fields = addressDialogText.fields;
  await dialog.getByRole("textbox", { name: fields.label }).fill(address.label);
  await dialog.getByRole("textbox", { name: fields.addressLine1 }).fill(address.line1);
  for (const [field, value] of [
    [fields.city, address.fallback.city],
    [fields.state, address.fallback.state],
    [fields.zip, address.fallback.zip],
  ] as const) {
    const input = dialog.getByRole("textbox", { name: field, exact: true });
    if ((await input.inputValue()) === "") await input.fill(value);
  }
  await dialog.getByRole("button", { name: addressDialogText.save }).click();
  await expect(
    toast(page, wordsOf("addressToasts.saved", "Address saved successfully!")),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Checkout's 'Add Address': a Brooklyn home address, saved and chosen. */
export async function addAddressBySearch(page: Page) {
  await page.getByRole("button", { name: checkoutPageText.addAddress }).click();
  await fillNewAddressDialog(page, BROOKLYN_HOME);
  await expect(deliverySection(page).getByText("Home")).toBeVisible();
}

/** A new customer's first checkout: an address and the 4242 card saved, a receiver and a window. */
export async function completeFirstCheckoutDetails(page: Page) {
  await addAddressBySearch(page);
  await paymentSection(page).getByRole("button", { name: checkoutPageText.addCard }).click();
  await enterCard(page, CARDS.visa);
  await expect(
    toast(page, wordsOf("paymentMessages.cardSaved", "Card saved successfully!")),
  ).toBeVisible();
  await fillReceiverAndWindow(page);
}

export function deliverySection(page: Page): Locator {
  return page.getByRole("region", { name: checkoutPageText.delivery });
}

export function paymentSection(page: Page): Locator {
  return page.getByRole("region", { name: checkoutPageText.payment });
}

/** The 'Add New Card' dialog, filled with a sandbox card and submitted. */
export async function enterCard(page: Page, number: string) {
  const dialog = page.getByRole("dialog", { name: addCardDialogText.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: paymentsText.number }).fill(number);
  await dialog.getByRole("textbox", { name: paymentsText.expiry }).fill("12/34");
  await dialog.getByRole("textbox", { name: paymentsText.cvc }).fill("123");
  await dialog.getByRole("button", { name: addCardDialogText.save }).click();
  return dialog;
}

/**
 * The last day the picker lists. Its first open window stays open while a test runs, where today's
 * first open window closes at its lead time, which a run can cross between reading the list and
 * Place Order (the server then refuses the order, as it should).
 */
export function lastDeliveryDay(page: Page): Locator {
  return page
    .getByRole("group", { name: deliveryWindowPickerText.daysLegend })
    .getByRole("radio")
    .last();
}

/** The first open window of the day the picker shows (it shows one day's windows at a time). */
export function firstOpenWindow(page: Page): Locator {
  return page
    .getByRole("group", { name: namePattern(deliveryWindowPickerText.windowsLegend) })
    .getByRole("radio", { disabled: false })
    .first();
}

/** The receiver's name (a new customer has none yet) and a delivery window. */
export async function fillReceiverAndWindow(page: Page, fullName = "Amina Khan") {
  const name = page.getByRole("textbox", { name: receiverInfoFormText.fullName });
  if ((await name.inputValue()) === "") await name.fill(fullName);
  await lastDeliveryDay(page).check();
  await firstOpenWindow(page).check();
  await expect(
    page.getByText(new RegExp(`^${escapeRegExp(deliveryWindowPickerText.chosenLabel)}:`)),
  ).toBeVisible();
}

export function placeOrderButton(page: Page): Locator {
  return summaryOf(page).getByRole("button", { name: checkoutPageText.placeOrder });
}

/** Place Order, then the order page: its uuid. */
export async function placeOrder(page: Page): Promise<string> {
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(toast(page, checkoutMessages.placed)).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}
