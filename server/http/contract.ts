import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { OperationId } from "./types";

export const CONTRACT_PATH = fileURLToPath(
  new URL("../../openapi/storefront.v1.yaml", import.meta.url),
);
export const API_PREFIX = "/api/v1";

/** Who may call an operation, read from its `security` in the contract. */
export type Access = "public" | "optional" | "session";

export interface OperationInfo {
  operationId: OperationId;
  tag: string;
  access: Access;
  /** The 2xx status the handler's answer is sent with. */
  successStatus: number;
  /** Guests get 403 here (contract: every orders, checkout, users and promotion operation). */
  customerOnly: boolean;
}

const CUSTOMER_ONLY_TAGS = new Set(["orders", "checkout", "users", "promotion"]);
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface RawOperation {
  operationId: OperationId;
  tags: string[];
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
}
interface RawContract {
  security?: Record<string, unknown>[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
}

function accessOf(security: Record<string, unknown>[] | undefined): Access {
  if (!security) return "session";
  if (security.length === 0) return "public";
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? "optional"
    : "session";
}

export function readContract(): Record<string, unknown> & RawContract {
  return parse(readFileSync(CONTRACT_PATH, "utf8")) as Record<string, unknown> & RawContract;
}

/** Every operation of the contract by operationId. */
export function indexOperations(contract: RawContract): Map<OperationId, OperationInfo> {
  const index = new Map<OperationId, OperationInfo>();
  for (const item of Object.values(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? "";
      const successStatus = Object.keys(operation.responses)
        .map(Number)
        .filter((status) => status >= 200 && status < 300)
        .sort((a, b) => a - b)[0];
      index.set(operation.operationId, {
        operationId: operation.operationId,
        tag,
        access: accessOf(operation.security ?? contract.security),
        successStatus: successStatus ?? 200,
        customerOnly: CUSTOMER_ONLY_TAGS.has(tag),
      });
    }
  }
  return index;
}
