import { expect, request, test, type Page } from "@playwright/test";
import {
  advanceOrder,
  completeFirstCheckoutDetails,
  expectSummaryMatchesServer,
  fillCartAndCheckout,
  fillReceiverAndWindow,
  placeOrder,
  readOrder,
  signInAsNewCustomer,
  summaryLines,
  toast,
} from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";
import { readsWithin } from "./networkQuiet";

/**
 * Issue 12's order screen from a clean browser profile against `npm start` on a fresh database:
 * delivery instructions and cancellation of an accepted order, then a second order followed by
 * hand through dispatch (standing in for the simulator) to delivery, a tip and a rating.
 */

const PHONE = "2125550171";
const MAP = "Map of your delivery: your address and your rider";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

/** Marks the document, so a later check can tell that the page was not loaded again. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { journeyMark?: true }).journeyMark = true;
  });
}

/**
 * Asks the rider where they are: the answer, written a few seconds ahead, arrives through the
 * order's event stream, and the open chat is not polled (every 3 s, were the stream down).
 */
async function expectRiderAnswerPushed(page: Page) {
  await page.getByRole("button", { name: /^Chat with / }).click();
  const chat = page.getByRole("region", { name: /^Chat with / });
  await expect(chat.getByText(/I'll bring your order/)).toBeVisible();
  await chat.getByRole("button", { name: "Where you at?" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  await expect(chat.getByText(/^I'm on my way, about/)).toBeVisible({ timeout: 15_000 });

  // Two polls' time: a chat that polled would have asked at least once.
  expect(await readsWithin(page, "/api/v1/orders/chat/ui/messages", 6_500)).toBe(0);
  await page.getByRole("button", { name: /^Chat with / }).click();
  await expect(chat).toBeHidden();
}

async function documentStillMarked(page: Page) {
  return page.evaluate(() => (window as Window & { journeyMark?: true }).journeyMark === true);
}

test("a customer updates the delivery instructions of an accepted order, then cancels it", async () => {
  test.setTimeout(120_000);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 10);
  await completeFirstCheckoutDetails(page);
  const uuid = await placeOrder(page);
  await expect(page.getByText("Your Order has been Placed.")).toBeVisible();
  await expectSummaryMatchesServer(page, uuid);

  const instructions = page.getByRole("textbox", { name: "Instructions for the rider (optional)" });
  await expect(instructions).toHaveAttribute("placeholder", "Lobby Code 90");
  await instructions.fill("Ring twice, lobby code 4471");
  await page.getByRole("checkbox", { name: "Leave at doorstep" }).check();
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(toast(page, "Instructions updated successfully!")).toBeVisible();

  await page.reload();
  await expect(instructions).toHaveValue("Ring twice, lobby code 4471");
  await expect(page.getByRole("checkbox", { name: "Leave at doorstep" })).toBeChecked();
  // The server drew the reloaded page for this customer (the session cookie the app wrote), and
  // for nobody else: a browser without the session gets the page's frame.
  const orderPath = `/order/${uuid}`;
  const drawn = await (await page.request.get(orderPath)).text();
  expect(drawn).toContain("Ring twice, lobby code 4471");
  expect(drawn).toContain('id="page-queries"');
  const stranger = await request.newContext({ baseURL: new URL(page.url()).origin });
  const frame = await (await stranger.get(orderPath)).text();
  await stranger.dispose();
  expect(frame).not.toContain("Ring twice");
  expect(frame).not.toContain('id="page-queries"');

  await page.getByRole("button", { name: "Cancel Order" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel Order?" });
  await expect(
    confirm.getByText("We will initiate your refund for cancellation in 24 to 48 hrs."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel Order" }).click();
  await expect(toast(page, "Order cancelled successfully!")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  await expect(instructions).toHaveCount(0);
  expect((await readOrder(page, uuid)).status).toBe("CANCELLED");
});

test("a second order is tracked through dispatch with a moving rider to delivery, then tipped and rated", async () => {
  test.setTimeout(150_000);
  await fillCartAndCheckout(page, 10);
  await fillReceiverAndWindow(page);
  const uuid = await placeOrder(page);
  await expect(page.getByText("Your Order has been Placed.")).toBeVisible();
  await markDocument(page);

  // Stands in for the simulator; the page polls every 5 s and steps forward by itself.
  expect(await advanceOrder(page, uuid)).toBe("PENDING_IN_PREPARATION");
  await expect(page.getByText("Your order is in preparation.")).toBeVisible({ timeout: 15_000 });
  expect(await advanceOrder(page, uuid)).toBe("PENDING_DISPATCHED");
  await expect(page.getByText("Your Order has been dispatched.")).toBeVisible({ timeout: 15_000 });

  const map = page.getByRole("region", { name: MAP });
  await expect(map).toBeVisible();
  await expect(map.getByRole("img", { name: "Delivery address" })).toBeVisible();
  await expect(map.getByRole("img", { name: "Rider" })).toBeVisible();
  await expect(map).toHaveAttribute("data-rider-lat", /\d/);
  const riderAt = async () => [
    await map.getAttribute("data-rider-lat"),
    await map.getAttribute("data-rider-lng"),
  ];
  await expectRiderAnswerPushed(page);

  const start = await riderAt();
  expect(await advanceOrder(page, uuid)).toBe("PENDING_DISPATCHED");
  await expect.poll(riderAt, { timeout: 15_000 }).not.toEqual(start);
  const moved = await riderAt();
  expect(await advanceOrder(page, uuid)).toBe("PENDING_DISPATCHED");
  await expect.poll(riderAt, { timeout: 15_000 }).not.toEqual(moved);
  expect(await documentStillMarked(page)).toBe(true);

  let status = "PENDING_DISPATCHED";
  for (let hop = 0; hop < 10 && status === "PENDING_DISPATCHED"; hop += 1) {
    status = await advanceOrder(page, uuid);
  }
  expect(status).toBe("SHIPPED");
  await expect(page.getByText("Your order has been delivered.")).toBeVisible({ timeout: 15_000 });
  await expect(map).toHaveCount(0);
  expect(await documentStillMarked(page)).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);

  // A tip after delivery: the order is loaded again with it.
  const before = await expectSummaryMatchesServer(page, uuid);
  await page.getByRole("button", { name: "Add Tip" }).click();
  const tipDialog = page.getByRole("dialog", { name: "Tip Your Rider" });
  // The chips are labels around visually hidden radios: the shopper clicks the label.
  await tipDialog
    .locator("label")
    .filter({ hasText: /^\$10$/ })
    .click();
  await expect(tipDialog.getByRole("radio", { name: "$10" })).toBeChecked();
  await tipDialog.getByRole("button", { name: "Add Tip" }).click();
  await expect(toast(page, "Tip of $10.00 applied successfully")).toBeVisible();
  await expect(tipDialog).toBeHidden();
  await expect
    .poll(async () => (await readOrder(page, uuid)).formattedFinalPayment)
    .not.toBe(before.formattedFinalPayment);
  await expect
    .poll(async () => (await summaryLines(page)).find(([label]) => label === "Final Payment"))
    .not.toEqual(["Final Payment", before.formattedFinalPayment]);
  await expectSummaryMatchesServer(page, uuid);

  await page.getByRole("button", { name: "Rate Your Order" }).click();
  const rateDialog = page.getByRole("dialog", { name: "Rate Your Order" });
  const orderStars = rateDialog.getByRole("group", { name: "Your order" });
  await orderStars.locator("label").filter({ hasText: "5 stars" }).click();
  await expect(orderStars.getByRole("radio", { name: "5 stars" })).toBeChecked();
  const riderStars = rateDialog.getByRole("group", { name: /^Your rider/ });
  await riderStars.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(riderStars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await rateDialog
    .getByRole("textbox", { name: "Comments about your order (optional)" })
    .fill("Everything was fresh.");
  await rateDialog.getByRole("button", { name: "Submit Rating" }).click();
  await expect(toast(page, "Rating submission successfully!")).toBeVisible();
  await expect(rateDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Rate Your Order" })).toHaveCount(0);
  expect(await documentStillMarked(page)).toBe(true);
});
