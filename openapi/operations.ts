import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/**
 * The contract's operations as data: who may call each, its path, statuses and success schema.
 * One reader for everyone: the server routes and guards with it, the mock and API tests check
 * against it (node only: it reads the file).
 */

export const CONTRACT_PATH = fileURLToPath(new URL("./storefront.v1.yaml", import.meta.url));
const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;

type JsonObject = Record<string, unknown>;

/** Who may call: anyone, anyone with an optional session, or only a session. */
export type Access = "public" | "optional" | "session";

export interface ContractOperation {
  operationId: string;
  tag: string;
  method: (typeof HTTP_METHODS)[number];
  /** As written in the contract: "/cart/items/{id}". */
  path: string;
  access: Access;
  /** The lowest 2xx status the contract lists. */
  successStatus: number;
  /** "#/components/schemas/CartResponse", or null for an answer without a body (204). */
  successSchemaRef: string | null;
  /** Every status the contract lists for the operation. */
  statuses: number[];
  /** The media types its request body may have ("application/json"); empty without a body. */
  requestMediaTypes: string[];
  /** True when the contract marks the request body `required`. */
  requestBodyRequired: boolean;
}

function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function record(value: unknown): JsonObject {
  return isRecord(value) ? value : {};
}

export function readContract(): JsonObject {
  return record(parse(readFileSync(CONTRACT_PATH, "utf8")));
}

function accessOf(security: unknown): Access {
  if (!Array.isArray(security)) return "session";
  if (security.length === 0) return "public";
  return security.some(
    (requirement) => isRecord(requirement) && Object.keys(requirement).length === 0,
  )
    ? "optional"
    : "session";
}

function jsonSchemaRef(response: unknown): string | null {
  const schema = record(record(record(record(response).content)["application/json"]).schema);
  return typeof schema.$ref === "string" ? schema.$ref : null;
}

export function contractOperations(contract: JsonObject = readContract()): ContractOperation[] {
  const defaultSecurity = contract.security;
  return Object.entries(record(contract.paths)).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = record(record(item)[method]);
      if (typeof operation.operationId !== "string") return [];
      const responses = record(operation.responses);
      const statuses = Object.keys(responses)
        .map(Number)
        .sort((a, b) => a - b);
      const successStatus = statuses.find((status) => status >= 200 && status < 300) ?? 0;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      return [
        {
          operationId: operation.operationId,
          tag: typeof tags[0] === "string" ? tags[0] : "",
          method,
          path,
          access: accessOf(operation.security ?? defaultSecurity),
          successStatus,
          successSchemaRef: jsonSchemaRef(responses[String(successStatus)]),
          statuses,
          requestMediaTypes: Object.keys(record(record(operation.requestBody).content)),
          requestBodyRequired: record(operation.requestBody).required === true,
        },
      ];
    }),
  );
}
