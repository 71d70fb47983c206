import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { AppContext } from "../../../server/context";
import {
  categories,
  orders,
  productCategories,
  productTags,
  tags,
} from "../../../server/db/schema";
import type { Schemas } from "../../../server/http/types";
import { advanceOrder } from "../../../server/modules/orders/fulfilment/simulator";
import { signInCustomer, type SignedIn } from "./auth";
import { saveSandboxCard } from "./cards";
import {
  cartCall,
  getCart,
  insertProduct,
  lineOf,
  removeCartFixtures,
  setQty,
  testDb,
  type TestProduct,
} from "./cart";
import { checkoutBody, placeOrder } from "./checkout";
import { expectContract } from "./contract";
import { callApi } from "./requests";
import { createAddress } from "./users";

/**
 * Fixtures of the "If unavailable" tests (docs/replacements.md: replacements, shortages, reports
 * after delivery): categories of their own, so the seeded catalogue never joins the candidates,
 * products placed in them, and orders placed through checkout. `removeReplacementFixtures` removes
 * them again, the orders before their products.
 */

type Order = Schemas["Order"];

const created = { categories: [] as number[], orders: [] as string[] };

export async function insertCategory(
  name: string,
  parentId: number | null = null,
): Promise<number> {
  const [row] = await (
    await testDb()
  )
    .insert(categories)
    .values({ name: `${name} ${process.pid}`, parentId, position: 999 })
    .returning({ id: categories.id });
  if (!row) throw new Error("The category fixture was not written");
  created.categories.push(row.id);
  return row.id;
}

/** Puts the product in these categories, with these dietary marks (tags the seed has). */
export async function placeProduct(
  product: TestProduct,
  categoryIds: number[],
  marks: string[] = [],
) {
  const db = await testDb();
  await db
    .insert(productCategories)
    .values(categoryIds.map((categoryId) => ({ productId: product.id, categoryId })));
  if (marks.length === 0) return;
  const found = await db.select().from(tags).where(inArray(tags.name, marks));
  expect(found.map((tag) => tag.name).sort()).toEqual([...marks].sort());
  await db
    .insert(productTags)
    .values(found.map((tag) => ({ productId: product.id, tagUuid: tag.uuid })));
}

/** A 1 kg product at this price, in one sub-category. */
export async function insertProductIn(
  label: string,
  priceCents: number,
  categoryId: number,
): Promise<TestProduct> {
  const made = await insertProduct({ label, priceCents, weight: "1 kg" });
  await placeProduct(made, [categoryId]);
  return made;
}

export interface LineSpec {
  product: TestProduct;
  qty?: number;
  choice?: Schemas["IfUnavailableChoice"];
  replacement?: TestProduct;
}

export interface PlacedOrder {
  customer: SignedIn;
  uuid: string;
}

/**
 * A customer's order of these lines, placed and paid through checkout (a new customer unless
 * given). A line with a `choice` has it set on its cart line first, with its `replacement`; the
 * others keep the cart's.
 */
export async function placeOrderOf(
  lines: LineSpec[],
  options: { customer?: SignedIn; couponCode?: string } = {},
): Promise<PlacedOrder> {
  const customer = options.customer ?? (await signInCustomer());
  const address = await createAddress(customer.token);
  const paymentMethodId = await saveSandboxCard(customer.token, "4242 4242 4242 4242");
  for (const line of lines) await setQty(customer.token, line.product.id, line.qty ?? 1);
  const chosen = lines.filter((line) => line.choice !== undefined);
  const cart = chosen.length > 0 ? await getCart(customer.token) : null;
  for (const line of chosen) {
    const cartLine = cart && lineOf(cart, line.product.id);
    if (!cartLine) throw new Error(`${line.product.name} is not in the cart`);
    const response = await cartCall(
      "setCartItemIfUnavailable",
      "PUT",
      `/cart/items/${cartLine.id}/if-unavailable`,
      customer.token,
      {
        choice: line.choice,
        ...(line.replacement ? { replacementProductId: line.replacement.id } : {}),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  }
  if (options.couponCode) {
    const applied = await cartCall("applyCartCoupon", "PUT", "/cart/coupon", customer.token, {
      code: options.couponCode,
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const body = await checkoutBody(customer.token, { addressId: address.id, paymentMethodId });
  const placed = await placeOrder(customer.token, { ...body, customerPhone: customer.phone });
  expect(placed.statusCode, placed.body).toBe(201);
  const { uuid } = (placed.json() as Schemas["CheckoutResultResponse"]).data;
  created.orders.push(uuid);
  return { customer, uuid };
}

/** Steps the order as the simulator would, until it reaches `status`. */
export async function advanceUntil(context: AppContext, uuid: string, status: string) {
  for (let steps = 0; steps < 10; steps += 1) {
    if ((await advanceOrder(context, uuid)) === status) return;
  }
  throw new Error(`Order ${uuid} never reached ${status}`);
}

/** The order as its customer's order page reads it. */
export async function getOrder(placed: PlacedOrder): Promise<Order> {
  const response = await callApi("GET", `/orders/ui/${placed.uuid}`, {
    token: placed.customer.token,
  });
  expectContract("getOrder", response);
  return (response.json() as Schemas["OrderResponse"]).data;
}

/** The order's line of the product. */
export function lineOfProduct(order: Order, product: TestProduct) {
  const line = order.orderProducts.find((candidate) => candidate.product.id === product.id);
  if (!line) throw new Error(`${product.name} is not in the order`);
  return line;
}

/** The texts sent to a phone, from the development SMS outbox. */
export async function textsTo(phone: string): Promise<string[]> {
  const response = await callApi("GET", `/dev/sms-outbox?recipient=${encodeURIComponent(phone)}`);
  return (response.json() as Schemas["SmsMessageListResponse"]).data.map((sms) => sms.body);
}

/** Turns on the customer's SMS news of products, the setting order texts follow. */
export async function takeSmsNews(token: string) {
  const response = await callApi("PUT", "/users/ui/notification-settings", {
    token,
    body: {
      promotionsEmailNotifications: true,
      promotionsPushNotifications: true,
      promotionsSmsNotifications: false,
      personalizedEmailNotifications: true,
      personalizedPushNotifications: true,
      personalizedSmsNotifications: true,
      orderPushNotifications: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Removes the orders placed, the products (with the cart fixtures) and the categories. */
export async function removeReplacementFixtures() {
  const db = await testDb();
  if (created.orders.length > 0) {
    await db.delete(orders).where(inArray(orders.uuid, created.orders));
  }
  await removeCartFixtures();
  await db.delete(categories).where(inArray(categories.parentId, created.categories));
  await db.delete(categories).where(inArray(categories.id, created.categories));
  created.orders = [];
  created.categories = [];
}
