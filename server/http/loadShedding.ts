import { randomUUID } from "node:crypto";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { LoadSheddingLimits } from "../config";
import type { QueryQueue } from "../db/queryQueue";
import type { OperationInfo } from "./contract";
import { serviceUnavailable } from "./errors";
import type { OperationId } from "./types";

/** A busy second passes quickly: long enough for the queue to drain, short for a shopper. */
export const SHED_RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = "The store is very busy right now. Please try again in a moment.";
/** How often the event loop's delay and use are sampled: each sample covers that long. */
export const PRESSURE_SAMPLE_MS = 1_000;

/**
 * Never shed: a load balancer or orchestrator that saw health answer 503 would take a busy but
 * working server out of rotation (or restart it), turning a slow second into an outage.
 */
const NEVER_SHED: ReadonlySet<OperationId> = new Set<OperationId>(["getHealth"]);

/** How a counted request stops counting before its answer ends (see leaveRequestsInFlight). */
const leaving = new WeakMap<FastifyRequest, () => void>();

/**
 * Stops counting `request` among the requests in flight: an event stream, once open, waits for
 * events rather than for the server, for as long as the page stays open, and would otherwise
 * hold a place of the limit until then. Its opening (a session and an order read) still counts.
 */
export function leaveRequestsInFlight(request: FastifyRequest): void {
  leaving.get(request)?.();
}

/**
 * Load shedding: when too many API requests are already being answered, more queries wait for the
 * database than the limit, or the event loop lags (sampled every second by @fastify/under-pressure),
 * an API request answers 503 with Retry-After at once instead of queueing, so the requests already
 * taken stay fast.
 *
 * The check is the operation's first onRequest hook after its kept-bytes answer (which needs
 * neither the database nor much of the loop): before authentication, before the body is read,
 * before any query or rate-limit count. A shed request has done nothing, so a client may repeat
 * any of them, POSTs included (src/api/client.ts does, once).
 *
 * The web app's files and /media are never shed: files, and images rendered once and kept (a miss
 * costs one small query), while a browser never retries a script or an image that answered 503.
 *
 * Pages drawn by the server count as API requests do (`admit`): a page that would be drawn while
 * the store is busy is sent as the built page's frame instead, which the app draws in the browser.
 */
export interface LoadShedding {
  /** The hook an operation's route gets, or null for an operation that is never shed. */
  hookFor(operation: OperationInfo): onRequestHookHandler | null;
  /** Whether the request may take the store's time now; counted as in flight until it is answered. */
  admit(reply: FastifyReply): boolean;
  /**
   * The header the reads of an admitted page carry (http/pages.ts): they are that page's work,
   * not more requests, so they are neither counted nor shed. Its value is this process's secret.
   */
  pageReadHeader: readonly [name: string, value: string];
}

const PAGE_READ_HEADER = "x-storefront-page-read";

export async function loadShedding(
  app: FastifyInstance,
  queue: QueryQueue,
  limits: LoadSheddingLimits,
): Promise<LoadShedding> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The last second's share, not the share since start.
    eventLoopUtilizationMode: "interval",
    sampleInterval: PRESSURE_SAMPLE_MS,
    // The plugin's own hook runs for every route; the operations' hooks below decide instead.
    pressureHandler: () => undefined,
  });
  const queueIsFull = () =>
    limits.maxWaitingQueries > 0 && queue.waiting() > limits.maxWaitingQueries;
  // PGlite runs each request's queries in one go on this thread, so its queue is never long:
  // requests wait for the thread instead, and those taken and not yet answered are that queue.
  let inFlight = 0;
  const tooManyInFlight = () =>
    limits.maxRequestsInFlight > 0 && inFlight >= limits.maxRequestsInFlight;

  const admit = (reply: FastifyReply) => {
    if (tooManyInFlight() || queueIsFull() || app.isUnderPressure()) return false;
    const { request } = reply;
    inFlight += 1;
    let counted = true;
    const leave = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      leaving.delete(request);
    };
    leaving.set(request, leave);
    // "close" comes once whether the answer was sent or the client left.
    reply.raw.once("close", leave);
    return true;
  };
  const pageReadMark = randomUUID();
  const refuseWhenBusy: onRequestHookHandler = (request, reply, done) => {
    if (request.headers[PAGE_READ_HEADER] === pageReadMark) {
      done();
      return;
    }
    done(admit(reply) ? undefined : serviceUnavailable(BUSY_MESSAGE, SHED_RETRY_AFTER_SECONDS));
  };
  return {
    hookFor: (operation) => (NEVER_SHED.has(operation.operationId) ? null : refuseWhenBusy),
    admit,
    pageReadHeader: [PAGE_READ_HEADER, pageReadMark],
  };
}
