import type { AppContext } from "../../context";
import { unprocessable } from "../../http/errors";
import { PaymentError, type ChargeRequest, type ChargeResult } from "../../providers/payments";

/**
 * Charges a saved card for an order or a tip. A refusal (declined, expired, insufficient funds)
 * is the shopper's 422 in the provider's words; anything else is the server's error.
 */
export async function chargeCard(
  context: AppContext,
  request: ChargeRequest,
): Promise<ChargeResult> {
  try {
    return await context.payments.charge(request);
  } catch (error) {
    if (error instanceof PaymentError) throw unprocessable(error.message, [error.message]);
    throw error;
  }
}
