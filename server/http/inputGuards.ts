import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/**
 * No request of the contract nests deeper than a few levels; anything far deeper is refused before
 * validation, so no later step (a validator, a handler, JSON.stringify) walks it recursively.
 */
export const MAX_INPUT_DEPTH = 32;

type Problem = { where: string; issue: string };

/**
 * The first value of a parsed input that `isWrong` names, or the first place nested deeper than
 * MAX_INPUT_DEPTH. Walks with its own stack, never the call stack: a body nested 100,000 levels
 * deep must answer 400, not overflow. File bytes are not walked.
 */
function firstProblem(
  input: unknown,
  where: string,
  isWrong: (value: unknown) => string | null,
): Problem | null {
  const pending: { value: unknown; where: string; depth: number }[] = [
    { value: input, where, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, where: at, depth } = next;
    const issue = isWrong(value);
    if (issue) return { where: at, issue };
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return { where: at, issue: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    for (const [key, item] of Object.entries(value)) {
      pending.push({ value: item, where: `${at}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

function refuse(problem: Problem | null): void {
  if (!problem) return;
  const error = `${problem.where} ${problem.issue}`;
  throw badRequest(`Invalid request: ${error}.`, [error]);
}

function inputsOf(request: FastifyRequest): [unknown, string][] {
  return [
    [request.params, "path"],
    [request.query, "query"],
    [request.body, "body"],
  ];
}

const holdsNul = (value: unknown) =>
  typeof value === "string" && value.includes("\u0000")
    ? "must not contain the NUL character"
    : null;

const isNonFinite = (value: unknown) =>
  typeof value === "number" && !Number.isFinite(value) ? "must be a finite number" : null;

/**
 * PostgreSQL text cannot hold the NUL character, so a query with one fails deep inside a handler.
 * Every input is checked once, before validation (register after the multipart reader, whose
 * fields become the body in its own preValidation hook), and such a request answers 400 like any
 * other invalid input; so does an input nested absurdly deep.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [input, where] of inputsOf(request)) refuse(firstProblem(input, where, holdsNul));
  });
}

/**
 * Ajv coerces the path and query strings "Infinity" and "1e400" into Infinity, which then passes
 * `integer`, `minimum` and `maximum` (Ajv leaves non-finite numbers to its type check, which the
 * coercion already passed) and fails in PostgreSQL. Checked after validation, on the coerced
 * values; a JSON body's 1e400 parses to Infinity too.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook("preHandler", async (request: FastifyRequest) => {
    for (const [input, where] of inputsOf(request)) refuse(firstProblem(input, where, isNonFinite));
  });
}
