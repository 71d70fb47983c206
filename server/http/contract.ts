import { contractOperations, readContract, type ContractOperation } from "../../openapi/operations";
import type { OperationId } from "./types";

export { readContract };
export const API_PREFIX = "/api/v1";

/** An operation as the server routes it: the contract's facts plus who it turns away. */
export interface OperationInfo extends Omit<ContractOperation, "operationId"> {
  operationId: OperationId;
  /** Guests get 403 here (contract: every orders, checkout, users and promotion operation). */
  customerOnly: boolean;
}

const CUSTOMER_ONLY_TAGS = new Set(["orders", "checkout", "users", "promotion"]);

/** Every operation of the contract by operationId. */
export function indexOperations(
  contract: ReturnType<typeof readContract>,
): Map<OperationId, OperationInfo> {
  return new Map(
    contractOperations(contract).map((operation) => [
      operation.operationId as OperationId,
      {
        ...operation,
        operationId: operation.operationId as OperationId,
        customerOnly: CUSTOMER_ONLY_TAGS.has(operation.tag),
      },
    ]),
  );
}

type JsonObject = Record<string, unknown>;
const asObject = (value: unknown): JsonObject =>
  typeof value === "object" && value !== null ? (value as JsonObject) : {};

/** The media types the contract answers with but no operation accepts (the chat file's types). */
export function answerOnlyMediaTypes(contract: ReturnType<typeof readContract>): string[] {
  const accepted = new Set(contractOperations(contract).flatMap((op) => op.requestMediaTypes));
  const answered = Object.values(asObject(contract.paths)).flatMap((item) =>
    Object.values(asObject(item)).flatMap((operation) =>
      Object.values(asObject(asObject(operation).responses)).flatMap((response) =>
        Object.keys(asObject(asObject(response).content)),
      ),
    ),
  );
  return [...new Set(answered)].filter(
    (type) => !accepted.has(type) && type !== "application/json",
  );
}
