import { ApiError } from "@/api/client";
import { checkoutMessages } from "./checkoutMessages";

/**
 * docs/product.md § Messages and errors: a failed checkout shows each entry of the answer's errors list, else its
 * message, else the fallback.
 */
export function placeOrderFailureMessages(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : undefined;
  const listed = body?.errors?.filter((entry) => entry.trim() !== "") ?? [];
  if (listed.length > 0) return listed;
  if (body?.message) return [body.message];
  return [checkoutMessages.placeFailed];
}
