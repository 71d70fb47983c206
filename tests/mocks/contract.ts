/** The contract as the mock tests read it (the reader itself is shared with the server). */
export {
  contractOperations,
  readContract,
  type Access,
  type ContractOperation,
} from "../../openapi/operations";

/** "/cart/items/{id}" → a pattern that matches "/cart/items/1001" and nothing longer. */
export function pathPattern(path: string): RegExp {
  // Contract paths hold only letters, "-", "/" and {parameters}: nothing else to escape.
  return new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`);
}
