import type { AppContext } from "../../context";
import { notFound, unprocessable } from "../../http/errors";
import type { UserRow } from "../../http/session";
import type { Schemas } from "../../http/types";
import { PaymentError, type PaymentCustomer } from "../../providers/payments";
import { confirmSandboxCard } from "../../providers/payments/sandbox";
import {
  findLiveCard,
  hasDefaultCard,
  insertCard,
  listLiveCards,
  makeDefaultCard,
  markCardDeleted,
  newestLiveCard,
  toPaymentMethod,
} from "./cardRepository";
import { withLiveUserLocked } from "./userLock";
import { CARD_FORM_NOT_FOUND_MESSAGE } from "../../../shared/errors/messages";

type PaymentMethod = Schemas["PaymentMethod"];

const NOT_CONFIRMED = "The card was not confirmed. Please try again.";
const cardNotFound = () => notFound("We could not find that card.");

function customerOf(user: UserRow): PaymentCustomer {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { userId: user.id, name: name || null, email: user.email, phone: user.phone };
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

export async function startSavingCard({ payments }: AppContext, user: UserRow) {
  const intent = await payments.createSetupIntent(customerOf(user));
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.intentId };
}

/** Saves the card the provider confirmed; the first card becomes the default. */
export async function saveVerifiedCard(
  { db, payments }: AppContext,
  user: UserRow,
  request: Schemas["VerifyCardRequest"],
): Promise<PaymentMethod> {
  // A repeated call (a double submit, a retry after a lost answer) gets the card it saved.
  const saved = await findLiveCard(db, user.id, request.paymentMethodId);
  if (saved) return toPaymentMethod(saved);
  const card = await refusalsAs422(() =>
    payments.confirmSavedCard(customerOf(user), request.paymentIntentId, request.paymentMethodId),
  );
  const row = await withLiveUserLocked(
    db,
    user.id,
    async (tx) =>
      // Or any card, should the list have lost its default.
      (await insertCard(tx, user.id, payments.name, card, !(await hasDefaultCard(tx, user.id)))) ??
      (await findLiveCard(tx, user.id, card.paymentMethodId)),
  );
  if (!row) throw unprocessable(NOT_CONFIRMED);
  return toPaymentMethod(row);
}

export async function listCards({ db }: AppContext, userId: number): Promise<PaymentMethod[]> {
  return (await listLiveCards(db, userId)).map(toPaymentMethod);
}

/** Removes a card from the list; the newest other card inherits the default. */
export async function removeCard(context: AppContext, userId: number, paymentMethodId: string) {
  await withLiveUserLocked(context.db, userId, async (tx) => {
    const removed = await markCardDeleted(tx, userId, paymentMethodId, context.now());
    if (!removed) throw cardNotFound();
    if (!removed.isDefault) return;
    const heir = await newestLiveCard(tx, userId);
    if (heir) await makeDefaultCard(tx, userId, heir.id);
  });
  try {
    await context.payments.removeCard(paymentMethodId);
  } catch (error) {
    // The card is gone from the shopper's list either way; a detach that failed is only
    // logged (Stripe keeps an unused card harmlessly).
    context.log.warn({ err: error, paymentMethodId }, "The provider did not remove a card");
  }
}

export function makeCardDefault(
  { db }: AppContext,
  userId: number,
  paymentMethodId: string,
): Promise<PaymentMethod[]> {
  return withLiveUserLocked(db, userId, async (tx) => {
    if (!(await makeDefaultCard(tx, userId, paymentMethodId))) throw cardNotFound();
    return (await listLiveCards(tx, userId)).map(toPaymentMethod);
  });
}

/** The offline card form's submit: answers the payment method it saved at the sandbox. */
export async function confirmSandboxCardForm(
  { db, payments, config, now }: AppContext,
  userId: number,
  form: Schemas["SandboxCardRequest"],
): Promise<string> {
  if (payments.name !== "sandbox" || config.production) {
    throw notFound("The sandbox card form is not available on this server.");
  }
  const paymentMethodId = await refusalsAs422(() => confirmSandboxCard(db, userId, form, now()));
  if (!paymentMethodId) throw notFound(CARD_FORM_NOT_FOUND_MESSAGE);
  return paymentMethodId;
}
