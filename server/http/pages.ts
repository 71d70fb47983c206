import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FRAME_END, FRAME_START } from "../../shared/webBuild";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeDirection,
  localeFromCookieValue,
  type Locale,
} from "../../shared/locales";
import {
  ETHNICITY_COOKIE,
  LOCATION_COOKIE,
  parseLocationCookie,
  readCookie,
  SESSION_COOKIE,
  type StoredLocation,
} from "../../shared/cookies";
import type { Schemas } from "./types";
import type { AnswerCache, CachedAnswer } from "./answerCache";
import { answerFromKept } from "./cachedReads";
import { compressNow, encodingFor, sendCompressed } from "./compression";
import { acceptsEncoding, ANSWER_ENCODINGS, type AnswerEncoding } from "./acceptEncoding";
import { GzipTemplate } from "./gzipTemplate";
import { localeFontHead, readBuildManifest } from "./localeFonts";
import { VisitorPages, type DrawingStarted, type VisitorPage } from "./visitorPages";
import { lookingUpOnce } from "./session";

/** What src/app/shell/renderPage.tsx gives: a page as the app's first render draws it. */
interface RenderedPage {
  head: string;
  body: string;
  queries: string;
}

type AuthUser = Schemas["AuthUser"];

/** The signed-in customer a page is drawn for, with the delivery location they chose. */
interface PageCustomer {
  token: string;
  user: AuthUser;
  location: StoredLocation | null;
}

/** Whom a catalogue page's header is drawn for: their session, if live, and their location. */
interface PageVisitor {
  token: string | null;
  user: AuthUser | null;
  location: StoredLocation | null;
}

/** The web app's page renderer (src/app/shell/renderPage.tsx), bundled into dist-server/. */
interface PageRenderer {
  renderPage(url: string, customer?: PageCustomer, locale?: Locale): Promise<RenderedPage>;
  renderHeader(url: string, visitor: PageVisitor, locale?: Locale): Promise<RenderedPage>;
  /** What of `url` the header shows: URLs of one scope get the same header for one visitor. */
  headerScope(url: string): string;
  pageAudience(pathname: string): "everyone" | "customer" | null;
  /** Where a page drawn for everyone at `url` is kept: null for a URL the app does not write. */
  keptPageShelf(url: string): "catalogue" | "search" | null;
  setApiTransport(send: (request: Request) => Promise<Response>): void;
  /** The origin the pages' canonical and preview addresses name (PUBLIC_URL). */
  setSiteOrigin(publicUrl: string): void;
}

function isPageRenderer(module: Partial<PageRenderer>): module is PageRenderer {
  return (
    typeof module.renderPage === "function" &&
    typeof module.renderHeader === "function" &&
    typeof module.headerScope === "function" &&
    typeof module.pageAudience === "function" &&
    typeof module.keptPageShelf === "function" &&
    typeof module.setApiTransport === "function" &&
    typeof module.setSiteOrigin === "function"
  );
}

/** The renderer built beside the server, or null when it was not built (API tests, `tsx`). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (!isPageRenderer(loaded)) throw new Error(`${file} does not export the page renderer`);
  return loaded;
}

// The early reads only start what a drawn page already carries.
const EARLY_READS = /\s*<!--[^>]*-->\s*<script src="\/early-reads\.js" async><\/script>/;
// The app's entry and the chunks preloaded with it, as Vite and build/routePages.ts write them.
const APP_SCRIPTS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The built page's head with the app's script tags kept in a template that public/start-app.js
 * puts back once the drawn page has been painted.
 */
function startingAppAfterPaint(head: string): string {
  const scripts = head.match(APP_SCRIPTS) ?? [];
  if (scripts.length === 0) throw new Error("The built page loads no app");
  return head
    .replace(APP_SCRIPTS, "")
    .replace(
      "</head>",
      `<template id="app-scripts">${scripts.join("")}</template>\n` +
        '<script src="/start-app.js" async></script>\n</head>',
    );
}

/**
 * The built page with `rendered` in place of its frame: its image preloads in the head, its
 * answers after #root for the app's first render, no early reads, and the app started once the
 * page has been painted (which the built head holds back until the frame is whole:
 * PAINT_WHEN_FRAMED).
 */
