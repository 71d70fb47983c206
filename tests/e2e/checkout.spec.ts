import { expect, test, type Page } from "@playwright/test";
import {
  addAddressBySearch,
  CARDS,
  deliverySection,
  enterCard,
  expectSummaryMatchesServer,
  fillCartAndCheckout,
  fillReceiverAndWindow,
  orderCount,
  paymentSection,
  placeOrder,
  placeOrderButton,
  signInAsNewCustomer,
  summaryLines,
  toast,
} from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";

/**
 * Issue 12's checkout journeys from a clean browser profile against `npm start` on a fresh
 * database, through the screens only: one customer, signed in once, checks out three times.
 */

const PHONE = "2125550163";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

test("a new customer checks out with an address found by search, the 4242 card, a window, a coupon and a $5 tip", async () => {
  test.setTimeout(120_000);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 40);

  // Nothing saved yet: the page asks for an address and a card.
  await expect(deliverySection(page).getByText("Add a delivery address")).toBeVisible();
  await expect(paymentSection(page).getByText("Add a payment card")).toBeVisible();
  await addAddressBySearch(page);

  await paymentSection(page).getByRole("button", { name: "Add New Card" }).click();
  await enterCard(page, CARDS.visa);
  await expect(toast(page, "Card saved successfully!")).toBeVisible();
  await expect(paymentSection(page)).toContainText("•••• 4242");

  await fillReceiverAndWindow(page);

  const coupon = page.getByRole("region", { name: "Coupon" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("WELCOME5");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Coupon applied successfully!")).toBeVisible();
  await expect(page.getByText("Code: WELCOME5")).toBeVisible();
  await expect.poll(async () => (await summaryLines(page))[1]).toEqual(["Coupons", "-$5.00"]);

  await page.getByRole("group", { name: "Tip amount" }).getByRole("button", { name: "$5" }).click();
  await expect(toast(page, "Tip of $5.00 applied successfully")).toBeVisible();
  await expect.poll(async () => (await summaryLines(page))[5]).toEqual(["Tip", "$5.00"]);

  const uuid = await placeOrder(page);
  await expect(page.getByText("Your Order has been Placed.")).toBeVisible();
  const order = await expectSummaryMatchesServer(page, uuid);
  expect(order.formattedTipAmount).toBe("$5.00");
  expect(order.formattedCouponAmount).not.toBe("$0.00");
});

test("a declined card shows its toast and creates no order", async () => {
  test.setTimeout(120_000);
  const before = await orderCount(page);
  await fillCartAndCheckout(page, 10);
  // The address and card saved by the last checkout are chosen by themselves.
  await expect(deliverySection(page).getByText("Home")).toBeVisible();
  await expect(paymentSection(page)).toContainText("•••• 4242");

  // Declined while saving: the toast, the reason in the dialog, and no card saved.
  await paymentSection(page).getByRole("button", { name: "Change" }).click();
  await page
    .getByRole("dialog", { name: "Select Payment Method" })
    .getByRole("button", { name: "Add New Card" })
    .click();
  const dialog = await enterCard(page, CARDS.declinedOnSave);
  await expect(toast(page, "Card save failed: Your card was declined.")).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText("Your card was declined.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Saved, then declined when charged at Place Order: the server's reason as a toast.
  await paymentSection(page).getByRole("button", { name: "Change" }).click();
  await page
    .getByRole("dialog", { name: "Select Payment Method" })
    .getByRole("button", { name: "Add New Card" })
    .click();
  await enterCard(page, CARDS.declinedOnCharge);
  await expect(toast(page, "Card saved successfully!")).toBeVisible();
  await expect(paymentSection(page)).toContainText("•••• 0341");
  await fillReceiverAndWindow(page);
  await placeOrderButton(page).click();
  await expect(toast(page, "Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrderButton(page)).toBeEnabled();
  expect(await orderCount(page)).toBe(before);
});

test("a double click on Place Order creates one order", async () => {
  test.setTimeout(120_000);
  const before = await orderCount(page);
  await fillCartAndCheckout(page, 10);
  await paymentSection(page).getByRole("button", { name: "Change" }).click();
  const cards = page.getByRole("dialog", { name: "Select Payment Method" });
  await cards.getByRole("radio", { name: /4242/ }).check();
  await cards.getByRole("button", { name: "Use This Card" }).click();
  await expect(cards).toBeHidden();
  await expect(paymentSection(page)).toContainText("•••• 4242");
  await fillReceiverAndWindow(page);

  const checkouts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/orders/checkout")) {
      checkouts.push(request.headers()["idempotency-key"] ?? "");
    }
  });
  await placeOrderButton(page).dblclick();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Your Order has been Placed.")).toBeVisible();
  // One success, no failure from a second attempt, and any request sent again is the same attempt.
  await expect(toast(page, "Checkout successful!")).toHaveCount(1);
  await expect(page.locator(".Toastify__toast--error")).toHaveCount(0);
  expect(new Set(checkouts).size).toBe(1);
  // The second click finds the order placed (or the button busy): still one new order.
  await expect.poll(() => orderCount(page)).toBe(before + 1);
  await page.waitForTimeout(1000);
  expect(await orderCount(page)).toBe(before + 1);
});
