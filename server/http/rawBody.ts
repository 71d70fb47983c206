import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The JSON body's bytes as received: Stripe signs these, not our re-serialised object. */
    rawBody?: Buffer;
  }
}

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning checks, empty-body and
 * invalid-JSON errors, the body limit) that also keeps the received bytes on `request.rawBody`,
 * so the Stripe webhook can verify its signature. Register before the routes.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.decorateRequest("rawBody", undefined);
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    // Decoded exactly as the default parser receives it (parseAs "string" decodes UTF-8 at once).
    parseJson(request, bytes.toString("utf8"), done);
  });
}
