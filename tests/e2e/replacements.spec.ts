import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Order, OrderProduct } from "../../src/api/types";
import {
  advanceOrder,
  completeFirstCheckoutDetails,
  expectSummaryMatchesServer,
  placeOrder,
  readApi,
  readOrder,
  signInAsNewCustomer,
  toast,
} from "./checkout";
import { runJourneyInOnePage } from "./journeyPage";
import { header } from "./shopper";

/**
 * Issue 30's journey from a clean browser profile against `npm start` (docs/replacements.md): a
 * customer says line by line what happens when an item runs short, the store runs short of
 * every line, and the order, the chat and the sandbox's refunds tell the same story.
 */

// Unique among the journeys: they share one store and its database.
const PHONE = "2125550174";

let page: Page;
runJourneyInOnePage((opened) => (page = opened));

interface SandboxPayment {
  kind: "charge" | "refund";
  amount: number;
  idempotencyKey: string;
}

const cents = (formatted: string) => Math.round(Number(formatted.replace(/[^\d.]/g, "")) * 100);

function cartDrawer(): Locator {
  return page.getByRole("dialog", { name: "Cart" });
}

/** The "If unavailable" button of a line of the drawer or the checkout. */
function choiceOf(line: Locator): Locator {
  return line.getByRole("button", { name: /^If unavailable:/ });
}

async function openCart() {
  await header(page)
    .getByRole("button", { name: /\d+ Items?/ })
    .click();
  await expect(cartDrawer()).toBeVisible();
}

/** Adds the first `count` rice products still showing 'Add Item'; answers their names. */
async function addRice(count: number): Promise<string[]> {
  await page.goto("/search?q=rice");
  const cards = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" });
  const names: string[] = [];
  for (let added = 0; added < count; added += 1) {
    const card = cards.first();
    const name = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
    await card.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("group", { name: `Quantity of ${name}` }).first()).toBeVisible();
    names.push(name);
  }
  return names;
}

/** What the dev call `POST /dev/orders/{id}/shortages` (npm run orders -- short) makes short. */
async function runShort(uuid: string, line: OrderProduct) {
  const response = await page.request.post(`/api/v1/dev/orders/${uuid}/shortages`, {
    data: { productId: line.product.id },
  });
  expect(response.ok()).toBe(true);
}

function lineNamed(order: Order, name: string): OrderProduct {
  const line = order.orderProducts.find((product) => product.product.name === name);
  if (!line) throw new Error(`${name} is not in the order`);
  return line;
}

let names: { approved: string; specific: string; refund: string; rejected: string };
let specificItem = "";
let orderUuid = "";

const sandboxRefunds = async (uuid: string) =>
  (
    await readApi<{ data: SandboxPayment[] }>(page, `/dev/sandbox-payments?order=${uuid}`)
  ).data.filter((payment) => payment.kind === "refund");

test("a customer chooses Best match, a specific item and Refund line by line, in the drawer and at checkout", async () => {
  test.setTimeout(120_000);
  await signInAsNewCustomer(page, PHONE);
  const [approved, specific, refund, rejected] = await addRice(4);
  if (!approved || !specific || !refund || !rejected) throw new Error("four products expected");
  names = { approved, specific, refund, rejected };
  await openCart();
  const lineOf = (name: string) => cartDrawer().getByRole("article", { name });

  // Every line starts at Best match.
  for (const name of Object.values(names)) {
    await expect(choiceOf(lineOf(name))).toHaveAccessibleName("If unavailable: Best match");
  }

  await choiceOf(lineOf(specific)).click();
  await lineOf(specific).getByRole("radio", { name: "A specific item" }).check();
  const candidates = lineOf(specific).getByRole("group", { name: "Replace with" });
  const first = candidates.locator("label").first();
  await expect(first).toBeVisible();
  specificItem = (await first.locator("span.font-medium").textContent())?.trim() ?? "";
  await first.getByRole("radio").check();
  await expect(choiceOf(lineOf(specific))).toHaveAccessibleName(
    `If unavailable: Replace with ${specificItem}`,
  );

  await choiceOf(lineOf(refund)).click();
  await lineOf(refund).getByRole("radio", { name: "Don't replace, refund me" }).check();
  await expect(choiceOf(lineOf(refund))).toHaveAccessibleName("If unavailable: Refund me");

  // Checkout reads back each line's choice, beside "Apply to all items".
  await cartDrawer().getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const items = page.getByRole("region", { name: "Cart Items" });
  await expect(items.getByRole("group", { name: "Apply to all items" })).toBeVisible();
  const checkoutLine = (name: string) => items.getByRole("listitem").filter({ hasText: name });
  await expect(choiceOf(checkoutLine(specific))).toHaveAccessibleName(
    `If unavailable: Replace with ${specificItem}`,
  );
  await expect(choiceOf(checkoutLine(refund))).toHaveAccessibleName("If unavailable: Refund me");
  await expect(choiceOf(checkoutLine(approved))).toHaveAccessibleName("If unavailable: Best match");
});

