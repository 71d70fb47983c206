import { expect, test, type Page } from "@playwright/test";
import {
  accountMenu,
  invoiceOf,
  notificationSwitch,
  openFromAccountModal,
  orderCards,
  orderTab,
  pendingSubTab,
} from "./account";
import {
  advanceOrder,
  completeFirstCheckoutDetails,
  deliverySection,
  enterCard,
  fillCartAndCheckout,
  fillNewAddressDialog,
  fillReceiverAndWindow,
  paymentSection,
  placeOrder,
  signInAsNewCustomer,
  toast,
} from "./checkout";
import { header, signInInModal } from "./shopper";
import { runJourneyInOnePage } from "./journeyPage";

/**
 * Issue 13's account pages from a clean browser profile against `npm start` on a fresh database,
 * through the screens: one customer uses a coupon, places orders that end in different states,
 * reorders, edits the profile, addresses, cards and notifications, then deletes the account.
 */

const PHONE = "2125550185";
const FIRST_NAME = "Amina";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

function coupon(name: string) {
  return page.getByRole("tabpanel").getByRole("article", { name });
}

test("a coupon is Available, then Used once an order is placed with it", async () => {
  test.setTimeout(150_000);
  await signInAsNewCustomer(page, PHONE);
  await openFromAccountModal(page, "Coupon/Voucher");
  await expect(page).toHaveURL(/\/coupons/);
  await expect(accountMenu(page).getByRole("link", { name: "Coupons/Vouchers" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const welcome = coupon("Welcome offer");
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText("WELCOME5", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Used" }).click();
  await expect(page.getByText("No Coupons Found")).toBeVisible();

  await fillCartAndCheckout(page, 30);
  await completeFirstCheckoutDetails(page);
  const box = page.getByRole("region", { name: "Coupon" });
  await box.getByRole("textbox", { name: "Coupon code" }).fill("WELCOME5");
  await box.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Coupon applied successfully!")).toBeVisible();
  await placeOrder(page);

  await openFromAccountModal(page, "Coupon/Voucher");
  await expect(page.getByRole("tab", { name: "Available" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(coupon("Save 10%")).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await page.getByRole("tab", { name: "Used" }).click();
  await expect(page).toHaveURL(/tab=used/);
  await expect(welcome).toBeVisible();
});

test("orders in three states show in their tabs and sub tabs, and a reload keeps the tab", async () => {
  test.setTimeout(180_000);
  const placed: string[] = [];
  for (let count = 0; count < 3; count += 1) {
    await fillCartAndCheckout(page, 10);
    await fillReceiverAndWindow(page);
    placed.push(await placeOrder(page));
  }
  const [preparing, cancelled, shipped] = placed as [string, string, string];

  expect(await advanceOrder(page, preparing)).toBe("PENDING_IN_PREPARATION");
  let status = "";
  for (let step = 0; step < 12 && status !== "SHIPPED"; step += 1) {
    status = await advanceOrder(page, shipped);
  }
  expect(status).toBe("SHIPPED");
  // The second order is cancelled on its page, as the customer would.
  await page.goto(`/order/${cancelled}`);
  await page.getByRole("button", { name: "Cancel Order" }).click();
  await page
    .getByRole("alertdialog", { name: "Cancel Order?" })
    .getByRole("button", { name: "Cancel Order" })
    .click();
  await expect(toast(page, "Order cancelled successfully!")).toBeVisible();

  const cardOf = async (uuid: string) =>
    page.getByRole("article", { name: `Order ${await invoiceOf(page, uuid)}` });
  const preparingCard = await cardOf(preparing);
  const cancelledCard = await cardOf(cancelled);
  const shippedCard = await cardOf(shipped);
  await openFromAccountModal(page, "My Orders");
  await expect(page).toHaveURL(/\/my-orders/);
  await expect(orderTab(page, "Pendings")).toHaveAttribute("aria-selected", "true");
  await expect(pendingSubTab(page, "All")).toHaveAttribute("aria-selected", "true");
  // Pendings/All: the accepted coupon order and the one in preparation.
  await expect(orderCards(page)).toHaveCount(2);
  await expect(preparingCard).toBeVisible();

  await pendingSubTab(page, "In Preparation").click();
  await expect(page).toHaveURL(/tab=Pendings&subTab=In\+Preparation/);
  await expect(orderCards(page)).toHaveCount(1);
  await expect(preparingCard).toBeVisible();
  await page.reload();
  await expect(pendingSubTab(page, "In Preparation")).toHaveAttribute("aria-selected", "true");
  await expect(preparingCard).toBeVisible();

  await pendingSubTab(page, "Dispatched").click();
  await expect(page.getByText("No Orders Found")).toBeVisible();

  await orderTab(page, "Shipped").click();
  await expect(page).toHaveURL(/tab=Shipped$/);
  await expect(orderCards(page)).toHaveCount(1);
  await expect(shippedCard).toBeVisible();

  await orderTab(page, "Returns/Cancelled").click();
  await expect(orderCards(page)).toHaveCount(1);
  await expect(cancelledCard).toBeVisible();
  await page.reload();
  await expect(orderTab(page, "Returns/Cancelled")).toHaveAttribute("aria-selected", "true");
  await expect(cancelledCard).toBeVisible();

  // Another tab starts on the sub tab All.
  await orderTab(page, "Pendings").click();
  await expect(pendingSubTab(page, "All")).toHaveAttribute("aria-selected", "true");
  await expect(orderCards(page)).toHaveCount(2);

  await orderTab(page, "Shipped").click();
  await shippedCard.getByRole("link", { name: /^Track Order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${shipped}$`));
  await expect(page.getByText("Your order has been delivered.")).toBeVisible();
});

test("Order Again adds a previously bought item to the cart", async () => {
  await page.goto("/my-orders?tab=Order+Again");
  await expect(orderTab(page, "Order Again")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("combobox", { name: "Bought in" })).toHaveValue("lastWeek");
  const items = page.getByRole("list", { name: "Previously bought items" }).getByRole("article");
  await expect(items.first()).toBeVisible();
  const first = items.filter({ hasText: "Add Item" }).first();
  const name = (await first.getByRole("heading").first().textContent())?.trim() ?? "";
  await first.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByRole("group", { name: `Quantity of ${name}` }).first()).toBeVisible();
  await expect(header(page).getByRole("button", { name: /1 Item/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Bought in" }).selectOption("currentYear");
  await expect(items.first()).toBeVisible();
});

test("a profile update shows the new first name in the header", async () => {
  await openFromAccountModal(page, "Settings");
  await expect(page).toHaveURL(/\/setting$/);
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByText("+1 (212) 555-0185")).toBeVisible();
  await profile.getByRole("button", { name: "Update Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile" });
  await dialog.getByRole("textbox", { name: "First Name" }).fill(FIRST_NAME);
  await dialog.getByRole("textbox", { name: "Email" }).fill("amina@example");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Email" }).fill("amina@example.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole("button", { name: FIRST_NAME })).toBeVisible();
  await expect(profile.getByText("amina@example.com")).toBeVisible();
  await expect(profile.getByText("Unverified")).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole("button", { name: FIRST_NAME })).toBeVisible();
});

test("an address is added, edited, made default and removed", async () => {
  test.setTimeout(120_000);
  await page.getByRole("main").getByRole("link", { name: "Address Book" }).click();
  await expect(page).toHaveURL(/\/address-book$/);
  const cards = page.getByRole("region", { name: "Saved Addresses" }).getByRole("article");
  const home = cards.filter({ has: page.getByRole("heading", { name: "Home", exact: true }) });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add New Address" }).click();
  await fillNewAddressDialog(page, {
    search: "Manhattan",
    // Manhattan, KS comes up too; the store delivers to the one in New York.
    option: /Manhattan.*NY/,
    label: "Work",
    line1: "350 Fifth Avenue",
    fallback: { city: "New York", state: "NY", zip: "10118" },
  });
  const work = cards.filter({ has: page.getByRole("heading", { name: "Work", exact: true }) });
  await expect(work).toContainText("350 Fifth Avenue");
  await expect(work.getByText("Default", { exact: true })).toHaveCount(0);

  await work.getByRole("button", { name: "Edit Work" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Address" });
  await editDialog.getByRole("textbox", { name: "Address line 2 (optional)" }).fill("Floor 21");
  await editDialog.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address updated successfully!")).toBeVisible();
  await expect(work).toContainText("Floor 21");

  await work.getByRole("button", { name: "Set as Default Work" }).click();
  await expect(toast(page, "Default address updated successfully!")).toBeVisible();
  await expect(work.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);
  await expect(work.getByRole("button", { name: /^Set as Default/ })).toHaveCount(0);

  await home.getByRole("button", { name: "Remove Home" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Address?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Address removed successfully!")).toBeVisible();
  await expect(home).toHaveCount(0);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(work.getByText("Default", { exact: true })).toBeVisible();
});

test("a card is added, made default (the checkout then preselects it) and removed", async () => {
  test.setTimeout(150_000);
  await page.goto("/setting");
  await page.getByRole("main").getByRole("link", { name: "Payment Methods" }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
  const visa = page.getByRole("listitem", { name: "Visa ending in 4242" });
  const mastercard = page.getByRole("listitem", { name: "Mastercard ending in 4444" });
  await expect(visa.getByText("Default", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add New Card" }).click();
  await enterCard(page, "5555 5555 5555 4444");
  await expect(toast(page, "Card saved successfully!")).toBeVisible();
  await expect(mastercard).toContainText("Expiry: 12/2034");
  await expect(mastercard.getByText("Default", { exact: true })).toHaveCount(0);

  await mastercard.getByRole("button", { name: /^Set as Default/ }).click();
  await expect(mastercard.getByText("Default", { exact: true })).toBeVisible();
  await expect(visa.getByText("Default", { exact: true })).toHaveCount(0);

  await fillCartAndCheckout(page, 10);
  await expect(paymentSection(page)).toContainText("•••• 4444");
  await expect(deliverySection(page).getByText("Work")).toBeVisible();

  await page.goto("/payment-method");
  await visa.getByRole("button", { name: /^Remove/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Card?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Card removed successfully")).toBeVisible();
  await expect(visa).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved Cards" }).getByRole("listitem")).toHaveCount(
    1,
  );
});

test("a notification toggle survives a reload, and a failed save rolls it back", async () => {
  await page.goto("/setting");
  await page.getByRole("main").getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const promotionsSms = notificationSwitch(page, "Sales & Promotions", "SMS");
  const before = (await promotionsSms.getAttribute("aria-checked")) === "true";
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/users/ui/notification-settings") &&
      response.request().method() === "PUT",
  );
  await promotionsSms.click();
  await expect(promotionsSms).toHaveAttribute("aria-checked", String(!before));
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, "Something went wrong while saving notification")).toHaveCount(0);
  await page.reload();
  await expect(promotionsSms).toHaveAttribute("aria-checked", String(!before));

  // The network drops the next save: the switch goes back and says so.
  await page.route("**/api/v1/users/ui/notification-settings", (route) =>
    route.request().method() === "GET" ? route.fallback() : route.abort("failed"),
  );
  const personalEmail = notificationSwitch(page, "Personalized Notifications", "Emails");
  const emailBefore = (await personalEmail.getAttribute("aria-checked")) === "true";
  await personalEmail.click();
  await expect(toast(page, "Something went wrong while saving notification")).toBeVisible();
  await expect(personalEmail).toHaveAttribute("aria-checked", String(emailBefore));
  await page.unroute("**/api/v1/users/ui/notification-settings");
  await page.reload();
  await expect(personalEmail).toHaveAttribute("aria-checked", String(emailBefore));
  await expect(promotionsSms).toHaveAttribute("aria-checked", String(!before));
});

test("Delete Account signs out; the same phone then signs in as a new customer with no orders", async () => {
  test.setTimeout(120_000);
  await page.goto("/setting");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Account?" });
  await expect(confirm.getByText(/Your past orders are kept/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete Account" }).click();
  await expect(toast(page, "Account deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
  // Signed out, the account pages send the visitor home.
  await page.goto("/my-orders");
  await expect(toast(page, "Please login to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await header(page).getByRole("button", { name: "Login" }).click();
  await signInInModal(page, PHONE);
  await expect(header(page).getByRole("button", { name: "Your Account" })).toBeVisible();
  await openFromAccountModal(page, "My Orders");
  await expect(page.getByText("No Orders Found")).toBeVisible();
  await orderTab(page, "Returns/Cancelled").click();
  await expect(page.getByText("No Orders Found")).toBeVisible();
});
