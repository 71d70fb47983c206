import type { LightMyRequestResponse as InjectResponse } from "fastify";
import { expect } from "vitest";
import { contractOperations, readContract } from "../../../openapi/operations";
import { describeErrors, schemaErrors } from "../../../src/mocks/testing/validator";

type JsonObject = Record<string, unknown>;
const contract = readContract();
const operations = new Map(contractOperations(contract).map((op) => [op.operationId, op]));

function record(value: unknown): JsonObject {
  return typeof value === "object" && value !== null ? (value as JsonObject) : {};
}

/** The schema ref the contract gives for `status` of an operation (following response $refs). */
function responseSchemaRef(
  path: string,
  method: string,
  status: number,
): string | null | undefined {
  const operation = record(record(record(contract.paths)[path])[method]);
  let response = record(record(operation.responses)[String(status)]);
  if (Object.keys(response).length === 0) return undefined;
  if (typeof response.$ref === "string") {
    const name = response.$ref.split("/").pop() ?? "";
    response = record(record(record(contract.components).responses)[name]);
  }
  const schema = record(record(record(response.content)["application/json"]).schema);
  return typeof schema.$ref === "string" ? schema.$ref : null;
}

/**
 * Asserts that an answer is one the contract promises for the operation: a listed status, and a
 * body valid against that status's schema (no body for 204, Retry-After on 429 and 503).
 */
export function expectContract(operationId: string, response: InjectResponse): void {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const label = `${operationId} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(operation.statuses, label).toContain(response.statusCode);
  const ref = responseSchemaRef(operation.path, operation.method, response.statusCode);
  if (response.statusCode === 204) {
    expect(response.body, label).toBe("");
    return;
  }
  expect(response.headers["content-type"], label).toMatch(/^application\/json/);
  if (response.statusCode === 429 || response.statusCode === 503) {
    expect(response.headers["retry-after"], label).toMatch(/^\d+$/);
  }
  if (!ref) return;
  const errors = schemaErrors(ref, response.json());
  expect(errors, `${label}\n${describeErrors(errors)}`).toEqual([]);
}