export function withRenderedPage(page: string, rendered: RenderedPage): string {
  const start = page.indexOf(FRAME_START);
  const end = page.indexOf(FRAME_END, start);
  const headEnd = page.indexOf("</head>");
  if (start < 0 || end < 0) throw new Error("The built page has no frame to replace");
  if (headEnd < 0 || headEnd > start) throw new Error("The built page has no head before #root");
  const built = page.slice(0, headEnd + "</head>".length).replace(EARLY_READS, "");
  // The page's own title and description stand in for the built page's, which name the store.
  const head = rendered.head.includes("<title>") ? built.replace(BUILT_TITLE, "") : built;
  return (
    startingAppAfterPaint(head.replace("</head>", `${rendered.head}</head>`)) +
    page.slice(headEnd + "</head>".length, start + FRAME_START.length) +
    rendered.body +
    FRAME_END +
    rendered.queries +
    page.slice(end + FRAME_END.length)
  );
}

const BUILT_TITLE = /\s*<title>[^<]*<\/title>/;

const NOTHING = Buffer.alloc(0);
const HEADER_START = "<header";
const HEADER_END = "</header>";

const BODY_END = "</body>";

/**
 * A shared catalogue page around the places a visitor's header goes: in place of its own header,
 * which was drawn for nobody ('Select location', 'Login', no cart), and at the end of the body, for
 * the header's answers. Gives what comes before the header, what comes between it and the end of
 * the body, and the rest; null when the page has no header to replace. The answers go last so the
 * page between stays whole: its answers repeat much of what it shows, which compresses well only
 * together (GzipTemplate).
 */
export function aroundHeader(page: Buffer): [Buffer, Buffer, Buffer] | null {
  const frame = page.indexOf(FRAME_START);
  const start = frame < 0 ? -1 : page.indexOf(HEADER_START, frame);
  const end = start < 0 ? -1 : page.indexOf(HEADER_END, start);
  const frameEnd = end < 0 ? -1 : page.indexOf(FRAME_END, end);
  const bodyEnd = frameEnd < 0 ? -1 : page.lastIndexOf(BODY_END);
  if (frameEnd < 0 || bodyEnd < frameEnd) return null;
  return [
    page.subarray(0, start),
    page.subarray(end + HEADER_END.length, bodyEnd),
    page.subarray(bodyEnd),
  ];
}

/** The holes aroundHeader leaves, filled for a visitor: their header, then its answers. */
function headerHoles(header: Pick<RenderedPage, "body" | "queries">): Buffer[] | null {
  if (!header.body.startsWith(HEADER_START)) return null;
  return [Buffer.from(header.body), Buffer.from(header.queries)];
}

/**
 * A shared catalogue page with `header` (drawn for its visitor) in place of its own header, and
 * the header's answers at the end of its body, for the app's first render; null when the page has
 * no header to replace, or the drawn header is not one.
 */
export function withVisitorHeader(
  page: string,
  header: Pick<RenderedPage, "body" | "queries">,
): string | null {
  const parts = aroundHeader(Buffer.from(page));
  const holes = headerHoles(header);
  if (!parts || !holes) return null;
  return Buffer.concat(parts.flatMap((part, index) => [part, holes[index] ?? NOTHING])).toString();
}

/**
 * The token of the customer whose page is being drawn, for the reads made while it is drawn.
 * Pages are drawn side by side, and the renderer's transport is one function for them all: the
 * asynchronous context, not a variable, keeps each draw's reads with its own customer.
 */
const drawnFor = new AsyncLocalStorage<string>();

/**
 * The app's reads, answered by the API routes in process: GET only, as a visitor asks, with the
 * token of the customer the page is drawn for, if any.
 */
function inProcessReads(app: FastifyInstance, [markName, mark]: readonly [string, string]) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET") return new Response(null, { status: 405 });
    const url = new URL(request.url);
    const sent: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      sent[name] = value;
    });
    sent[markName] = mark;
    const token = drawnFor.getStore();
    if (token) sent.authorization = `Bearer ${token}`;
    const answer = await app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: sent,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(", ") : `${value}`);
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

const HTML = "text/html; charset=utf-8";
const PAGE_HEADERS = { cacheControl: "no-cache", vary: "Accept-Encoding, Cookie" };

/** The language the request's cookie chose (docs/languages.md), English without one. */
function localeOf(request: FastifyRequest): Locale {
  return localeFromCookieValue(readCookie(request.headers.cookie, LOCALE_COOKIE));
}

const BUILT_HTML_TAG = '<html lang="en">';

/**
 * The built page in `locale`: its `<html>` with the language and reading direction, and
 * `fontHead` (localeFontHead) in its head.
 */
