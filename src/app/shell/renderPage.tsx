import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import type { AuthUser } from "@/api/types";
import type { StoredLocation } from "@/lib/storedTypes";
import { AppProviders } from "../providers";
import { sessionStatusOf, type Session } from "../session";
import { createQueryClient } from "../queryClient";
import { pageQueriesScript, VISITOR_QUERIES_ID } from "./pageQueries";
import { DrawnReads, renderReading, type DrawnRead } from "./drawnReads";
import { AppRoutes } from "../routes";
import { HeaderContainer } from "../layout/HeaderContainer";
import { ApiError } from "@/api/client";
import { LinkRenderProvider } from "@/components/ui/Link";
import { renderRouterLink } from "../RouterLink";
import { routePatterns } from "@/lib/paths";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { drawnIn } from "./drawnLocale";

export { setApiTransport } from "@/api/client";
export { setSiteOrigin } from "../meta/siteOrigin";
export { pageAudience } from "./drawnPage";
export { keptPageShelf } from "./keptPages";

/** A page as the app's first render draws it for a visitor, with the answers it was drawn from. */
export interface RenderedPage {
  /** What goes inside #root. */
  body: string;
  /**
   * Tags React hoists for the page's head: its title, description, canonical address and preview
   * tags (StoreMeta), and the preloads of the images it draws eagerly.
   */
  head: string;
  /** The answers the page was drawn from, as the data block the app reads (src/main.tsx). */
  queries: string;
}

/**
 * Renders at most this many times: each render may show a query whose answer, once loaded, draws
 * more of the page (a product, then its similar products).
 */
const MAX_ROUNDS = 3;

function isEnabled(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
}

/** What a render is drawn for: a customer's session and location, or neither (a visitor). */
interface DrawnFor {
  session?: Session;
  location?: StoredLocation | null;
}

async function renderOnce(
  url: string,
  client: ReturnType<typeof createQueryClient>,
  { session, location }: DrawnFor,
  content: ReactNode,
) {
  const { prelude } = await prerender(
    <AppProviders queryClient={client} serverSession={session} serverLocation={location}>
      <StaticRouter location={url}>{content}</StaticRouter>
    </AppProviders>,
    // Every boundary drawn in place: outlined ones would need React's inline scripts to be
    // revealed, which the CSP does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** React puts the tags it hoists (title, meta, image preloads) first; they belong in the head. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted =
    /^(?:<link [^>]*\/?>|<meta [^>]*\/?>|<title>[^<]*<\/title>)+/.exec(html)?.[0] ?? "";
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * The signed-in customer a page is drawn for, as the server knows them from their session
 * cookie, with the delivery location their location cookie names (shared/cookies.ts).
 */
export interface PageCustomer {
  token: string;
  user: AuthUser;
  location: StoredLocation | null;
}

/**
 * Someone a catalogue page's header is drawn for (server/http/pages.ts): the session their cookie
 * carries (a guest's or a customer's; null without a live one) and the location theirs names.
 */
export interface PageVisitor {
  token: string | null;
  user: AuthUser | null;
  location: StoredLocation | null;
}

function drawnForVisitor({ token, user, location }: PageVisitor): DrawnFor {
  return {
    session: { status: sessionStatusOf(token, user), token, user },
    location,
  };
}

/**
 * A 404 is the server's last word on what a page names (an unknown product or category): the
 * drawn page shows it, and the app's first render with it, instead of loading and asking again.
 */
function isNotFound(query: Query): boolean {
  return (
    query.state.status === "error" &&
    query.state.error instanceof ApiError &&
    query.state.error.status === 404
  );
}

/** The answers a drawn page shows, with its not-found answers as plain data (see pageQueries). */
function drawnAnswers(client: ReturnType<typeof createQueryClient>, blockId?: string): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFound(query),
  });
  return pageQueriesScript(state, blockId);
}

/** The reads of each page's last drawing, asked first by the next one. */
const drawnReads = new DrawnReads();

