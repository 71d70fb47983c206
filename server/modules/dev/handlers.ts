import type { FastifyRequest } from "fastify";
import { notFound } from "../../http/errors";
import type { ModuleHandlers } from "../../http/types";
import { restockProduct } from "../catalog";
import { advanceOrder, isOrderStatus, orderBody, shortOrderItem } from "../orders";
import { centsToDollars, formatCents } from "../../../shared/pricing";
import { sandboxPayments, smsOutbox } from "./service";

/**
 * Development helpers. In production they answer like a route that does not exist: the outbox
 * holds live sign-in codes, and orders move and products restock only with the real store.
 */
export const devHandlers: ModuleHandlers<
  "listSmsOutbox" | "advanceOrder" | "shortOrderItem" | "listSandboxPayments" | "restockProduct"
> = (context) => {
  const hideInProduction = (request: FastifyRequest) => {
    if (context.config.production) {
      throw notFound(`No API operation answers ${request.method} ${request.url.split("?")[0]}.`);
    }
  };
  return {
    listSmsOutbox: async ({ query, request }) => {
      hideInProduction(request);
      const rows = await smsOutbox(context, query.recipient);
      return {
        data: rows.map((row) => ({
          recipient: row.recipient,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    advanceOrder: async ({ params, request }) => {
      hideInProduction(request);
      const status = await advanceOrder(context, params.id);
      if (!isOrderStatus(status)) throw new Error(`Unknown order status ${status}`);
      return { data: { uuid: params.id, status } };
    },

    shortOrderItem: async ({ params, body, request }) => {
      hideInProduction(request);
      const order = await shortOrderItem(context, params.id, body.productId);
      return { data: await orderBody(context, null, order) };
    },

    restockProduct: async ({ params, request }) => {
      hideInProduction(request);
      await restockProduct(context, params.id);
    },

    listSandboxPayments: async ({ query, request }) => {
      hideInProduction(request);
      const movements = await sandboxPayments(context, query.order);
      return {
        data: movements.map((movement) => ({
          kind: movement.kind,
          amount: centsToDollars(movement.amountCents),
          formattedAmount: formatCents(movement.amountCents),
          reference: movement.reference,
          idempotencyKey: movement.idempotencyKey,
          createdAt: movement.createdAt.toISOString(),
        })),
      };
    },
  };
};
