import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
  type RouteOptions,
} from "fastify";
import openapiGlue from "fastify-openapi-glue";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { authenticate } from "./http/access";
import { AnswerCache } from "./http/answerCache";
import { cachedReadHooks } from "./http/cachedReads";
import { compressAnswers } from "./http/compression";
import {
  answerOnlyMediaTypes,
  API_PREFIX,
  indexOperations,
  readContract,
  type OperationInfo,
} from "./http/contract";
import { handleError } from "./http/errorHandler";
import { badRequest, HttpError } from "./http/errors";
import { loadShedding } from "./http/loadShedding";
import { keepRawJsonBody } from "./http/rawBody";
import { OneLinePerRequest } from "./http/requestLog";
import { addSecurityHeaders } from "./http/securityHeaders";
import { refuseNonFiniteNumbers, refuseNulCharacters } from "./http/inputGuards";
import { onceForEachPage, type Session, type SessionLookup } from "./http/session";
import type { Handler, HandlerInput, OperationId } from "./http/types";
import { readMultipartForms } from "./http/uploads";
import { warnOfUntrustedProxy } from "./http/clientNetwork";
import { refuseOversizedBeforeContinue, type BodyLimitFor } from "./http/expectContinue";
import { contractValidatorCompiler } from "./http/validation";
import {
  loadPageRenderer,
  pageSender,
  type FindSessionUser,
  type VisitorHeader,
} from "./http/pages";
import { VisitorPages } from "./http/visitorPages";
import { hasWebApp, serveWebApp } from "./http/webApp";
import { mediaRoutes } from "./modules/media";
import { seoRoutes } from "./modules/seo";
import { createHandlers } from "./modules";
import { toAuthUser } from "./modules/auth";
import { findLiveSessionOf } from "./modules/users";

declare module "fastify" {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Chat attachments (images, pdf, doc, docx): the spec shows no limit, so one that fits a photo. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const BODY_LIMIT_BYTES = 1024 * 1024;
const SEARCH_PAGES_BYTES = 16 * 1024 * 1024;
/** A form holds one file and its fields, which take no more than a JSON body. */
const FORM_LIMIT_BYTES = MAX_UPLOAD_BYTES + BODY_LIMIT_BYTES;

const bodyLimitFor: BodyLimitFor = (contentType) =>
  contentType?.toLowerCase().startsWith("multipart/form-data")
    ? FORM_LIMIT_BYTES
    : BODY_LIMIT_BYTES;

const contract = readContract();
const operations = indexOperations(contract);

function notImplemented(operation: OperationInfo): Handler<OperationId> {
  return async () => {
    throw new HttpError(501, `${operation.operationId} is not available on this server yet.`);
  };
}

/**
 * The route options one contract operation gets: its cached answer when it has one, its session
 * rule, then its handler. The glue adds method, url and schemas from the contract (its typing
 * asks for a whole RouteOptions).
 */
function routeFor(
  context: AppContext,
  lookupSession: SessionLookup,
  answers: AnswerCache,
  operation: OperationInfo,
  handler: Handler<OperationId>,
  shedWhenBusy: onRequestHookHandler | null,
): RouteOptions {
  const authenticateRequest = async (request: FastifyRequest) => {
    request.session = await authenticate(lookupSession, operation, request, context.now());
  };
  const cached = cachedReadHooks(answers, operation);
  const options: Pick<RouteOptions, "onRequest" | "onSend" | "preValidation" | "handler"> = {
    // Kept bytes first (no database), then shedding, before the first query (authentication).
    onRequest: [cached?.onRequest, shedWhenBusy, authenticateRequest].filter(
      (hook): hook is onRequestHookHandler => hook !== null && hook !== undefined,
    ),
    ...(cached ? { onSend: cached.onSend } : {}),
    // The contract's schemas are per media type: a body of another type would skip validation.
    preValidation: async (request: FastifyRequest) => {
      // Fastify validates a body only when one was sent; a required one that is missing is a 400.
      if (request.body === undefined && operation.requestBodyRequired) {
        throw badRequest(
          `Invalid request: the body is required (${operation.requestMediaTypes.join(" or ")}).`,
        );
      }
      if (request.body === undefined || operation.requestMediaTypes.length === 0) return;
      const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
      if (!type || !operation.requestMediaTypes.includes(type)) {
        throw badRequest(
          `Invalid request: send the body as ${operation.requestMediaTypes.join(" or ")}.`,
        );
      }
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        query: request.query ?? {},
        params: request.params ?? {},
        body: request.body,
        session: request.session,
        request,
        reply,
      } as HandlerInput<OperationId>;
      const result = await handler(input);
      if (reply.sent) return reply;
      reply.code(operation.successStatus);
      return operation.successStatus === 204 ? reply.send() : result;
    },
  };
  return options as RouteOptions;
}

/**
 * Fastify's types take no hop count, though proxy-addr does: a count trusts that many hops back
 * from the socket, which is what this function says.
 */
