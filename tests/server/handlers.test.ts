import { describe, expect, it } from "vitest";
import { createHandlers } from "../../server/modules";
import { contractOperations } from "../../openapi/operations";
import { signInCustomer, signInGuest } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

describe("server handlers", () => {
  it("has one handler for every operation of the contract, and none the contract lacks", async () => {
    const { context } = await getTestApp();
    const handled = Object.keys(createHandlers(context)).sort();
    const expected = contractOperations()
      .map((operation) => operation.operationId)
      .sort();
    expect(handled).toEqual(expected);
  });

  it("turns guests away from customer-only operations with 403 and keeps their token", async () => {
    const guest = await signInGuest();
    const refused = await callApi("GET", "/users/ui/address", { token: guest.token });
    expectContract("listAddresses", refused);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/sign in with your phone number/);
    const stillValid = await callApi("GET", "/catalog/ui/products/1", { token: guest.token });
    expect(stillValid.statusCode).toBe(200);

    const customer = await signInCustomer();
    const admitted = await callApi("GET", "/users/ui/address", { token: customer.token });
    expect(admitted.statusCode).not.toBe(403);
  });
});
