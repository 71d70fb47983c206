import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { databaseCustomerStore, type StripeCustomerStore } from "./stripeCustomers";
import { PaymentError, type PaymentCustomer, type PaymentsProvider } from "./types";

export type StripeSettings = Extract<Config["payments"], { provider: "stripe" }>;

export interface StripeProviderOptions {
  /** A client with a fake HTTP client in tests; a real one from the secret key otherwise. */
  stripe?: Stripe;
  customers?: StripeCustomerStore;
}

const NOT_CONFIRMED = "The card was not confirmed. Please try again.";
const notConfirmed = () => new PaymentError(NOT_CONFIRMED, "setup_intent_unexpected_state");

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable) => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * Card errors (declines) carry a message Stripe writes for the customer: they become
 * PaymentErrors. Anything else (bad key, network, invalid request) is our problem: a 500.
 */
async function declinesAsPaymentErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      // The SDK sets decline_code to "" when Stripe sent none (an expired card, say).
      throw new PaymentError(error.message, error.decline_code || error.code || "card_declined");
    }
    throw error;
  }
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "storefront" },
  });
}

/**
 * Stripe (https://docs.stripe.com/payments/save-and-reuse): a customer per user, SetupIntents
 * confirmed by Stripe.js in the browser, then off-session PaymentIntents on the saved card.
 */
export function createStripeProvider(
  settings: StripeSettings,
  db: Database,
  options: StripeProviderOptions = {},
): PaymentsProvider {
  const stripe = options.stripe ?? createStripeClient(settings);
  const customers = options.customers ?? databaseCustomerStore(db);

  async function customerOf(customer: PaymentCustomer): Promise<string> {
    const known = await customers.find(customer.userId);
    if (known) return known;
    const params = {
      name: customer.name ?? undefined,
      email: customer.email ?? undefined,
      phone: customer.phone ?? undefined,
      metadata: { userId: String(customer.userId) },
    };
    // Two first saves at once get the same Stripe customer instead of two.
    const digest = createHash("sha256").update(JSON.stringify(params)).digest("hex").slice(0, 16);
    const created = await stripe.customers.create(params, {
      idempotencyKey: `customer-${customer.userId}-${digest}`,
    });
    return customers.save(customer.userId, created.id);
  }

  return {
    name: "stripe",

    async createSetupIntent(customer) {
      const intent = await stripe.setupIntents.create({
        customer: await customerOf(customer),
        usage: "off_session",
        allowed_payment_method_types: ["card"],
        metadata: { userId: String(customer.userId) },
      });
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { clientSecret: intent.client_secret, intentId: intent.id };
    },

    async confirmSavedCard(customer, intentId, paymentMethodId) {
      const customerId = await customers.find(customer.userId);
      if (!customerId) throw notConfirmed();
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(intentId, { expand: ["payment_method"] });
      } catch (error) {
        const missing =
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "resource_missing";
        if (missing) throw notConfirmed();
        throw error;
      }
      const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
      const confirmed =
        intent.metadata?.userId === String(customer.userId) &&
        intent.status === "succeeded" &&
        idOf(intent.customer) === customerId &&
        method?.id === paymentMethodId &&
        // A detached card (removed earlier) cannot be saved again from its old intent.
        idOf(method.customer) === customerId;
      if (!confirmed || !method.card) throw notConfirmed();
      return {
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        providerCustomerId: customerId,
      };
    },

    async charge(request) {
      const customer = request.providerCustomerId ?? (await customers.find(request.userId));
      const intent = await declinesAsPaymentErrors(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: "usd",
            customer: customer ?? undefined,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: {
              orderUuid: request.orderUuid,
              userId: String(request.userId),
              // What findCharge searches by after a crash.
              idempotencyKey: request.idempotencyKey,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (intent.status === "succeeded") return { reference: intent.id, status: "succeeded" };
      if (intent.status === "processing") return { reference: intent.id, status: "pending" };
      const failure = intent.last_payment_error;
      throw new PaymentError(
        failure?.message ?? "Your card was declined.",
        failure?.decline_code ?? failure?.code ?? intent.status,
      );
    },

    async refund(request) {
      const refund = await declinesAsPaymentErrors(() =>
        stripe.refunds.create(
          { payment_intent: request.chargeReference, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { reference: refund.id };
    },

    async findCharge(idempotencyKey) {
      // Search is eventually consistent (Stripe indexes within about a minute): a charge made
      // seconds before a crash may be missed, and then the retry's create with the same
      // idempotency key answers that charge instead of making another.
      const found = await stripe.paymentIntents.search({
        query: `metadata['idempotencyKey']:'${idempotencyKey.replace(/[\\']/g, "\\$&")}'`,
        expand: ["data.latest_charge"],
      });
      const intent = found.data.find((each) => ["succeeded", "processing"].includes(each.status));
      if (!intent) return null;
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      return {
        reference: intent.id,
        amountCents: intent.amount,
        refundedCents: charge?.amount_refunded ?? 0,
      };
    },

    async removeCard(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },
  };
}