export function pageInLanguage(page: string, locale: Locale, fontHead = ""): string {
  if (locale === DEFAULT_LOCALE) return page;
  if (!page.includes(BUILT_HTML_TAG)) throw new Error("The built page has no <html lang>");
  return page
    .replace(BUILT_HTML_TAG, `<html lang="${locale}" dir="${localeDirection(locale)}">`)
    .replace("</head>", `${fontHead}</head>`);
}

/** A kept page's or header's key in `locale`: English keeps the keys it had. */
function inLocale(key: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? key : `${locale}|${key}`;
}

/** The headers of a page drawn for one visitor: never kept by a cache, shared or the browser's. */
function privately(reply: FastifyReply): FastifyReply {
  return reply
    .header("cache-control", "private, no-store")
    .header("vary", PAGE_HEADERS.vary)
    .type(HTML);
}

/** A header drawn for a returning visitor, kept for the pages of its scope (PageRenderer). */
export interface VisitorHeader {
  body: string;
  queries: string;
  /** The header and its answers as the bytes put in a page (headerHoles), made once. */
  holes: Buffer[] | null;
  /** The signed-in visitor it was drawn for (guest or customer); null for a location alone. */
  userId: number | null;
}

/** The user (a guest or a customer) of a live session's token, or null for a dead session. */
export type FindSessionUser = (token: string) => Promise<AuthUser | null>;

/** What the page sender keeps its pages in, and asks before it draws. */
export interface PageSenderOptions {
  webRoot: string;
  /** The catalogue's pages, kept with its answers. */
  cache: AnswerCache;
  /** Search pages, within a budget of their own. */
  searchPages: AnswerCache;
  visitorPages: VisitorPages;
  visitorHeaders: VisitorPages<VisitorHeader>;
  findSessionUser: FindSessionUser;
  /** Whether a page may be drawn now (load shedding); counted as in flight until answered. */
  admit: (reply: FastifyReply) => boolean;
  /** What the page's own reads carry, so load shedding does not count them again. */
  pageReadHeader: readonly [name: string, value: string];
  /** The store's origin as shoppers reach it (PUBLIC_URL): its pages' canonical addresses. */
  publicUrl: string;
  /** How long a page may take to draw before its frame is sent instead. */
  drawBudgetMs?: number;
}

/**
 * A page that takes longer to draw is sent as its frame (the app draws it in the browser); the
 * drawing goes on, and keeps what it drew for the next request.
 */
export const PAGE_DRAW_BUDGET_MS = 1_000;

/**
 * Drawing a page costs the store far more than an API answer (tens of milliseconds of its one
 * thread): only this many are drawn at once, and a page beyond them is sent as its frame, rather
 * than queued behind them. A drawing past its budget keeps its place until it ends, though its
 * visitor was sent the frame: otherwise, under load, drawings would pile up behind the bound.
 */
export const MAX_PAGES_DRAWING = 4;

const TIMED_OUT = Symbol("timed out");

/** `work`'s result, or TIMED_OUT once `ms` have passed without it. */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Sends a page drawn by the server, so a shopper sees it as soon as the HTML and its styles arrive
 * rather than after the app's JavaScript and its API calls: the renderer draws the page as the
 * app's first render would, with the answers of the same API routes, and the app replaces it with
 * its own first render when it starts.
 *
 * - The catalogue's pages are drawn for every visitor alike (without a session) and kept by URL
 *   like the catalogue's answers, so a page is drawn once per catalogue change, not per request.
 *   A returning visitor (a session or location cookie) gets that copy with its header drawn for
 *   them (their location, name and cart), so the page does not change when the app starts; it is
 *   kept for them (VisitorPages) until they, or the catalogue, change something, and so is their
 *   header, which the next catalogue page they open is sent with, without a lookup or a read.
 * - A customer's own pages (checkout, an order, the account's) are drawn for the customer whose
 *   session cookie (shared/cookies.ts) the request carries, at the location their location cookie
 *   names, and kept for them by the same rules (VisitorPages): a reload or a page opened again
 *   is not drawn anew until they, the fulfilment of their orders or the catalogue change something.
 *
 * A path no route matches, a shopper who chose an ethnicity (the server draws the default one's
 * catalogue), a customer's page without a customer's session, and a page that failed to draw get
 * the built page's frame, as before.
 */
