import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The JSON body's bytes as received: Stripe signs these, not our re-serialised object. */
    rawBody?: Buffer;
  }
}

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning checks, invalid-JSON
 * errors, the body limit) that also keeps the received bytes on `request.rawBody`,
 * so the Stripe webhook can verify its signature. Register before the routes.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.decorateRequest("rawBody", undefined);
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    // Clients that label every request JSON send body-less POSTs (save-card, restock) that way:
    // no bytes means no body, and operations that need one say so in their validation error.
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    // Decoded exactly as the default parser receives it (parseAs "string" decodes UTF-8 at once).
    parseJson(request, bytes.toString("utf8"), done);
  });
}