/**
 * Asks `reads` at once; a read that fails is left to the browser, which shows it loading as its
 * own first render does, but a 404 is kept, and shown, and not asked again on mount (as in the
 * browser, see hydratePageQueries).
 */
async function ask(client: QueryClient, reads: readonly DrawnRead[], asked: Set<string>) {
  const toAsk = reads.filter((read) => !asked.has(hashKey(read.queryKey)));
  for (const read of toAsk) asked.add(hashKey(read.queryKey));
  await Promise.all(
    toAsk.map((read) => client.prefetchQuery({ ...read.options, queryKey: read.queryKey })),
  );
  client.removeQueries({
    predicate: (query) => query.state.status === "error" && !isNotFound(query),
  });
  for (const query of client.getQueryCache().findAll({ predicate: isNotFound })) {
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/** The reads a render left waiting for their answers. */
function waitingReads(client: QueryClient): DrawnRead[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && isEnabled(query))
    .map((query) => ({ queryKey: query.queryKey, options: query.options }));
}

/**
 * Renders `content` as the app's first render draws it, with the answers of the reads its last
 * drawing made, then loads the answers it still waits for and renders again until it waits for
 * none.
 */
async function draw(
  url: string,
  drawnFor: DrawnFor,
  content: ReactNode,
  blockId?: string,
): Promise<RenderedPage> {
  const client = createQueryClient({ retry: false, logFailures: false });
  const readsKey = DrawnReads.keyOf(
    url,
    blockId ?? "page",
    drawnFor.session?.status ?? "none",
    drawnFor.location,
  );
  const asked = new Set<string>();
  await ask(client, drawnReads.find(readsKey), asked);
  const render = () => renderReading(client, () => renderOnce(url, client, drawnFor, content));
  let drawn = await render();
  for (let round = 1; round < MAX_ROUNDS; round += 1) {
    const waiting = waitingReads(client).filter((read) => !asked.has(hashKey(read.queryKey)));
    if (waiting.length === 0) break;
    await ask(client, waiting, asked);
    drawn = await render();
  }
  const { rendered: html, read } = drawn;
  drawnReads.learn(
    readsKey,
    client,
    (query) => read.has(query.queryHash) && (query.state.status === "success" || isNotFound(query)),
  );
  return { ...splitHoisted(html), queries: drawnAnswers(client, blockId) };
}

/**
 * Renders the app at `url` as its first render draws it: for a visitor without a session, or for
 * `customer`. Its reads go to the transport given to setApiTransport (the server itself, in
 * process), which must send the customer's token with them. Runs on the server only, never in
 * the browser. Its words are `locale`'s.
 */
export async function renderPage(
  url: string,
  customer?: PageCustomer,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedPage> {
  const drawnFor: DrawnFor = customer ? drawnForVisitor(customer) : {};
  return drawnIn(locale, () => draw(url, drawnFor, <AppRoutes />));
}

/**
 * The header of the page at `url` as the app's first render draws it for `visitor` (their
 * location, their name or 'Login', their cart), with the answers it was drawn from: the server
 * puts it in place of the shared copy's header of a catalogue page, which is drawn for nobody.
 * Its reads go to the transport as renderPage's do, with the visitor's token.
 */
export async function renderHeader(
  url: string,
  visitor: PageVisitor,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedPage> {
  // As AppLayout renders it, with the router's links.
  const header = (
    <LinkRenderProvider value={renderRouterLink}>
      <HeaderContainer />
    </LinkRenderProvider>
  );
  return drawnIn(locale, () => draw(url, drawnForVisitor(visitor), header, VISITOR_QUERIES_ID));
}

/**
 * What of `url` the header shows (HeaderContainer): on the search page its words, on every other
 * page nothing, so one visitor's header drawn for one product serves every other.
 */
export function headerScope(url: string): string {
  const { pathname, searchParams } = new URL(url, "http://storefront.invalid");
  return pathname === routePatterns.search ? `search?q=${searchParams.get("q") ?? ""}` : "";
}
