import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { contractOperations } from "../../openapi/operations";
import { signInCustomer } from "./support/auth";
import { multipartBody, SUPPORT, supportThreadOf } from "./support/chat";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

/**
 * Inputs an outside probe sent that answered 500: each must answer 400 with the contract's error
 * body, and never reach a handler.
 */

const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const SOME_ORDER = "/orders/ui/rate/00000000-0000-4000-8000-000000000000";

function expectRefused(operationId: string, response: Awaited<ReturnType<typeof callApi>>) {
  expectContract(operationId, response);
  expect(response.statusCode, response.body).toBe(400);
}

describe("a JSON body nested 10,000 levels deep", () => {
  const jsonOperations = contractOperations().filter((operation) =>
    operation.requestMediaTypes.includes("application/json"),
  );

  it("answers 400 on the unauthenticated guest login", async () => {
    for (const levels of [5_000, 10_000, 100_000]) {
      const response = await callApi("POST", "/auth/guest-login", {
        body: `{"deviceId":${nested(levels)}}`,
        headers: { "content-type": "application/json" },
      });
      expectRefused("guestLogin", response);
      expect(response.json().message).toMatch(/nested/);
    }
  });

  it.each(jsonOperations.map((operation) => [operation.operationId, operation] as const))(
    "answers 400 on %s",
    async (operationId, operation) => {
      const { token } = await signInCustomer();
      const url = operation.path.replace(/\{[^}]+\}/g, "1");
      const method = operation.method.toUpperCase() as InjectOptions["method"];
      const response = await callApi(method, url, {
        token,
        body: nested(10_000),
        headers: { "content-type": "application/json" },
      });
      expectRefused(operationId, response);
    },
  );
});

describe("numbers that are not finite", () => {
  it.each([
    ["getProduct", "/catalog/ui/products/Infinity"],
    ["getProduct", "/catalog/ui/products/1e400"],
    ["listProducts", "/catalog/ui/products?size=1e400"],
    ["listProducts", "/catalog/ui/products?page=Infinity"],
    ["listProducts", "/catalog/ui/products?categoryId=-Infinity"],
    ["listOrders", "/orders/ui?page=1e400"],
  ])("%s %s answers 400", async (operationId, url) => {
    const { token } = await signInCustomer();
    const response = await callApi("GET", url, { token });
    expectRefused(operationId, response);
  });

  it.each([
    ["replaceCartItem", "POST", "/cart/items/replace", `{"productId":"Infinity","qty":1}`],
    ["replaceCartItem", "POST", "/cart/items/replace", `{"productId":1e400,"qty":1}`],
    ["saveForLater", "POST", "/cart/items/saved-for-later", `{"productId":"Infinity"}`],
    [
      "moveSavedToCart",
      "POST",
      "/cart/items/saved-for-later/move-to-cart",
      `{"productId":"1e400"}`,
    ],
    ["removeSavedForLater", "DELETE", "/cart/items/saved-for-later", `{"ids":[1e400]}`],
  ] as const)("%s with %s %s %s answers 400", async (operationId, method, url, body) => {
    const { token } = await signInCustomer();
    const response = await callApi(method, url, {
      token,
      body,
      headers: { "content-type": "application/json" },
    });
    expectRefused(operationId, response);
    expect(response.json().errors.join(" ")).toMatch(/body\.(productId|ids)/);
  });
});

describe("a body of the wrong types", () => {
  const settings = (value: unknown) =>
    Object.fromEntries(
      [
        "promotionsEmailNotifications",
        "promotionsPushNotifications",
        "promotionsSmsNotifications",
        "personalizedEmailNotifications",
        "personalizedPushNotifications",
        "personalizedSmsNotifications",
        "orderPushNotifications",
      ].map((name) => [name, value]),
    );

  it.each([
    ["replaceCartItem", "POST", "/cart/items/replace", { productId: 1, qty: null }, "body.qty"],
    ["replaceCartItem", "POST", "/cart/items/replace", { productId: 1, qty: true }, "body.qty"],
    ["replaceCartItem", "POST", "/cart/items/replace", { productId: "1", qty: 1 }, "productId"],
    ["setCartTip", "PUT", "/cart/tip", { tipAmount: "5" }, "body.tipAmount"],
    ["setCartTip", "PUT", "/cart/tip", { tipAmount: [5] }, "body.tipAmount"],
    ["guestLogin", "POST", "/auth/guest-login", { deviceId: 12345678 }, "body.deviceId"],
    ["removeSavedForLater", "DELETE", "/cart/items/saved-for-later", { ids: ["1"] }, "body.ids"],
    [
      "updateNotificationSettings",
      "PUT",
      "/users/ui/notification-settings",
      settings(1),
      "body.promotionsEmailNotifications",
    ],
    [
      "updateNotificationSettings",
      "PUT",
      "/users/ui/notification-settings",
      settings(0),
      "body.orderPushNotifications",
    ],
    [
      "verifyLoginByPhone",
      "POST",
      "/auth/login-by-phone/verify",
      { recipient: "+12125550100", otp: 1234, deviceId: "device-1" },
      "body.otp",
    ],
    [
      "updateDeliveryInstructions",
      "PUT",
      SOME_ORDER.replace("rate", "delivery-instructions"),
      { note: "", leaveAtDoorstep: "true" },
      "body.leaveAtDoorstep",
    ],
    ["rateOrder", "POST", SOME_ORDER, { orderRating: "5", driverRating: 5 }, "body.orderRating"],
  ] as const)("%s %s %s with %j answers 400 naming %s", async (...testCase) => {
    const [operationId, method, url, body, field] = testCase;
    const { token } = await signInCustomer();
    const response = await callApi(method, url, { token, body });
    expectRefused(operationId, response);
    expect(response.json().errors.join(" ")).toContain(field);
  });
});

describe("a malformed support chat form", () => {
  const MESSAGES = `${SUPPORT}/messages`;

  it.each([
    ["without a boundary", "multipart/form-data", "--x\r\n"],
    [
      "cut short",
      "multipart/form-data; boundary=cut",
      `--cut\r\nContent-Disposition: form-data; name="type"\r\n\r\nTE`,
    ],
    [
      "with a malformed part header",
      "multipart/form-data; boundary=bad",
      `--bad\r\nContent-Disposition form-data\r\n\r\nTEXT\r\n--bad--\r\n`,
    ],
  ])("%s answers 400", async (_case, contentType, payload) => {
    const { token } = await signInCustomer();
    const response = await callApi("POST", MESSAGES, {
      token,
      body: payload,
      headers: { "content-type": contentType },
    });
    expectRefused("sendSupportChatMessage", response);
  });

  it("holding NUL in its text answers 400 naming the field", async () => {
    const { token } = await signInCustomer();
    const threadId = await supportThreadOf(token);
    const { payload, contentType } = await multipartBody({
      threadId,
      type: "TEXT",
      message: "hello\u0000there",
    });
    const response = await callApi("POST", MESSAGES, {
      token,
      body: payload,
      headers: { "content-type": contentType },
    });
    expectRefused("sendSupportChatMessage", response);
    expect(response.json().errors).toEqual(["body.message must not contain the NUL character"]);
  });
});
