import { STRIPE_NOT_ENABLED_MESSAGE } from "../../../shared/errors";
import { http } from "../http";
import { errorBody } from "../session";

/**
 * Stripe calls the webhook, never the web app. The mock store stands in for one on the sandbox
 * provider, which has no Stripe account: it answers 404 as that server does.
 */
export const paymentsHandlers = [
  http.post("/payments/stripe/webhook", ({ response }) =>
    response(404).json(errorBody(STRIPE_NOT_ENABLED_MESSAGE)),
  ),
];