function trustedProxies(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** The API, /media and (when built) the web app, on one Fastify instance. Tests use `app.inject`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: context.log as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(context.config.trustProxy),
    // Long enough for every path parameter the contract allows, so its validation answers first.
    routerOptions: { maxParamLength: 500 },
    // Addresses the router cannot even match (a malformed or overlong path) still answer 400 with
    // the contract's error body.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .send({ message: "Invalid request: the address is malformed or too long." });
    },
  });
  refuseOversizedBeforeContinue(app.server, bodyLimitFor);
  warnOfUntrustedProxy(app, context.log, context.config.trustProxy);
  app.decorateRequest("session", null);
  // A call that is not a read may change what a returning visitor's header shows: noted before
  // its answer goes out, so the caller's next page is drawn anew.
  app.addHook("onSend", async (request, _reply, payload) => {
    const reads = request.method === "GET" || request.method === "HEAD";
    if (!reads && request.url.startsWith(API_PREFIX)) {
      context.visitorChanges.changedBy(request.session?.user.id ?? null);
    }
    return payload;
  });
  app.setErrorHandler(handleError);
  app.setValidatorCompiler(contractValidatorCompiler());
  keepRawJsonBody(app);
  // fastify-openapi-glue expects a parser for every media type of the contract, answers included:
  // the chat file download answers images, pdf and Word files. No operation takes such a body, so
  // any that arrives is kept as bytes, within the usual body limit, and refused as the wrong type.
  app.addContentTypeParser(
    answerOnlyMediaTypes(contract),
    { parseAs: "buffer" },
    (_request, body, done) => done(null, body),
  );

  await addSecurityHeaders(app);
  await compressAnswers(app);

  // The support chat sends multipart forms; fields become the body the contract validates, and
  // a file its bytes with its name (an UploadedFile). Read before the input guards see the body.
  await readMultipartForms(app, MAX_UPLOAD_BYTES);
  refuseNulCharacters(app);
  refuseNonFiniteNumbers(app);

  const shedding = await loadShedding(app, context.queryQueue, context.config.loadShedding);
  const handlers = createHandlers(context);
  // Sessions are the users module's: http, below the modules, is handed the lookup.
  const lookupSession: SessionLookup = onceForEachPage((token, now) =>
    findLiveSessionOf(context.db, token, now),
  );
  const answers = new AnswerCache(context.catalogCache);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const operation = operations.get(operationId as OperationId);
      if (!operation) throw new Error(`The contract has no operation ${operationId}`);
      const handler = (handlers[operation.operationId] ??
        notImplemented(operation)) as Handler<OperationId>;
      return routeFor(
        context,
        lookupSession,
        answers,
        operation,
        handler,
        shedding.hookFor(operation),
      );
    },
  });

  await app.register(mediaRoutes, { db: context.db });
  await app.register(seoRoutes, { db: context.db, publicUrl: context.config.publicUrl, answers });

  const webRoot = context.config.webRoot;
  const pageFor = hasWebApp(webRoot) ? await serveWebApp(app, webRoot) : null;
  const renderer = context.config.pageRenderer
    ? await loadPageRenderer(context.config.pageRenderer)
    : null;
  const findSessionUser: FindSessionUser = async (token) => {
    const session = await lookupSession(token, context.now());
    return session ? toAuthUser(session.user) : null;
  };
  // One process alone sees every write of an embedded database (its folder is locked).
  const keepSignedIn = !context.config.databaseUrl;
  const visitorPages = new VisitorPages(context.catalogCache, context.visitorChanges, keepSignedIn);
  const visitorHeaders = new VisitorPages<VisitorHeader>(
    context.catalogCache,
    context.visitorChanges,
    keepSignedIn,
    // About a thousand visitors' headers (8 KB each, with their answers).
    8 * 1024 * 1024,
  );
  const sendPage =
    hasWebApp(webRoot) && renderer
      ? pageSender(app, renderer, {
          webRoot,
          cache: answers,
          // About 250 search pages (45 KB, with their compressed forms 60 KB): a flood of distinct
          // searches cycles through these alone.
          searchPages: new AnswerCache(context.catalogCache, SEARCH_PAGES_BYTES),
          visitorPages,
          visitorHeaders,
          findSessionUser,
          admit: shedding.admit,
          pageReadHeader: shedding.pageReadHeader,
          publicUrl: context.config.publicUrl,
        })
      : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      !path.startsWith("/media/") &&
      // A missing file (/assets/old-chunk.js) is a 404, not the page: only routes load the app.
      !/\.[a-z0-9]+$/i.test(path) &&
      pageFor !== null;
    if (wantsPage) {
      // Client-side routes (/search, /order/…) load the app through their own built page, the
      // catalogue's drawn by the server.
      return sendPage ? sendPage(request, reply, pageFor(path)) : reply.sendFile(pageFor(path));
    }
    const message = path.startsWith(API_PREFIX)
      ? `No API operation answers ${request.method} ${path}.`
      : `Nothing found at ${path}.`;
    return reply.code(404).send({ message });
  });

  // Fastify's close waits for every answer to end, and an event stream's never does by itself:
  // streams end first, and their clients reconnect (to another store, behind a balancer).
  app.addHook("preClose", (done) => {
    context.eventStreams.closeAll();
    done();
  });

  // The offline gazetteer takes seconds to load: loaded in the background once the store listens
  // (not while it starts, nor on the first address search), so no shopper waits for it.
  app.addHook("onListen", (done) => {
    void context.geo.warm?.().catch((error: unknown) => {
      context.log.warn({ err: error }, "Loading the address gazetteer at start failed");
    });
    done();
  });

  return app;
}
