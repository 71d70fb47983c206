import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { runDueSteps } from "../../server/modules/orders/fulfilment/simulator";
import type { Schemas } from "../../server/http/types";
import { sendCode, signInGuest, uniqueIp } from "./support/auth";
import { firstOpenSlot } from "./support/checkout";
import { expectContract } from "./support/contract";
import { callApi, uniquePhone } from "./support/requests";
import { getTestApp } from "./support/testApp";

afterEach(async () => (await getTestApp()).clock.reset());

/** Calls an operation and checks the answer against the contract before the journey goes on. */
async function step<T>(
  operationId: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: Parameters<typeof callApi>[2] = {},
): Promise<T> {
  const response = await callApi(method, url, options);
  expectContract(operationId, response);
  expect(response.statusCode, `${operationId}: ${response.body}`).toBeLessThan(300);
  return response.json() as T;
}

describe("a shopper's journey through the API", () => {
  it("goes from a guest cart to a rated, completed order", async () => {
    const { clock, context } = await getTestApp();

    // A guest fills a cart.
    const guest = await signInGuest();
    const products = await step<Schemas["ProductPage"]>(
      "listProducts",
      "GET",
      "/catalog/ui/products?name=rice&size=20",
    );
    const [first, second] = products.data.filter((product) => product.inStock === "IN_STOCK");
    if (!first || !second) throw new Error("No rice in stock to buy");
    for (const [product, qty] of [
      [first, 2],
      [second, 1],
    ] as const) {
      await step("replaceCartItem", "POST", "/cart/items/replace", {
        token: guest.token,
        body: { productId: product.id, qty },
      });
    }

    // Signing in by texted code keeps the guest's cart.
    const phone = uniquePhone();
    const otp = await sendCode(phone);
    const session = await step<Schemas["AuthSessionResponse"]>(
      "verifyLoginByPhone",
      "POST",
      "/auth/login-by-phone/verify",
      {
        body: { recipient: phone, otp, deviceId: guest.deviceId },
        ip: uniqueIp(),
      },
    );
    const token = session.data.token;
    expect(session.data.user.isGuestUser).toBe(false);
    const cart = (await step<Schemas["CartResponse"]>("getCart", "GET", "/cart", { token })).data;
    expect(cart.cartItems.map((line) => [line.product.id, line.qty])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);

    // An address and a card.
    const address = (
      await step<Schemas["AddressResponse"]>("createAddress", "POST", "/users/ui/address", {
        token,
        body: {
          label: "Home",
          addressLine1: "350 5th Ave",
          city: "New York",
          state: "NY",
          zip: "10118",
          latitude: 40.748817,
          longitude: -73.985428,
          country: "USA",
        },
      })
    ).data;
    const intent = (
      await step<Schemas["SaveCardResultResponse"]>(
        "createSaveCardIntent",
        "POST",
        "/orders/checkout/save-card",
        { token },
      )
    ).data;
    const confirmed = (
      await step<Schemas["SandboxCardResultResponse"]>(
        "confirmSandboxCard",
        "POST",
        "/orders/checkout/sandbox/confirm-card",
        {
          token,
          body: {
            clientSecret: intent.clientSecret,
            cardNumber: "4242 4242 4242 4242",
            expMonth: 12,
            expYear: 2034,
            cvc: "123",
          },
        },
      )
    ).data;
    const card = (
      await step<Schemas["PaymentMethodResponse"]>(
        "verifyCard",
        "POST",
        "/orders/checkout/verify-card",
        {
          token,
          body: {
            paymentIntentId: intent.paymentIntentId,
            paymentMethodId: confirmed.paymentMethodId,
          },
        },
      )
    ).data;
    expect(card).toMatchObject({ brand: "visa", last4: "4242" });

    // Checkout.
    const placed = (
      await step<Schemas["CheckoutResultResponse"]>("placeOrder", "POST", "/orders/checkout", {
        token,
        headers: { "idempotency-key": `journey-${Date.now()}` },
        body: {
          cartId: cart.uuid,
          customerName: "Amina Khan",
          customerPhone: phone,
          paymentMethodId: card.id,
          paymentMethod: "PAY_ONLINE",
          shipping: {
            addressLine1: address.addressLine1,
            city: address.city,
            state: address.state,
            zip: address.zip,
            dateTimeSlot: await firstOpenSlot(),
            userAddressId: address.id,
          },
        },
      })
    ).data;
    const order = async () =>
      (
        await step<Schemas["OrderResponse"]>("getOrder", "GET", `/orders/ui/${placed.uuid}`, {
          token,
        })
      ).data;
    expect(await order()).toMatchObject({
      status: "PENDING_ACCEPTED",
      formattedTotal: cart.formattedTotal,
    });

    // The simulated store prepares it, a rider takes it and delivers it.
    const seen = new Set<string>();
    for (let tick = 0; tick < 40 && (await order()).status !== "SHIPPED"; tick += 1) {
      clock.advance(5_000);
      await runDueSteps(context);
      const current = await order();
      seen.add(current.status);
      if (current.status === "PENDING_DISPATCHED") {
        expect(current.rider?.latitude).not.toBeNull();
        expect(current.orderThread).not.toBeNull();
      }
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(["PENDING_IN_PREPARATION", "PENDING_DISPATCHED", "SHIPPED"]),
    );
    const delivered = await order();
    expect(delivered).toMatchObject({
      status: "SHIPPED",
      canRate: true,
      canAddAdditionalTip: true,
    });

    // A thank-you tip, then the order waits for its review.
    const tipped = (
      await step<Schemas["OrderResponse"]>(
        "addAdditionalTip",
        "PUT",
        `/orders/ui/additional-tip/${placed.uuid}`,
        {
          token,
          body: { tipAmount: 5 },
          headers: { "idempotency-key": randomUUID() },
        },
      )
    ).data;
    // The later tip joins the Tip line and Total alike; Final Payment is that Total.
    expect(tipped.formattedTotal).not.toBe(delivered.formattedTotal);
    expect(tipped.formattedFinalPayment).toBe(tipped.formattedTotal);

    clock.advance(25_000);
    await runDueSteps(context);
    const toReview = await step<Schemas["OrderPage"]>(
      "listOrders",
      "GET",
      "/orders/ui?statuses=TO_REVIEW",
      { token },
    );
    expect(toReview.data.map((listed) => listed.uuid)).toEqual([placed.uuid]);

    const rated = (
      await step<Schemas["OrderResponse"]>("rateOrder", "POST", `/orders/ui/rate/${placed.uuid}`, {
        token,
        body: { orderRating: 5, orderComments: "All fresh", driverRating: 5 },
      })
    ).data;
    expect(rated).toMatchObject({ status: "COMPLETED", canRate: false });
    const completed = await step<Schemas["OrderPage"]>(
      "listOrders",
      "GET",
      "/orders/ui?statuses=COMPLETED",
      { token },
    );
    expect(completed.data.map((listed) => listed.uuid)).toEqual([placed.uuid]);
    const stillToReview = await step<Schemas["OrderPage"]>(
      "listOrders",
      "GET",
      "/orders/ui?statuses=TO_REVIEW",
      { token },
    );
    expect(stillToReview.data).toEqual([]);
  });
});