export function pageSender(
  app: FastifyInstance,
  renderer: PageRenderer,
  options: PageSenderOptions,
) {
  const { webRoot, cache, searchPages, visitorPages, visitorHeaders, findSessionUser, admit } =
    options;
  renderer.setApiTransport(inProcessReads(app, options.pageReadHeader));
  renderer.setSiteOrigin(options.publicUrl);
  const builtPages = new Map<string, string>();
  const manifest = readBuildManifest(webRoot);
  const builtPage = (file: string, locale: Locale) => {
    const key = inLocale(file, locale);
    const known = builtPages.get(key);
    if (known !== undefined) return known;
    const page = pageInLanguage(
      readFileSync(join(webRoot, file), "utf8"),
      locale,
      localeFontHead(manifest, locale),
    );
    builtPages.set(key, page);
    return page;
  };

  /** The built page (the frame the app draws in), in the request's language. */
  const sendBuilt = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const locale = localeOf(request);
    if (locale === DEFAULT_LOCALE) return reply.sendFile(file);
    return sendCompressed(request, privately(reply), Buffer.from(builtPage(file, locale)));
  };

  const draw = async (
    request: FastifyRequest,
    file: string,
    customer?: PageCustomer,
  ): Promise<Buffer | null> => {
    const locale = localeOf(request);
    try {
      const rendered = customer
        ? await drawnFor.run(customer.token, () =>
            renderer.renderPage(request.url, customer, locale),
          )
        : await renderer.renderPage(request.url, undefined, locale);
      return Buffer.from(withRenderedPage(builtPage(file, locale), rendered));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "Drawing the page failed");
      return null;
    }
  };

  /**
   * Draws a catalogue page and keeps it in `pages` (null: drawn only): its kept answer, or its
   * bytes when it is not kept (or the catalogue changed while it was drawn), or null when it
   * failed to draw.
   */
  const drawAndKeep = async (
    key: string,
    pages: AnswerCache | null,
    request: FastifyRequest,
    file: string,
  ) => {
    const version = cache.version;
    const html = await draw(request, file);
    if (!html) return null;
    return pages?.keep(key, version, html, HTML) ?? html;
  };

  // A page asked for again while it is being drawn waits for that drawing instead of another.
  const drawing = new Map<string, Promise<CachedAnswer | Buffer | null>>();
  const drawAndKeepOnce = (
    key: string,
    pages: AnswerCache | null,
    request: FastifyRequest,
    file: string,
  ) => {
    const pending = drawing.get(key);
    if (pending) return pending;
    const drawn = drawAndKeep(key, pages, request, file).finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  };
  const drawBudgetMs = options.drawBudgetMs ?? PAGE_DRAW_BUDGET_MS;

  /**
   * A place among the pages drawn at once for `reply`, or null when there is none (as many are
   * being drawn, or the store is busy). The place is held until both the `drawing` handed to it
   * and the reply have ended: compressing and sending the page is part of its cost, and a
   * drawing past its budget goes on after its visitor was sent the frame.
   */
  let pagesDrawing = 0;
  const placeToDraw = (reply: FastifyReply) => {
    if (pagesDrawing >= MAX_PAGES_DRAWING || !admit(reply)) return null;
    pagesDrawing += 1;
    let holding = 2;
    const release = () => {
      holding -= 1;
      if (holding === 0) pagesDrawing -= 1;
    };
    // A visitor who already left closed the reply before anyone listened.
    if (reply.raw.destroyed) release();
    else reply.raw.once("close", release);
    return <T>(drawing: Promise<T>): Promise<T> => {
      drawing.then(release, release);
      return drawing;
    };
  };

  /** The user of the request's session cookie, or null without a live session. */
  const sessionUserOf = async (request: FastifyRequest, token: string | null) => {
    if (!token) return null;
    return findSessionUser(token).catch((error: unknown) => {
      request.log.error({ err: error, url: request.url }, "Finding the page's session failed");
      return null;
    });
  };

  /** Who the request is from, as their cookies say; null for a visitor with neither cookie. */
  const visitorOf = async (request: FastifyRequest): Promise<PageVisitor | null> => {
    const cookies = request.headers.cookie;
    const location = parseLocationCookie(readCookie(cookies, LOCATION_COOKIE));
    const token = readCookie(cookies, SESSION_COOKIE);
    const user = await sessionUserOf(request, token);
    if (!user && !location) return null;
    return { token: user ? token : null, user, location };
  };

  /**
   * The header drawn for the request's visitor, kept under `key` while current: null for a visitor
   * with neither a live session nor a location, or when it failed to draw.
   */
  const headerFor = async (
    request: FastifyRequest,
    key: string,
    started: DrawingStarted,
  ): Promise<VisitorHeader | null> => {
    const kept = visitorHeaders.find(key);
    if (kept) return kept;
    const visitor = await visitorOf(request);
    if (!visitor) return null;
    try {
      const draw = () => renderer.renderHeader(request.url, visitor, localeOf(request));
      const { body, queries } = visitor.token
        ? await drawnFor.run(visitor.token, draw)
        : await draw();
      const userId = visitor.user?.id ?? null;
      const header: VisitorHeader = {
        body,
        queries,
        holes: headerHoles({ body, queries }),
        userId,
      };
      // A session cookie whose session was not found (ended, or not looked up) is asked again.
      if (visitor.token === null && readCookie(request.headers.cookie, SESSION_COOKIE) !== null) {
        return header;
      }
      return visitorHeaders.keep(key, header, body.length + queries.length, userId, started);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "Drawing the page's header failed");
      return null;
    }
  };

  /** The key of the request's visitor's header (null for a visitor with neither cookie). */
  const headerKeyOf = (request: FastifyRequest, token: string | null, location: string | null) =>
    token === null && location === null
      ? null
      : VisitorPages.keyOf(
          token,
          location,
          inLocale(`header:${renderer.headerScope(request.url)}`, localeOf(request)),
        );

  // Each shared page around its header's place, its parts gzipped once (GzipTemplate), for as long
  // as the page's bytes are kept.
  const templates = new WeakMap<Buffer, GzipTemplate | null>();
  const templateOf = (page: Buffer) => {
    let template = templates.get(page);
    if (template === undefined) {
      const parts = aroundHeader(page);
      template = parts ? new GzipTemplate(parts) : null;
      templates.set(page, template);
    }
    return template;
  };

  /**
   * The shared `page` with `header` in place of its own, gzipped at once for a visitor who takes
   * gzip: only the header and its answers are compressed, not the page again. Null when the page
   * has no header to replace, or the drawn header is not one.
   */
  const visitorPageOf = (
    request: FastifyRequest,
    page: Buffer,
    header: VisitorHeader,
  ): VisitorPage | null => {
    const template = templateOf(page);
    const { holes } = header;
    if (!template || !holes) return null;
    const length = template.lengthWith(holes);
    const encoded = new Map<AnswerEncoding, Buffer>();
    if (
      encodingFor(request, { length }) &&
      acceptsEncoding(request.headers["accept-encoding"], "gzip")
    ) {
      encoded.set("gzip", template.gzip(holes));
    }
    let plain: Buffer | undefined;
    return { length, plain: () => (plain ??= template.plain(holes)), encoded };
  };

  /** A page drawn for its visitor (kept under `key`), compressed once per encoding while kept. */
  const sendVisitorPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    page: VisitorPage,
  ) => {
    privately(reply);
    const preferred = encodingFor(request, page);
    if (!preferred) return reply.send(page.plain());
    // A page put together for its visitor comes gzipped (visitorPageOf): sent so, not compressed
    // again, to a browser that takes gzip too.
    const accepted = request.headers["accept-encoding"];
    const encoding = page.encoded.has(preferred)
      ? preferred
      : (ANSWER_ENCODINGS.find(
          (each) => page.encoded.has(each) && acceptsEncoding(accepted, each),
        ) ?? preferred);
    let bytes = page.encoded.get(encoding);
    if (!bytes) {
      bytes = await compressNow(encoding, page.plain());
      page.encoded.set(encoding, bytes);
      visitorPages.grow(key, page, bytes.length);
    }
    return reply.header("content-encoding", encoding).send(bytes);
  };

  const sendForEveryone = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const locale = localeOf(request);
    const key = inLocale(`page:${request.url}`, locale);
    const shelf = renderer.keptPageShelf(request.url);
    const pages = shelf === null ? null : shelf === "search" ? searchPages : cache;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const location = readCookie(request.headers.cookie, LOCATION_COOKIE);
    const headerKey = headerKeyOf(request, token, location);
    // A page not kept for everyone is not kept for a visitor either.
    const visitorKey =
      headerKey === null || pages === null
        ? null
        : VisitorPages.keyOf(token, location, inLocale(request.url, locale));
    const kept = visitorKey === null ? undefined : visitorPages.find(visitorKey);
    if (visitorKey !== null && kept) return sendVisitorPage(request, reply, visitorKey, kept);
    const keptPage = pages?.find(key);
    const keptHeader = headerKey === null ? undefined : visitorHeaders.find(headerKey);
    const needsDrawing = !keptPage || (headerKey !== null && !keptHeader);
    const place = needsDrawing ? placeToDraw(reply) : null;
    // While the store is busy, a page that needs drawing is its frame: the app draws it.
    if (needsDrawing && !place) return sendBuilt(request, reply, file);
    const started = visitorPages.startDrawing();
    const drawing = Promise.all([
      keptPage ?? drawAndKeepOnce(key, pages, request, file),
      headerKey === null ? null : (keptHeader ?? headerFor(request, headerKey, started)),
    ]);
    const drawn = await withinBudget(place ? place(drawing) : drawing, drawBudgetMs);
    if (drawn === TIMED_OUT) return sendBuilt(request, reply, file);
    const [answer, header] = drawn;
    if (!answer) return sendBuilt(request, reply, file);
    const page = Buffer.isBuffer(answer) ? answer : answer.body;
    const personal = header ? visitorPageOf(request, page, header) : null;
    if (personal && header && visitorKey !== null) {
      const size = personal.length + (personal.encoded.get("gzip")?.length ?? 0);
      const drawn = visitorPages.keep(visitorKey, personal, size, header.userId, started);
      return sendVisitorPage(request, reply, visitorKey, drawn);
    }
    if (Buffer.isBuffer(answer)) {
      return sendCompressed(request, reply.header("vary", PAGE_HEADERS.vary).type(HTML), answer);
    }
    reply.type(answer.contentType);
    return answerFromKept(pages ?? cache, key, request, reply, answer, PAGE_HEADERS);
  };

  /**
   * The built page's frame ('Loading…' until the app starts), with its header drawn for a
   * returning visitor, as their catalogue pages have it: the app sends a guest home from a
   * customer's page, under the same header.
   */
  const sendFrame = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const location = readCookie(request.headers.cookie, LOCATION_COOKIE);
    const headerKey = headerKeyOf(request, token, location);
    let header = (headerKey === null ? undefined : visitorHeaders.find(headerKey)) ?? null;
    if (headerKey !== null && !header) {
      const place = placeToDraw(reply);
      if (!place) return sendBuilt(request, reply, file);
      header = await place(headerFor(request, headerKey, visitorPages.startDrawing()));
    }
    const personal = header ? withVisitorHeader(builtPage(file, localeOf(request)), header) : null;
    if (personal === null) return sendBuilt(request, reply, file);
    return sendCompressed(request, privately(reply), Buffer.from(personal));
  };

  const sendForCustomer = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const locationCookie = readCookie(request.headers.cookie, LOCATION_COOKIE);
    // Only a customer's session draws a page, so a page kept under the token is a customer's.
    const url = inLocale(request.url, localeOf(request));
    const key = token === null ? null : VisitorPages.keyOf(token, locationCookie, url);
    const kept = key === null ? undefined : visitorPages.find(key);
    if (key !== null && kept) return sendVisitorPage(request, reply, key, kept);
    // Without a session the page still loads, as its frame; the app signs in anew.
    if (token === null || key === null) return sendFrame(request, reply, file);
    // While the store is busy the page is its frame, without even a session lookup.
    const place = placeToDraw(reply);
    if (!place) return sendBuilt(request, reply, file);
    const started = visitorPages.startDrawing();
    const drawing = place(
      (async () => {
        const user = await sessionUserOf(request, token);
        if (!user || user.isGuestUser) return null;
        const location = parseLocationCookie(locationCookie);
        return { user, html: await draw(request, file, { token, user, location }) };
      })(),
    );
    const drawn = await withinBudget(drawing, drawBudgetMs);
    // Nor without the session's customer.
    if (drawn === null) return sendFrame(request, reply, file);
    if (drawn === TIMED_OUT || !drawn.html) return sendBuilt(request, reply, file);
    const { user, html } = drawn;
    const page: VisitorPage = { length: html.length, plain: () => html, encoded: new Map() };
    return sendVisitorPage(
      request,
      reply,
      key,
      visitorPages.keep(key, page, html.length, user.id, started),
    );
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const path = request.url.split("?")[0] ?? "";
    const audience = request.method === "GET" ? renderer.pageAudience(path) : null;
    if (audience === "customer") return sendForCustomer(request, reply, file);
    if (audience === "everyone" && readCookie(request.headers.cookie, ETHNICITY_COOKIE) === null) {
      return sendForEveryone(request, reply, file);
    }
    return sendBuilt(request, reply, file);
  };
  return (request: FastifyRequest, reply: FastifyReply, file: string) =>
    lookingUpOnce(() => sendPage(request, reply, file));
}
