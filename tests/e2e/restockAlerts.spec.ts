import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Cart, NotificationInbox, ProductSummary, SmsMessage } from "../../src/api/types";
import { notificationSwitch } from "./account";
import { readApi, signInAsNewCustomer, summaryOf } from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";
import { waitForNetworkQuiet } from "./networkQuiet";
import { escapeRegExp, header } from "./shopper";

/**
 * Issue 31's journey from a clean browser profile against `npm start`: the cart's free-delivery
 * meter fills as items are added, then a customer asks to be told of a coming-soon product, the
 * store restocks it (the dev call), and the header's inbox and one text tell them, once
 * (docs/restock-alerts.md).
 */

// Unique among the journeys: they share one store and its database.
const PHONE = "2125550191";
const E164 = `+1${PHONE}`;
/** The server looks for restocked products' waiting customers this often (RESTOCK_TICK_MS). */
const RESTOCK_TICK_MS = 15_000;

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

function cartDrawer(): Locator {
  return page.getByRole("dialog", { name: "Cart" });
}

function meterIn(scope: Locator): Locator {
  return scope.getByRole("progressbar", { name: "Progress towards free delivery" });
}

function bell(unread: number): Locator {
  const name = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return header(page).getByRole("button", { name, exact: true });
}

/** Products the catalogue lists as coming soon, read as a visitor would (the contract's call). */
async function comingSoonProducts(count: number): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let pageNumber = 1; found.length < count; pageNumber += 1) {
    const response = await page.request.get(
      `/api/v1/catalog/ui/products?page=${pageNumber}&size=100`,
    );
    expect(response.ok()).toBe(true);
    const { data, meta } = (await response.json()) as {
      data: ProductSummary[];
      meta: { totalPages: number };
    };
    found.push(...data.filter((product) => product.inStock === "COMING_SOON"));
    if (pageNumber >= meta.totalPages) break;
  }
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** The texts the console SMS provider kept for the customer about restocks, newest first. */
async function restockTexts(): Promise<string[]> {
  const response = await page.request.get(
    `/api/v1/dev/sms-outbox?recipient=${encodeURIComponent(E164)}`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SmsMessage[] };
  return data.map((sms) => sms.body).filter((body) => body.includes("back in stock"));
}

/** What `npm run catalog -- restock <id>` calls: the product is in stock now. */
async function restock(productId: number): Promise<number> {
  return (await page.request.post(`/api/v1/dev/products/${productId}/restock`)).status();
}

/** The product page's own control (similar products further down have theirs). */
function productControl(name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true }).first();
}

test("the free-delivery meter fills as items are added, to 'Free delivery unlocked'", async () => {
  test.setTimeout(180_000);
  await signInAsNewCustomer(page, PHONE);
  await page.goto("/search?q=rice");
  const card = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" }).first();
  const name = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByRole("group", { name: `Quantity of ${name}` }).first()).toBeVisible();
  await header(page)
    .getByRole("button", { name: /\d+ Items?/ })
    .click();
  await expect(cartDrawer()).toBeVisible();

  // Each step shows the server's own figures: what is left to add, and the subtotal's share.
  let steps = 0;
  for (;;) {
    await expect(cartDrawer().getByText("Sub Total")).toBeVisible();
    await expect(meterIn(cartDrawer())).not.toHaveAttribute("aria-busy", "true");
    const { freeDelivery } = (await readApi<{ data: Cart }>(page, "/cart")).data;
    await expect(meterIn(cartDrawer())).toHaveAttribute(
      "aria-valuenow",
      String(freeDelivery.progressPercent),
    );
    if (freeDelivery.isUnlocked) break;
    await expect(
      cartDrawer().getByText(`Add ${freeDelivery.formattedRemaining} for free delivery`),
    ).toBeVisible();
    const before = freeDelivery.progressPercent;
    await cartDrawer()
      .getByRole("button", { name: `Add one more ${name}` })
      .click();
    await expect
      .poll(async () => Number(await meterIn(cartDrawer()).getAttribute("aria-valuenow")))
      .toBeGreaterThan(before);
    steps += 1;
    expect(steps).toBeLessThan(60);
  }
  await expect(cartDrawer().getByText("Free delivery unlocked")).toBeVisible();
  await expect(meterIn(cartDrawer())).toHaveAttribute("aria-valuenow", "100");
  await expect(cartDrawer().getByText(/for free delivery/)).toHaveCount(0);

  // Checkout says the same beside a delivery fee of nothing.
  await cartDrawer().getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summaryOf(page).getByText("Free delivery unlocked")).toBeVisible();
  await expect(meterIn(summaryOf(page))).toHaveAttribute("aria-valuenow", "100");
});

