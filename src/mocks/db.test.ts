import { describe, expect, it } from "vitest";
import { resetMockDb } from "./db";
import { fixtureUuid } from "./fixtures";
import { client, signInAs, serveMockApiInEachTest } from "../../tests/mocks/setup";

serveMockApiInEachTest();

async function setQuantity(productId: number, qty: number) {
  const { data, response } = await client.POST("/cart/items/replace", { body: { productId, qty } });
  expect(response.status).toBe(200);
  return data?.data;
}

async function cart() {
  return (await client.GET("/cart")).data?.data;
}

describe("the cart flow through the mock API", () => {
  it("starts empty, gains a line on the first add and loses it at 0", async () => {
    signInAs("customer");
    expect((await cart())?.cartItems).toEqual([]);

    const added = await setQuantity(101, 1);
    expect(added?.cartItems).toHaveLength(1);
    expect(added?.cartItems[0]).toMatchObject({
      qty: 1,
      formattedPrice: "$15.29",
      formattedTotal: "$15.29",
      formattedOriginalTotal: "$17.99",
      product: { id: 101, qtyInCart: 1 },
    });
    // $15.29 + 4% tax $0.61 + service fee $1.99 + delivery fee $3.99.
    expect(await cart()).toMatchObject({
      formattedSubTotal: "$15.29",
      formattedTaxAmount: "$0.61",
      formattedTotal: "$21.88",
    });

    const plus = await setQuantity(101, 2);
    expect(plus?.cartItems[0]).toMatchObject({ qty: 2, formattedTotal: "$30.58" });

    const removed = await setQuantity(101, 0);
    expect(removed?.cartItems).toEqual([]);
    expect(removed?.formattedTotal).toBe("$0.00");
    const product = await client.GET("/catalog/ui/products/{id}", {
      params: { path: { id: 101 } },
    });
    expect(product.data?.data).toMatchObject({ qtyInCart: 0, cartItemId: null });
  });

  it("makes fees free over their thresholds and applies a coupon and a tip", async () => {
    signInAs("customer");
    await setQuantity(111, 5); // Desi Ghee at $10.39: $51.95
    await client.PUT("/cart/coupon", { body: { code: "save10" } });
    const { data } = await client.PUT("/cart/tip", { body: { tipAmount: 3 } });
    expect(data?.data).toMatchObject({
      coupon: { code: "SAVE10" },
      formattedSubTotal: "$51.95",
      formattedCouponAmount: "$5.20",
      isServiceFeeFree: true,
      isDeliveryFeeFree: true,
      formattedTipAmount: "$3.00",
      // 51.95 − 5.20 + tax 1.87 + tip 3.00
      formattedTotal: "$51.62",
    });
  });

  it("words its coupon nudges as the server does", async () => {
    signInAs("customer");
    // Basmati at $15.29 reaches CHAI3's $15 minimum, not WELCOME5's $20.
    expect((await setQuantity(101, 1))?.upsellCouponMessage).toBe(
      "Add $4.71 more to unlock WELCOME5 ($5 OFF).",
    );
    const unknown = await client.PUT("/cart/coupon", { body: { code: " NOPE " } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ message: "No coupon has the code NOPE." });

    await setQuantity(101, 2);
    await client.PUT("/cart/coupon", { body: { code: "WELCOME5" } });
    // An applied coupon the cart falls below again says what it still needs.
    expect((await setQuantity(101, 1))?.upsellCouponMessage).toBe(
      "Add $4.71 more to use WELCOME5 (minimum order $20.00).",
    );
  });

  it("moves a line to saved-for-later and back", async () => {
    signInAs("customer");
    await setQuantity(109, 2);
    const saved = await client.POST("/cart/items/saved-for-later", { body: { productId: 109 } });
    expect(saved.data?.data.cartItems).toEqual([]);
    const list = await client.GET("/cart/items/saved-for-later");
    expect(list.data?.data.map((item) => item.product.id)).toEqual([111, 109]);

    const back = await client.POST("/cart/items/saved-for-later/move-to-cart", {
      body: { productId: 109 },
    });
    expect(back.data?.data.cartItems.map((item) => [item.product.id, item.qty])).toEqual([
      [109, 1],
    ]);
  });

  it("places an order from the cart, which empties it", async () => {
    signInAs("customer");
    const line = await setQuantity(117, 2);
    const placed = await client.POST("/orders/checkout", {
      params: { header: { "Idempotency-Key": "db-test-checkout-1" } },
      body: {
        cartId: line?.uuid ?? "",
        customerName: "Amina Khan",
        customerPhone: "+15555550123",
        paymentMethodId: "pm_mock_visa_4242",
        paymentMethod: "PAY_ONLINE",
        shipping: {
          addressLine1: "245 Court Street",
          city: "Brooklyn",
          state: "NY",
          zip: "11201",
          dateTimeSlot: { date: "2026-06-01", timeSlotId: 3 },
          userAddressId: 1,
        },
      },
    });
    expect(placed.response.status).toBe(201);
    const uuid = placed.data?.data.uuid ?? "";
    const order = await client.GET("/orders/ui/{id}", { params: { path: { id: uuid } } });
    expect(order.data?.data).toMatchObject({
      status: "PENDING_ACCEPTED",
      canCancel: true,
      formattedSubTotal: "$6.58",
      orderShipping: {
        deliveryTimeSlot: { date: "2026-06-01", formattedTime: "4:00 PM - 6:00 PM" },
      },
    });
    expect((await cart())?.cartItems).toEqual([]);
  });
});

describe("tips added after checkout", () => {
  it("count in the Tip line, the Total and the Final Payment, so the summary adds up", async () => {
    signInAs("customer");
    // Delivered as the mock clock starts, so a tip can still be added.
    const id = fixtureUuid("order", 4);
    const before = (await client.GET("/orders/ui/{id}", { params: { path: { id } } })).data?.data;
    expect(before?.formattedFinalPayment).toBe(before?.formattedTotal);

    const { data } = await client.PUT("/orders/ui/additional-tip/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": "db-test-tip-1" } },
      body: { tipAmount: 4.5 },
    });
    const after = data?.data;
    const dollars = (money: string | undefined) => Number(money?.replace(/[$,]/g, ""));

    expect(dollars(after?.formattedTipAmount)).toBeCloseTo(
      dollars(before?.formattedTipAmount) + 4.5,
    );
    expect(dollars(after?.formattedTotal)).toBeCloseTo(dollars(before?.formattedTotal) + 4.5);
    expect(after?.formattedFinalPayment).toBe(after?.formattedTotal);
  });
});

describe("resetMockDb", () => {
  it("restores the seeded state", async () => {
    signInAs("customer");
    await setQuantity(101, 4);
    await client.DELETE("/cart/items/saved-for-later", { body: { ids: [3001] } });
    await client.PUT("/orders/ui/cancel/{id}", {
      params: { path: { id: "0de00000-0000-4000-8000-000000000001" } },
    });

    resetMockDb();

    expect((await cart())?.cartItems).toEqual([]);
    const saved = await client.GET("/cart/items/saved-for-later");
    expect(saved.data?.data.map((item) => item.id)).toEqual([3001]);
    const order = await client.GET("/orders/ui/{id}", {
      params: { path: { id: "0de00000-0000-4000-8000-000000000001" } },
    });
    expect(order.data?.data.status).toBe("PENDING_ACCEPTED");
  });
});
