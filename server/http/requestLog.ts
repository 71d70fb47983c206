import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { wasServedFromKeptBytes } from "./cachedReads";

/**
 * One line per answered request instead of Fastify's two (received, completed): enough to follow
 * traffic at info level for half the cost. Failures keep their own lines (Fastify's error logs,
 * http/errorHandler's for 5xx) and a request that failed (5xx) is summed up at error level. A catalogue
 * read answered from kept bytes is noted at debug level only: it is most of the traffic, tells
 * nothing the first answer of those bytes did not, and its line cost about a sixth of its time
 * (npm run bench:api with LOG_LEVEL=warn against info).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The summary line at the end says everything this one would.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const summary = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The error handler answers a thrown error, so Fastify may pass no error for a 500.
    if (error || reply.statusCode >= 500) {
      reply.log.error(error ? { ...summary, err: error } : summary, "request failed");
    } else if (wasServedFromKeptBytes(request)) reply.log.debug(summary, "request (kept bytes)");
    else reply.log.info(summary, "request");
  }
}
