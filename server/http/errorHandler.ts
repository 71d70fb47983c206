import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { HttpError, REQUEST_TOO_LARGE_MESSAGE } from "./errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "header",
};

/** "query.page must be >= 1", "body.recipient must match pattern …", "body must have required property 'otp'". */
function describeIssue(context: string, issue: ValidationIssue): string {
  const where = `${CONTEXT_NAMES[context] ?? context}${(issue.instancePath ?? "").replace(/\//g, ".")}`;
  const extra =
    typeof issue.params?.additionalProperty === "string"
      ? ` '${issue.params.additionalProperty}'`
      : "";
  return `${where} ${issue.message ?? "is invalid"}${extra}`;
}

/** Every failure answers the contract's `{ message, errors? }`; a 5xx never shows its cause. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
  }
  if (error.validation) {
    const errors = (error.validation as ValidationIssue[]).map((issue) =>
      describeIssue(error.validationContext ?? "request", issue),
    );
    return reply
      .code(400)
      .send({ message: `Invalid request: ${errors[0] ?? "bad input"}.`, errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return reply.code(413).send({ message: REQUEST_TOO_LARGE_MESSAGE });
  }
  if (status === 415) {
    // No parser for the body's type at all: as invalid as a body of the wrong type (see app.ts).
    return reply
      .code(400)
      .send({ message: "Invalid request: the body's content type is not accepted." });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
}
