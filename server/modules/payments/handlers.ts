import { badRequest, notFound } from "../../http/errors";
import type { ModuleHandlers } from "../../http/types";
import { verifyStripeEvent } from "../../providers/payments/stripeWebhook";
import { STRIPE_NOT_ENABLED_MESSAGE } from "../../../shared/errors";
import { applyStripeEvent } from "../orders";

export const paymentHandlers: ModuleHandlers<"receiveStripeWebhook"> = ({ db, config, log }) => ({
  receiveStripeWebhook: async ({ request }) => {
    const settings = config.payments;
    if (settings.provider !== "stripe" || !settings.webhookSecret) {
      throw notFound(STRIPE_NOT_ENABLED_MESSAGE);
    }
    const signature = request.headers["stripe-signature"];
    const event =
      request.rawBody && typeof signature === "string"
        ? verifyStripeEvent(request.rawBody, signature, settings.webhookSecret)
        : null;
    if (!event) throw badRequest("The webhook signature does not verify.");
    await applyStripeEvent(db, event, log);
    return { data: { received: true } };
  },
});
