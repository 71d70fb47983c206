import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from "fastify";
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES } from "./acceptEncoding";
import type { AnswerCache, CachedAnswer } from "./answerCache";
import type { OperationInfo } from "./contract";
import type { OperationId } from "./types";

/**
 * Reads whose anonymous answer is the same for everyone and built only from the catalogue cache
 * (or reference data that changes with a seed). A session only adds the caller's cart to catalogue
 * answers, so those are shared only without a token. Delivery slots (bookings, the clock) and the
 * address check (per address) are left out.
 */
const SHARED_READS: ReadonlySet<OperationId> = new Set<OperationId>([
  "getHomePage",
  "getSearchPage",
  "getPopularSearches",
  "listCategories",
  "listProducts",
  "getProduct",
  "listSimilarProducts",
  "searchTags",
  "listAllSubCategories",
  "listSubCategories",
  "getSubCategory",
  "listSiblingSubCategories",
  "listEthnicities",
  "listCountryPhoneCodes",
  "listSupportConfigs",
]);

// A browser (or proxy) may keep the answer but asks again each time; the ETag makes that a 304.
// Vary: Authorization because a signed-in caller gets their cart laid over the same URL.
const CACHE_CONTROL = "public, no-cache";
const VARY = "Accept-Encoding, Authorization";

/** Requests answered from kept bytes: the request log notes them only at debug level. */
const servedFromKeptBytes = new WeakSet<FastifyRequest>();

export function wasServedFromKeptBytes(request: FastifyRequest): boolean {
  return servedFromKeptBytes.has(request);
}

interface Hooks {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
}

/** Whether an If-None-Match header names this answer (any of its encodings; weak tags too). */
function matches(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    if (tag === "*") return true;
    const opaque = tag.slice(1, -1).replace(/-(br|gzip)$/, "");
    return tag.startsWith('"') && tag.endsWith('"') && opaque === answer.tag;
  });
}

const API_HEADERS = { cacheControl: CACHE_CONTROL, vary: VARY };

/**
 * Sets the headers, then gives a 304's null or the bytes in the best encoding the client takes: at
 * once when they are ready (the usual case), a promise the first time an encoding is asked for.
 * `key` is the answer's key in `cache`.
 */
export function answerFromKept(
  cache: AnswerCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  headers: { cacheControl: string; vary: string },
): Buffer | null | Promise<Buffer> {
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD_BYTES
      ? chooseEncoding(request.headers["accept-encoding"])
      : null;
  reply.header("cache-control", headers.cacheControl);
  reply.header("vary", headers.vary);
  // A strong tag names exact bytes, so each encoding has its own.
  reply.header("etag", encoding ? `"${answer.tag}-${encoding}"` : `"${answer.tag}"`);
  if (matches(request.headers["if-none-match"], answer)) {
    reply.code(304);
    return null;
  }
  if (!encoding) return answer.body;
  reply.header("content-encoding", encoding);
  return answer.ready.get(encoding) ?? cache.compressed(key, answer, encoding);
}

/**
 * Route hooks that answer a shared read from its cached bytes: the first request runs the route
 * as usual (the contract's serialisation) and its bytes are kept; later ones are sent before
 * authentication, validation or the handler run. Null for operations that are never shared.
 */
export function cachedReadHooks(cache: AnswerCache, operation: OperationInfo): Hooks | null {
  if (!SHARED_READS.has(operation.operationId) || operation.method !== "get") return null;
  // The catalogue version each request started under, so an answer computed across a change is
  // not kept as current.
  const started = new WeakMap<FastifyRequest, number>();
  const shared = (request: FastifyRequest) =>
    request.method === "GET" &&
    (operation.access === "public" || request.headers.authorization === undefined);

  return {
    // A callback hook, not an async one: a hit is sent without a promise in the way.
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const answer = shared(request) ? cache.find(request.url) : undefined;
      if (!answer) {
        if (shared(request)) started.set(request, cache.version);
        done();
        return;
      }
      servedFromKeptBytes.add(request);
      reply.header("content-type", answer.contentType);
      const payload = answerFromKept(cache, request.url, request, reply, answer, API_HEADERS);
      if (payload instanceof Promise) {
        payload.then(
          (bytes) => reply.send(bytes),
          (error: unknown) => reply.send(error),
        );
      } else {
        reply.send(payload);
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const version = started.get(request);
      if (version === undefined || reply.statusCode !== 200 || typeof payload !== "string") {
        return payload;
      }
      const contentType = String(reply.getHeader("content-type") ?? "application/json");
      const answer = cache.keep(request.url, version, Buffer.from(payload), contentType);
      return answer
        ? answerFromKept(cache, request.url, request, reply, answer, API_HEADERS)
        : payload;
    },
  };
}