test("every line runs short: replaced at the lower price, the specific item, a refund, and a rejected offer refunded, the sandbox paying back exactly that", async () => {
  test.setTimeout(180_000);
  await completeFirstCheckoutDetails(page);
  const uuid = await placeOrder(page);
  orderUuid = uuid;
  // Short items happen while the order is prepared.
  expect(await advanceOrder(page, uuid)).toBe("PENDING_IN_PREPARATION");
  const placed = await readOrder(page, uuid);
  for (const name of Object.values(names)) await runShort(uuid, lineNamed(placed, name));

  await page.reload();
  const products = page.getByRole("region", { name: "Ordered Products" });
  const productLine = (name: string) => products.getByRole("listitem").filter({ hasText: name });
  await expect(productLine(names.specific)).toContainText(`Replaced`);
  await expect(productLine(names.specific)).toContainText(`With ${specificItem}`);
  await expect(productLine(names.refund)).toContainText("Refunded");
  await expect(productLine(names.approved)).toContainText("Awaiting your answer");
  await expect(productLine(names.rejected)).toContainText("Awaiting your answer");

  // The offers wait in the chat, as cards.
  await page.getByRole("button", { name: /^Chat with/ }).click();
  const chat = page.getByRole("log", { name: "Messages" });
  const card = (name: string) =>
    chat.getByRole("listitem").filter({ hasText: new RegExp(`^.*Replace ${name} with `) });
  await card(names.approved).getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Replacement approved.")).toBeVisible();
  await expect(card(names.approved)).toContainText("Approved");
  await card(names.rejected).getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Replacement rejected: the item will be refunded.")).toBeVisible();
  await expect(card(names.rejected)).toContainText("Rejected: this item is refunded");

  await expect(productLine(names.approved)).toContainText("Replaced");
  await expect(productLine(names.rejected)).toContainText("Refunded");
  await expect(productLine(names.rejected)).toContainText("Replacement rejected");

  // The server's order, line by line: never a higher charge, and the summary adds up again.
  const order = await expectSummaryMatchesServer(page, uuid);
  const outcome = (name: string) => lineNamed(order, name).fulfilment;
  expect(outcome(names.approved)?.outcome).toBe("REPLACED");
  expect(outcome(names.specific)?.outcome).toBe("REPLACED");
  expect(outcome(names.specific)?.replacement?.name).toBe(specificItem);
  expect(outcome(names.refund)?.outcome).toBe("REFUNDED");
  expect(outcome(names.rejected)?.outcome).toBe("REFUNDED");
  for (const name of [names.approved, names.specific]) {
    const line = lineNamed(order, name);
    const paid = cents(line.product.price.toFixed(2)) * line.qty;
    expect(cents(line.fulfilment?.formattedChargedTotal ?? "")).toBeLessThanOrEqual(paid);
  }
  expect(cents(order.formattedFinalPayment)).toBe(
    cents(order.formattedTotal) - cents(order.formattedRefundAmount ?? ""),
  );

  // The sandbox paid back exactly the order's refunds, once each.
  const refunds = await sandboxRefunds(uuid);
  const lineRefunds = order.orderProducts
    .map((line) => cents(line.fulfilment?.formattedRefundAmount ?? "$0.00"))
    .filter((amount) => amount > 0);
  expect(refunds.map((refund) => Math.round(refund.amount * 100)).sort()).toEqual(
    lineRefunds.sort(),
  );
  expect(new Set(refunds.map((refund) => refund.idempotencyKey)).size).toBe(refunds.length);
  expect(refunds.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0)).toBe(
    cents(order.formattedRefundAmount ?? ""),
  );
});

