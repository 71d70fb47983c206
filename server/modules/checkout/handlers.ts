import { requireSession, requireUserId } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { idempotencyKeyOf } from "../../idempotency/claims";
import {
  confirmSandboxCardForm,
  listCards,
  makeCardDefault,
  removeCard,
  saveVerifiedCard,
  startSavingCard,
} from "../users";
import { placeOrder } from "./placeOrder";

export const checkoutHandlers: ModuleHandlers<
  | "createSaveCardIntent"
  | "verifyCard"
  | "listPaymentMethods"
  | "deletePaymentMethod"
  | "setDefaultPaymentMethod"
  | "confirmSandboxCard"
  | "placeOrder"
> = (context) => ({
  createSaveCardIntent: async ({ session }) => ({
    data: await startSavingCard(context, requireSession(session).user),
  }),

  verifyCard: async ({ body, session }) => ({
    data: await saveVerifiedCard(context, requireSession(session).user, body),
  }),

  listPaymentMethods: async ({ session }) => ({
    data: await listCards(context, requireUserId(session)),
  }),

  deletePaymentMethod: async ({ params, session }) => {
    await removeCard(context, requireUserId(session), params.id);
    return undefined;
  },

  setDefaultPaymentMethod: async ({ params, session }) => ({
    data: await makeCardDefault(context, requireUserId(session), params.id),
  }),

  confirmSandboxCard: async ({ body, session }) => ({
    data: { paymentMethodId: await confirmSandboxCardForm(context, requireUserId(session), body) },
  }),

  placeOrder: async ({ body, session, request }) => {
    const key = idempotencyKeyOf(request.headers);
    return { data: { uuid: await placeOrder(context, requireUserId(session), body, key) } };
  },
});
