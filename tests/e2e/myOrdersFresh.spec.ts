import { expect, test, type Locator, type Page } from "@playwright/test";
import type { PreviouslyBoughtItem } from "../../src/api/types";
import { invoiceOf, openFromAccountModal, orderCards, orderTab, pendingSubTab } from "./account";
import {
  advanceOrder,
  completeFirstCheckoutDetails,
  fillCartAndCheckout,
  placeOrder,
  readApi,
  signInAsNewCustomer,
} from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";

/**
 * Issue 26: My Orders stays true while it is open. An order moves on (as the fulfilment simulator
 * or `npm run orders -- advance` moves it) and each switch of sub tab shows the server's list as
 * it is now, without a reload; Order Again shows every item of a three-item order.
 */

const PHONE = "2125550264";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

/** Each sub tab in turn: the order is listed under All and `under` (its badge reading `under`). */
async function expectListedUnder(card: Locator, under: string) {
  for (const subTab of ["All", "Accepted", "In Preparation", "Dispatched"]) {
    await pendingSubTab(page, subTab).click();
    await expect(pendingSubTab(page, subTab)).toHaveAttribute("aria-selected", "true");
    if (subTab === "All" || subTab === under) {
      await expect(card).toBeVisible();
      await expect(card.getByText(under, { exact: true })).toBeVisible();
      await expect(orderCards(page)).toHaveCount(1);
    } else {
      await expect(page.getByText("No Orders Found")).toBeVisible();
      await expect(orderCards(page)).toHaveCount(0);
    }
  }
}

test("an order advanced while My Orders is open shows under its new sub tab without a reload", async () => {
  test.setTimeout(180_000);
  await signInAsNewCustomer(page, PHONE);
  await fillCartAndCheckout(page, 10);
  await completeFirstCheckoutDetails(page);
  const uuid = await placeOrder(page);
  const card = page.getByRole("article", { name: `Order ${await invoiceOf(page, uuid)}` });

  await openFromAccountModal(page, "My Orders");
  await expect(card).toBeVisible();
  // Every sub tab has been shown (and kept) once before the order moves.
  await expectListedUnder(card, "Accepted");

  let reloads = 0;
  page.on("load", () => (reloads += 1));
  const listReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/orders/ui") listReads.push(request.url());
  });

  expect(await advanceOrder(page, uuid)).toBe("PENDING_IN_PREPARATION");
  await expectListedUnder(card, "In Preparation");
  // Each of the four switches asked the server.
  expect(listReads.length).toBeGreaterThanOrEqual(4);

  expect(await advanceOrder(page, uuid)).toBe("PENDING_DISPATCHED");
  await expectListedUnder(card, "Dispatched");

  // The rider takes a few hops to the door before the order is delivered.
  let status = "";
  for (let step = 0; step < 12 && status !== "SHIPPED"; step += 1) {
    status = await advanceOrder(page, uuid);
  }
  expect(status).toBe("SHIPPED");
  await orderTab(page, "Shipped").click();
  await expect(card).toBeVisible();
  await orderTab(page, "Pendings").click();
  await expect(pendingSubTab(page, "All")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No Orders Found")).toBeVisible();
  expect(reloads).toBe(0);
});

test("Order Again shows every item of the three-item order, in every period", async () => {
  const bought = await readApi<{ data: PreviouslyBoughtItem[] }>(
    page,
    "/orders/ui/previously-bought-items?period=lastWeek",
  );
  // The order of the test before: three products.
  expect(bought.data).toHaveLength(3);
  const names = bought.data.map((item) => item.product.name);

  await orderTab(page, "Order Again").click();
  const period = page.getByRole("combobox", { name: "Bought in" });
  const list = page.getByRole("list", { name: "Previously bought items" });
  for (const option of ["Last week", "Last month", "Last 3 months", "This year"]) {
    await period.selectOption({ label: option });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(names);
  }
});