test("the next cart preselects the remembered choices", async () => {
  test.setTimeout(60_000);
  for (const name of [names.specific, names.refund]) {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("main").getByRole("article").filter({ hasText: name }).first();
    await card.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("group", { name: `Quantity of ${name}` }).first()).toBeVisible();
  }
  await openCart();
  const lineOf = (name: string) => cartDrawer().getByRole("article", { name });
  await expect(choiceOf(lineOf(names.specific))).toHaveAccessibleName(
    `If unavailable: Replace with ${specificItem}`,
  );
  await expect(choiceOf(lineOf(names.refund))).toHaveAccessibleName("If unavailable: Refund me");
});

/** Five identical reports sent at once, as a shopper's retries would: one Idempotency-Key. */
function sendReportFiveTimes(uuid: string, orderProductId: number) {
  return page.evaluate(
    async ({ uuid, orderProductId }) => {
      const key = crypto.randomUUID();
      const send = () => {
        const form = new FormData();
        form.append("reason", "DAMAGED");
        form.append("items", JSON.stringify([{ orderProductId, qty: 1 }]));
        return fetch(`/api/v1/orders/ui/issues/${uuid}`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${localStorage.getItem("auth_token") ?? ""}`,
            "Idempotency-Key": key,
          },
          body: form,
        }).then((response) => response.status);
      };
      return Promise.all([send(), send(), send(), send(), send()]);
    },
    { uuid, orderProductId },
  );
}

test("a report on the delivered order refunds a damaged item once, even sent five times at once, and the order says why", async () => {
  test.setTimeout(120_000);
  const uuid = orderUuid;
  for (let step = 0; step < 40; step += 1) {
    if ((await advanceOrder(page, uuid)) === "SHIPPED") break;
  }
  const delivered = await readOrder(page, uuid);
  expect(delivered.status).toBe("SHIPPED");
  expect(delivered.canReportIssue).toBe(true);
  const refundsBefore = (await sandboxRefunds(uuid)).length;

  // The specific item packed instead arrived damaged: five identical submits, one report.
  const specific = lineNamed(delivered, names.specific);
  const statuses = await sendReportFiveTimes(uuid, specific.id);
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  expect(statuses).toContain(200);
  const afterRetries = await readOrder(page, uuid);
  expect(afterRetries.issueReports).toHaveLength(1);
  expect(await sandboxRefunds(uuid)).toHaveLength(refundsBefore + 1);

  // Through the page: the best match that replaced the first line was damaged too.
  await page.goto(`/order/${uuid}`);
  await page.getByRole("button", { name: "Report an issue" }).click();
  const dialog = page.getByRole("dialog", { name: "Report an issue" });
  await dialog.getByRole("checkbox", { name: new RegExp(names.approved) }).check();
  await dialog.getByRole("radio", { name: "Damaged" }).check();
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog).toBeHidden();
  const order = await readOrder(page, uuid);
  const report = order.issueReports?.at(-1);
  expect(report?.outcome).toBe("REFUNDED");
  await expect(toast(page, report?.explanation ?? "")).toBeVisible();
  const reports = page.getByRole("region", { name: "Reported Issues" });
  await expect(reports.getByRole("listitem")).toHaveCount(2);
  await expect(reports).toContainText(report?.explanation ?? "");
  await expectSummaryMatchesServer(page, uuid);

  // Each report paid back once, and the Refunds line is every refund of the order.
  const refunds = await sandboxRefunds(uuid);
  expect(refunds).toHaveLength(refundsBefore + 2);
  expect(refunds.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0)).toBe(
    cents(order.formattedRefundAmount ?? ""),
  );
});
