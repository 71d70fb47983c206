import { requireSession, requireUserId } from "../../http/session";
import type { ModuleHandlers } from "../../http/types";
import { idempotencyKeyOf } from "../../idempotency/claims";
import { cancelOrder, rateOrder, updateDeliveryInstructions } from "./actions";
import { streamOrderEvents } from "./orderEvents";
import { findOwnOrderOr404, listOwnOrders, listPreviouslyBought } from "./service";
import { parseIssueReportForm } from "./issueReportForm";
import { reportOrderIssue } from "./issueReports";
import { decideReplacement } from "./shortages";
import { addAdditionalTip } from "./tips";
import { orderBody } from "./view";

export const orderHandlers: ModuleHandlers<
  | "listOrders"
  | "listPreviouslyBoughtItems"
  | "getOrder"
  | "streamOrderEvents"
  | "cancelOrder"
  | "rateOrder"
  | "updateDeliveryInstructions"
  | "addAdditionalTip"
  | "decideReplacement"
  | "reportOrderIssue"
> = (context) => ({
  listOrders: ({ query, session }) => listOwnOrders(context, session, query),

  listPreviouslyBoughtItems: ({ query, session }) => listPreviouslyBought(context, session, query),

  getOrder: async ({ params, session }) => ({
    data: await orderBody(
      context,
      session,
      await findOwnOrderOr404(context, requireUserId(session), params.id),
    ),
  }),

  streamOrderEvents: ({ params, session, request, reply }) =>
    streamOrderEvents(context, session, params.id, request, reply),

  cancelOrder: async ({ params, session }) => ({
    data: await orderBody(
      context,
      session,
      await cancelOrder(context, requireUserId(session), params.id),
    ),
  }),

  rateOrder: async ({ params, body, session }) => ({
    data: await orderBody(
      context,
      session,
      await rateOrder(context, requireUserId(session), params.id, body),
    ),
  }),

  updateDeliveryInstructions: async ({ params, body, session }) => ({
    data: await orderBody(
      context,
      session,
      await updateDeliveryInstructions(context, requireUserId(session), params.id, body),
    ),
  }),

  addAdditionalTip: async ({ params, body, session, request }) => ({
    data: await orderBody(
      context,
      session,
      await addAdditionalTip(
        context,
        requireUserId(session),
        params.id,
        body.tipAmount,
        idempotencyKeyOf(request.headers),
      ),
    ),
  }),

  decideReplacement: async ({ params, body, session }) => ({
    data: await orderBody(
      context,
      session,
      await decideReplacement(
        context,
        requireUserId(session),
        params.id,
        params.orderProductId,
        body.decision,
      ),
    ),
  }),

  reportOrderIssue: async ({ params, session, request }) => {
    const user = requireSession(session).user;
    // Multipart bodies are not typed by the contract types (JSON only): parse what arrived.
    const form = parseIssueReportForm(request.body);
    return {
      data: await orderBody(
        context,
        session,
        await reportOrderIssue(
          context,
          { id: user.id, firstName: user.firstName },
          params.id,
          form,
          idempotencyKeyOf(request.headers),
        ),
      ),
    };
  },
});
