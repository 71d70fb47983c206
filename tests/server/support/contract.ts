import { expect } from "vitest";
import { contractOperations, readContract } from "../../../openapi/operations";
import { describeErrors, schemaErrors } from "../../mocks/validator";

type JsonObject = Record<string, unknown>;
const contract = readContract();
const operations = new Map(contractOperations(contract).map((op) => [op.operationId, op]));

function record(value: unknown): JsonObject {
  return typeof value === "object" && value !== null ? (value as JsonObject) : {};
}

/** The media types (with their schemas) the contract gives for `status` of an operation, following response $refs. */
function responseContent(path: string, method: string, status: number): JsonObject | undefined {
  const operation = record(record(record(contract.paths)[path])[method]);
  let response = record(record(operation.responses)[String(status)]);
  if (Object.keys(response).length === 0) return undefined;
  if (typeof response.$ref === "string") {
    const name = response.$ref.split("/").pop() ?? "";
    response = record(record(record(contract.components).responses)[name]);
  }
  return record(response.content);
}

/** An answer of the in-process app (Fastify's inject) or of a store over HTTP. */
export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * Asserts that an answer is one the contract promises for the operation: a listed status, a media
 * type the contract lists for that status, and a JSON body valid against its schema (no body for
 * 204, Retry-After on 429 and 503).
 */
export function expectContract(operationId: string, response: ApiAnswer): void {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const label = `${operationId} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(operation.statuses, label).toContain(response.statusCode);
  if (response.statusCode === 204) {
    expect(response.body, label).toBe("");
    return;
  }
  const content = responseContent(operation.path, operation.method, response.statusCode) ?? {};
  const mediaType = String(response.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  expect(Object.keys(content), `${label}\nanswered as ${mediaType}`).toContain(mediaType);
  if (response.statusCode === 429 || response.statusCode === 503) {
    expect(response.headers["retry-after"], label).toMatch(/^\d+$/);
  }
  if (mediaType !== "application/json") return;
  const schema = record(record(content["application/json"]).schema);
  if (typeof schema.$ref !== "string") return;
  const errors = schemaErrors(schema.$ref, response.json());
  expect(errors, `${label}\n${describeErrors(errors)}`).toEqual([]);
}