test("a restock the customer asked for reaches the inbox and one text, once", async () => {
  test.setTimeout(240_000);
  // Texts about restocks go to customers who take Personalized SMS, switched on in Settings.
  await page.goto("/setting");
  await page.getByRole("main").getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const personalizedSms = notificationSwitch(page, "Personalized Notifications", "SMS");
  if ((await personalizedSms.getAttribute("aria-checked")) !== "true") {
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/users/ui/notification-settings") &&
        response.request().method() === "PUT",
    );
    await personalizedSms.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(personalizedSms).toHaveAttribute("aria-checked", "true");

  // Nothing in the inbox yet: a new customer without orders.
  await expect(bell(0)).toBeVisible();
  const [wanted, changedMind, neverAsked] = await comingSoonProducts(3);
  if (!wanted || !changedMind || !neverAsked) throw new Error("Three coming-soon products");

  // Notify on the product page; then another product asked for and let go ("Stop notifying").
  await page.goto(`/products/${wanted.id}/detail`);
  await expect(page.getByRole("heading", { level: 1, name: wanted.name })).toBeVisible();
  await productControl("Notify").click();
  await expect(page.getByRole("main").getByText("We'll notify you").first()).toBeVisible();
  await expect(productControl("Stop notifying")).toBeVisible();

  await page.goto(`/products/${changedMind.id}/detail`);
  await productControl("Notify").click();
  await productControl("Stop notifying").click();
  await expect(productControl("Notify")).toBeVisible();

  const textsBefore = await restockTexts();
  expect(textsBefore).toEqual([]);
  await page.goto("/");
  await expect(bell(0)).toBeVisible();

  // The store restocks all three; only the one still asked for is told, by the inbox's next poll.
  for (const product of [wanted, changedMind, neverAsked]) {
    expect(await restock(product.id)).toBe(204);
  }
  await expect(bell(1)).toBeVisible({ timeout: 60_000 });
  await bell(1).click();
  const panel = header(page).getByRole("dialog", { name: "Notifications" });
  const alert = panel.getByRole("link", { name: /^Unread: Back in stock/ });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`${wanted.name} is back in stock.`);
  await expect(alert).toHaveAttribute("href", `/products/${wanted.id}/detail`);
  expect(await restockTexts()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${escapeRegExp(wanted.name)} is back in stock: \\S+/products/${wanted.id}/detail$`,
      ),
    ),
  ]);

  // A second restock repeats nothing: the product is in stock (409), and the request was spent,
  // so the server's next looks for waiting customers (every 15 s) find no one to tell again.
  expect(await restock(wanted.id)).toBe(409);
  await page.waitForTimeout(RESTOCK_TICK_MS + 5_000);
  const inbox = (await readApi<{ data: NotificationInbox }>(page, "/users/ui/notifications")).data;
  expect(inbox.notifications.filter((n) => n.kind === "RESTOCK")).toHaveLength(1);
  expect(inbox.unreadCount).toBe(1);
  expect(await restockTexts()).toHaveLength(1);

  // Following the alert opens the product, now in stock, and reads it.
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/products/${wanted.id}/detail$`));
  await expect(panel).toHaveCount(0);
  await expect(bell(0)).toBeVisible();
  await expect(productControl("Add Item")).toBeVisible();
  await page.reload();
  await expect(bell(0)).toBeVisible();
});

test("Escape closes the inbox and gives focus back to the bell", async () => {
  await page.goto("/");
  // The server drew the page: the bell answers keys once the app has taken it over.
  await waitForNetworkQuiet(page);
  await bell(0).focus();
  await page.keyboard.press("Enter");
  const panel = header(page).getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole("link", { name: /^Back in stock/ })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(bell(0)).toBeFocused();
});
