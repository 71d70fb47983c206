import { describe, expect, it } from "vitest";
import { createHandlers } from "../../server/modules";
import { contractOperations } from "../../openapi/operations";
import { indexOperations, readContract } from "../../server/http/contract";
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

  // Sessions are checked before the input, so any path value reaches the check.
  const urlOf = (path: string) => path.replace(/\{\w+\}/g, "1");
  const sessionOperations = contractOperations().filter(
    (operation) => operation.access === "session",
  );

  it.each(sessionOperations.map((operation) => [operation.operationId, operation] as const))(
    "%s answers 401 without a session and with a revoked token",
    async (operationId, operation) => {
      const method = operation.method.toUpperCase() as "GET";
      const anonymous = await callApi(method, urlOf(operation.path));
      expectContract(operationId, anonymous);
      expect(anonymous.statusCode).toBe(401);
      const unknown = await callApi(method, urlOf(operation.path), { token: "revoked-or-made-up" });
      expect(unknown.statusCode).toBe(401);
    },
  );

  it.each(
    [...indexOperations(readContract()).values()]
      .filter((operation) => operation.customerOnly)
      .map((operation) => [operation.operationId, operation] as const),
  )("%s answers 403 to a guest", async (operationId, operation) => {
    const guest = await signInGuest();
    const response = await callApi(operation.method.toUpperCase() as "GET", urlOf(operation.path), {
      token: guest.token,
    });
    expectContract(operationId, response);
    expect(response.statusCode).toBe(403);
  });
});
