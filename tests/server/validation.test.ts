import { describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { contractOperations } from "../../openapi/operations";
import { signInCustomer } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";

/** Malformed input answers 400 with the field named, before any handler runs. */
describe("invalid input", () => {
  const cases = [
    [
      "moveSavedToCart",
      "POST",
      "/cart/items/saved-for-later/move-to-cart",
      { productId: "rice" },
      "body.productId",
    ],
    [
      "deletePaymentMethod",
      "DELETE",
      `/orders/checkout/payment-methods/${"p".repeat(101)}`,
      undefined,
      "path.id",
    ],
    ["deleteAddress", "DELETE", "/users/ui/address/home", undefined, "path.id"],
    ["setDefaultAddress", "PATCH", "/users/ui/address/default/0", undefined, "path.id"],
    ["advanceOrder", "POST", "/dev/orders/42/advance", undefined, "path.id"],
    ["requestRestockNotification", "POST", "/catalog/ui/products/-3", undefined, "path.id"],
  ] as const;

  it("answers 400 with the error body for a path the router cannot match", async () => {
    const { token } = await signInCustomer();
    const response = await callApi(
      "DELETE",
      `/orders/checkout/payment-methods/${"p".repeat(600)}`,
      {
        token,
      },
    );
    expectContract("deletePaymentMethod", response);
    expect(response.statusCode).toBe(400);
  });

  it.each(cases)(
    "%s answers 400 naming the field",
    async (operationId, method, url, body, field) => {
      const { token } = await signInCustomer();
      const response = await callApi(method, url, { token, body });
      expectContract(operationId, response);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.join(" ")).toContain(field);
    },
  );
});

/** Every operation whose contract requires a body refuses a request without one. */
describe("a required body that is missing", () => {
  const needingBody = contractOperations().filter((operation) => operation.requestBodyRequired);

  it("is required by the operations that take input", () => {
    expect(needingBody.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(["replaceCartItem", "guestLogin", "createAddress", "placeOrder"]),
    );
  });

  it.each(needingBody.map((operation) => [operation.operationId, operation] as const))(
    "%s answers 400 with the error body",
    async (operationId, operation) => {
      const { token } = await signInCustomer();
      const url = operation.path.replace(/\{[^}]+\}/g, "1");
      const method = operation.method.toUpperCase() as InjectOptions["method"];
      const response = await callApi(method, url, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/body is required|Invalid request/);
      expectContract(operationId, response);
    },
  );
});
