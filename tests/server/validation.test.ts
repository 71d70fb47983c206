import { describe, expect, it } from "vitest";
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
