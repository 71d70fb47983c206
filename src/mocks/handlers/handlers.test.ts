import { describe, expect, it } from "vitest";
import type { OperationId } from "@/api/types";
import { server } from "../node";
import { accessGuard } from "../session";
import {
  contractOperations,
  pathPattern,
  readContract,
  type ContractOperation,
} from "../../../tests/mocks/contract";
import { exampleCalls } from "../../../tests/mocks/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../../../tests/mocks/setup";
import { describeErrors, schemaErrors } from "../../../tests/mocks/validator";
import { handlers } from ".";

serveMockApiInEachTest();

const contract = readContract();
const operations = contractOperations(contract);

/**
 * Default handlers that answer another status the contract lists, as the store they stand in
 * for does.
 */
const OTHER_DEFAULT_ANSWERS: Partial<Record<OperationId, number>> = {
  // Like a store on the sandbox provider, without Stripe.
  receiveStripeWebhook: 404,
};

function defaultStatusOf(operation: ContractOperation): number {
  return (
    Object.entries(OTHER_DEFAULT_ANSWERS).find(([id]) => id === operation.operationId)?.[1] ??
    operation.successStatus
  );
}

/** The media types of an operation's success answer in the contract ([] for none, as 204). */
function successMediaTypes({ path, method, successStatus }: ContractOperation): string[] {
  const paths = contract.paths as Record<string, Record<string, unknown>> | undefined;
  const operation = paths?.[path]?.[method] as
    { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined;
  return Object.keys(operation?.responses?.[String(successStatus)]?.content ?? {});
}
/** it.each rows named by operationId. */
const byId = (list: readonly ContractOperation[]) =>
  list.map((operation) => [operation.operationId, operation] as const);

function exampleCallFor(operationId: string) {
  const call = Object.entries(exampleCalls).find(([id]) => id === operationId)?.[1];
  if (!call) throw new Error(`No example call for ${operationId} in tests/mocks/exampleCalls.ts`);
  return call;
}

/** "GET /cart" of the last request the mock server saw. */
function recordRequests(): () => string | undefined {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, "")}`);
  };
  server.events.on("request:start", listener);
  return () => {
    server.events.removeListener("request:start", listener);
    return seen.at(-1);
  };
}

describe("the contract", () => {
  it("has the 91 operations these mocks were written for", () => {
    expect(operations).toHaveLength(91);
  });

  it("has a default handler for every operation, and no handler outside it", () => {
    const routes = handlers
      .filter((handler) => handler !== accessGuard)
      .map(({ info }) => `${String(info.method)} ${String(info.path)}`);
    const expected = operations.map(
      ({ method, path }) => `${method.toUpperCase()} */api/v1${path.replace(/\{(\w+)\}/g, ":$1")}`,
    );
    const missing = operations.filter((_, index) => !routes.includes(expected[index] ?? ""));
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
    expect(routes.filter((route) => !expected.includes(route))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("every operation's default handler", () => {
  const answering = operations.filter(
    (operation) => defaultStatusOf(operation) === operation.successStatus,
  );
  it.each(byId(answering))("%s answers its success shape", async (operationId, operation) => {
    signInAs("customer");
    const lastRequest = recordRequests();
    const { response, data } = await exampleCallFor(operationId)(client);
    const [method, path] = lastRequest()?.split(" ") ?? [];

    expect(method).toBe(operation.method.toUpperCase());
    expect(path).toMatch(pathPattern(operation.path));
    expect(response.status).toBe(operation.successStatus);
    const mediaTypes = successMediaTypes(operation);
    if (operation.successSchemaRef) {
      const errors = schemaErrors(operation.successSchemaRef, data);
      expect(errors, describeErrors(errors)).toEqual([]);
    } else if (mediaTypes.length > 0) {
      // Bytes, labelled with the type they were recognised as: one the contract declares.
      expect(data instanceof Blob ? data.size : 0).toBeGreaterThan(0);
      expect(mediaTypes).toContain(response.headers.get("Content-Type"));
    } else {
      expect(mediaTypes).toEqual([]);
      expect(data).toBeUndefined();
    }
  });
});

describe("default handlers that answer as a store without a feature", () => {
  it.each(
    byId(operations.filter((operation) => defaultStatusOf(operation) !== operation.successStatus)),
  )("%s answers a status of its contract with the error body", async (operationId, operation) => {
    signInAs("customer");
    const { response, error } = await exampleCallFor(operationId)(client);
    expect(operation.statuses).toContain(defaultStatusOf(operation));
    expect(response.status).toBe(defaultStatusOf(operation));
    expect(schemaErrors("#/components/schemas/Error", error)).toEqual([]);
  });
});

describe("sessions", () => {
  const secured = operations.filter((operation) => operation.access === "session");
  const customerOnly = operations.filter((operation) => operation.statuses.includes(403));

  it.each(byId(secured))("%s answers 401 and the error body without a token", async (id) => {
    signInAs("nobody");
    const { response, error } = await exampleCallFor(id)(client);
    expect(response.status).toBe(401);
    expect(schemaErrors("#/components/schemas/Error", error)).toEqual([]);
  });

  it.each(byId(customerOnly))("%s answers 403 to a guest", async (id) => {
    signInAs("guest");
    const { response } = await exampleCallFor(id)(client);
    expect(response.status).toBe(403);
  });

  it.each(byId(operations.filter((operation) => operation.access !== "session")))(
    "%s answers without a token",
    async (id, operation) => {
      signInAs("nobody");
      const { response } = await exampleCallFor(id)(client);
      expect(response.status).toBe(defaultStatusOf(operation));
    },
  );

  it("personalises the catalogue only for a session", async () => {
    signInAs("customer");
    await client.POST("/cart/items/replace", { body: { productId: 101, qty: 3 } });
    const product = { params: { path: { id: 101 } } };

    const withSession = await client.GET("/catalog/ui/products/{id}", product);
    expect(withSession.data?.data).toMatchObject({ qtyInCart: 3, cartItemId: expect.any(Number) });

    signInAs("nobody");
    const anonymous = await client.GET("/catalog/ui/products/{id}", product);
    expect(anonymous.data?.data).toMatchObject({ qtyInCart: 0, cartItemId: null });
  });
});
