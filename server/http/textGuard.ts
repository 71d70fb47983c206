import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/** Where the first string holding U+0000 sits in a parsed input, if any (file bytes are skipped). */
function nulAt(value: unknown, where: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? where : null;
  if (Buffer.isBuffer(value) || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, `${where}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a query with one fails deep inside a handler.
 * Every input is checked once, before validation, and such a request answers 400 like any other
 * invalid input.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const where =
      nulAt(request.params, "path") ?? nulAt(request.query, "query") ?? nulAt(request.body, "body");
    if (where) {
      throw badRequest(`Invalid request: ${where} must not contain the NUL character.`, [
        `${where} must not contain the NUL character`,
      ]);
    }
  });
}
