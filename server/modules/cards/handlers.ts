import type { Database, Executor } from "../../db/client";
import { badRequest, notFound, unauthorized, unprocessable } from "../../http/errors";
import { requireSession, type UserRow } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { PaymentError, type PaymentCustomer } from "../../providers/payments";
import { confirmSandboxCard } from "../../providers/payments/sandbox";
import { verifyStripeEvent } from "../../providers/payments/stripeWebhook";
import {
  findLiveCard,
  hasDefaultCard,
  insertCard,
  listLiveCards,
  lockCardList,
  makeDefaultCard,
  markCardDeleted,
  newestLiveCard,
  toPaymentMethod,
} from "./repository";
import { applyStripeEvent } from "./webhook";

const NOT_CONFIRMED = "The card was not confirmed. Please try again.";
const cardNotFound = () => notFound("We could not find that card.");

function customerOf(user: UserRow): PaymentCustomer {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { userId: user.id, name: name || null, email: user.email, phone: user.phone };
}

/** Runs a write to the user's default flag in a transaction that holds the user's lock. */
function withCardList<T>(
  db: Database,
  userId: number,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Only an account deleted while this request ran gets here without a live user.
    if (!(await lockCardList(tx, userId))) throw unauthorized();
    return work(tx);
  });
}

/** A refusal of the payment provider (a decline, an unconfirmed card) is the shopper's 422. */
async function refusalsAs422<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentError) throw unprocessable(error.message);
    throw error;
  }
}

export const cardHandlers: ModuleHandlers<
  | "createSaveCardIntent"
  | "verifyCard"
  | "listPaymentMethods"
  | "deletePaymentMethod"
  | "setDefaultPaymentMethod"
  | "confirmSandboxCard"
  | "receiveStripeWebhook"
> = ({ db, payments, config, log, now }) => ({
  createSaveCardIntent: async ({ session }) => {
    const intent = await payments.createSetupIntent(customerOf(requireSession(session).user));
    return { data: { clientSecret: intent.clientSecret, paymentIntentId: intent.intentId } };
  },

  verifyCard: async ({ body, session }) => {
    const user = requireSession(session).user;
    // A repeated call (a double submit, a retry after a lost answer) gets the card it saved.
    const saved = await findLiveCard(db, user.id, body.paymentMethodId);
    if (saved) return { data: toPaymentMethod(saved) };
    const card = await refusalsAs422(() =>
      payments.confirmSavedCard(customerOf(user), body.paymentIntentId, body.paymentMethodId),
    );
    const row = await withCardList(
      db,
      user.id,
      async (tx) =>
        // The first card (or any, should the list have lost its default) becomes the default.
        (await insertCard(
          tx,
          user.id,
          payments.name,
          card,
          !(await hasDefaultCard(tx, user.id)),
        )) ?? (await findLiveCard(tx, user.id, card.paymentMethodId)),
    );
    if (!row) throw unprocessable(NOT_CONFIRMED);
    return { data: toPaymentMethod(row) };
  },

  listPaymentMethods: async ({ session }) => ({
    data: (await listLiveCards(db, requireSession(session).user.id)).map(toPaymentMethod),
  }),

  deletePaymentMethod: async ({ params, session }) => {
    const user = requireSession(session).user;
    await withCardList(db, user.id, async (tx) => {
      const removed = await markCardDeleted(tx, user.id, params.id, now());
      if (!removed) throw cardNotFound();
      if (!removed.isDefault) return;
      const heir = await newestLiveCard(tx, user.id);
      if (heir) await makeDefaultCard(tx, user.id, heir.id);
    });
    try {
      await payments.removeCard(params.id);
    } catch (error) {
      // The card is gone from the shopper's list either way; a detach that failed is only
      // logged (Stripe keeps an unused card harmlessly).
      log.warn({ err: error, paymentMethodId: params.id }, "The provider did not remove a card");
    }
    return undefined;
  },

  setDefaultPaymentMethod: async ({ params, session }) => {
    const userId = requireSession(session).user.id;
    return {
      data: await withCardList(db, userId, async (tx) => {
        if (!(await makeDefaultCard(tx, userId, params.id))) throw cardNotFound();
        return (await listLiveCards(tx, userId)).map(toPaymentMethod);
      }),
    };
  },

  confirmSandboxCard: async ({ body, session }) => {
    if (payments.name !== "sandbox" || config.production) {
      throw notFound("The sandbox card form is not available on this server.");
    }
    const paymentMethodId = await refusalsAs422(() =>
      confirmSandboxCard(db, requireSession(session).user.id, body, now()),
    );
    if (!paymentMethodId) throw notFound("We could not find that card form. Please start again.");
    return { data: { paymentMethodId } };
  },

  receiveStripeWebhook: async ({ request }) => {
    const settings = config.payments;
    if (settings.provider !== "stripe" || !settings.webhookSecret) {
      throw notFound("Stripe webhooks are not enabled on this server.");
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
