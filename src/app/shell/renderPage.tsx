import { dehydrate, type Query } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { matchPath, StaticRouter } from "react-router-dom";
import { setApiTransport } from "@/api/client";
import { isProtectedRoute, routePatterns, type RouteName } from "@/lib/paths";
import { AppProviders } from "../providers";
import { createQueryClient } from "../queryClient";
import { pageQueriesScript } from "./pageQueries";
import { AppRoutes } from "../routes";

/** A page as the app's first render draws it for a visitor, with the answers it was drawn from. */
export interface RenderedPage {
  /** What goes inside #root. */
  body: string;
  /** Tags React hoists for the page's head: the preloads of the images it draws eagerly. */
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

async function renderOnce(url: string, client: ReturnType<typeof createQueryClient>) {
  const { prelude } = await prerender(
    <AppProviders queryClient={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // Every boundary drawn in place: outlined ones would need React's inline scripts to be
    // revealed, which the CSP does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** React puts the resources it hoists (image preloads) first; they belong in the head. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/?>)+/.exec(html)?.[0] ?? "";
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * The pages the server draws: every route open to visitors. The others show a customer's own data
 * (the server has no session: it is in the browser's storage), and a path no route matches is
 * sent home by the app.
 */
export function drawsOnServer(pathname: string): boolean {
  return (Object.keys(routePatterns) as RouteName[]).some(
    (name) => !isProtectedRoute(name) && matchPath(routePatterns[name], pathname) !== null,
  );
}

/**
 * Renders the app at `url` as a visitor without a session sees it, its reads answered by `send`
 * (in process, by the server itself). Renders, loads the answers the page waits for, and renders
 * again until it waits for none; a read that fails is left to the browser, which shows it loading
 * as its own first render does. Runs on the server only, never in the browser.
 */
export async function renderPage(
  url: string,
  send: (request: Request) => Promise<Response>,
): Promise<RenderedPage> {
  setApiTransport(send);
  const client = createQueryClient({ retry: false });
  const asked = new Set<string>();
  let html = await renderOnce(url, client);
  for (let round = 1; round < MAX_ROUNDS; round += 1) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && isEnabled(query))
      .filter((query) => !asked.has(query.queryHash));
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(
      waiting.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    client.removeQueries({ predicate: (query) => query.state.status === "error" });
    html = await renderOnce(url, client);
  }
  return { ...splitHoisted(html), queries: pageQueriesScript(dehydrate(client)) };
}
