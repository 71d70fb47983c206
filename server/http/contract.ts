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
