import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeErrors, schemaErrors } from "../mocks/validator";
import { signInCustomer } from "./support/auth";
import { getTestApp } from "./support/testApp";
import { fuzzOperations, requestsFor, type FuzzRequest } from "./fuzz/contractRequests";

/**
 * Every operation of the contract, called with addresses, queries and bodies generated from its
 * schemas and corrupted with hostile values: no request may answer 5xx, and every 4xx answers
 * the contract's error body. Seeded, so a failure replays; fast-check shrinks it to a small case.
 */

const SEED = 1515;
const REQUESTS_PER_OPERATION = 30;
const MIN_REQUESTS = 2000;

const operations = fuzzOperations();
let sent = 0;
const statuses = new Map<number, number>();

/** Most requests carry a customer's token so protected operations get past the session check. */
const credentials = fc.constantFrom(
  "customer",
  "customer",
  "customer",
  "customer",
  "none",
  "bogus",
);

/**
 * Sends `request` through app.inject. An event stream that opened stays open until it is ended:
 * the store's streams are ended while it waits, so its answer (200 and the first events) is read.
 */
async function send(request: FuzzRequest, token: string | null, streams: boolean) {
  const { app, context } = await getTestApp();
  sent += 1;
  const ending = streams ? setInterval(() => context.eventStreams.closeAll(), 20) : null;
  const response = await app
    .inject({
      method: request.method,
      url: request.url,
      headers: {
        "x-requested-with": "XMLHttpRequest",
        ...request.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
    .finally(() => {
      if (ending) clearInterval(ending);
    });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

describe("the contract under fuzzing", () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    "%s never answers 5xx, and answers every 4xx with the error body",
    { timeout: 60_000 },
    async (_operationId, operation) => {
      // Each operation gets a customer of its own: logout or account deletion only affect it.
      const customer = await signInCustomer();
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), credentials, async (request, who) => {
          const token = who === "customer" ? customer.token : who === "bogus" ? "bogus" : null;
          const response = await send(request, token, operation.streams);
          const label = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode < 400) return;
          expect(response.headers["content-type"], label).toMatch(/^application\/json/);
          const errors = schemaErrors("#/components/schemas/Error", response.json());
          expect(errors, `${label}\n${describeErrors(errors)}`).toEqual([]);
        }),
        { seed: SEED, numRuns: REQUESTS_PER_OPERATION },
      );
    },
  );

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    const tally = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    console.log(
      `contract fuzz: ${sent} requests to ${operations.length} operations (seed ${SEED}): ${tally}`,
    );
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
