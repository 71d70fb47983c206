import { describe, expect, it } from "vitest";
import { server } from "../node";
import { contractOperations, pathPattern, type ContractOperation } from "../testing/contract";
import { exampleCalls } from "../testing/exampleCalls";
import { client, signInAs, serveMockApiInEachTest } from "../testing/setup";
import { describeErrors, schemaErrors } from "../testing/validator";
import { handlers } from ".";

serveMockApiInEachTest();

const operations = contractOperations();
/** it.each rows named by operationId. */
const byId = (list: readonly ContractOperation[]) =>
  list.map((operation) => [operation.operationId, operation] as const);

function exampleCallFor(operationId: string) {
  const call = Object.entries(exampleCalls).find(([id]) => id === operationId)?.[1];
  if (!call) throw new Error(`No example call for ${operationId} in testing/exampleCalls.ts`);
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
  it("has the 66 operations these mocks were written for", () => {
    expect(operations).toHaveLength(66);
  });

  it("has a default handler for every operation, and no handler outside it", () => {
    const routes = handlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
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
  it.each(byId(operations))("%s answers its success shape", async (operationId, operation) => {
    signInAs("customer");
    const lastRequest = recordRequests();
    const { response, data } = await exampleCallFor(operationId)(client);
    const [method, path] = lastRequest()?.split(" ") ?? [];

    expect(method).toBe(operation.method.toUpperCase());
    expect(path).toMatch(pathPattern(operation.path));
    expect(response.status).toBe(operation.successStatus);
    if (operation.successSchemaRef) {
      const errors = schemaErrors(operation.successSchemaRef, data);
      expect(errors, describeErrors(errors)).toEqual([]);
    } else {
      expect(data).toBeUndefined();
    }
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
      expect(response.status).toBe(operation.successStatus);
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
