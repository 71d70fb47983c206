import { notFound } from "../../http/errors";
import type { ModuleHandlers } from "../../http/types";
import { listOutbox } from "./repository";

/**
 * Development helpers. In production they answer like a route that does not exist: the outbox
 * holds live sign-in codes.
 */
export const devHandlers: ModuleHandlers<"listSmsOutbox"> = ({ config, db }) => ({
  listSmsOutbox: async ({ query, request }) => {
    if (config.production) {
      throw notFound(`No API operation answers ${request.method} ${request.url.split("?")[0]}.`);
    }
    const rows = await listOutbox(db, query.recipient);
    return {
      data: rows.map((row) => ({
        recipient: row.recipient,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },
});
