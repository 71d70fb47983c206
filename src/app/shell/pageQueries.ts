import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";

/** The id of the script element that carries a server-rendered page's answers. */
const PAGE_QUERIES_ID = "page-queries";

/**
 * The id of the block with the answers of a catalogue page's header drawn for its visitor (their
 * cart), which the server adds to the shared page's own block (server/http/pages.ts).
 */
export const VISITOR_QUERIES_ID = "visitor-queries";

/**
 * A server-rendered page's answers as a data block (not a script: the CSP runs none inline). `<`
 * is escaped so no text in an answer can close the element. An ApiError (a 404 the page shows)
 * is written as its name, status and body.
 */
export function pageQueriesScript(queries: DehydratedState, id = PAGE_QUERIES_ID): string {
  const json = JSON.stringify(queries, (_key, value: unknown) =>
    value instanceof ApiError
      ? { name: value.name, message: value.message, status: value.status, body: value.body }
      : value,
  ).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

function isWrittenApiError(
  value: unknown,
): value is { message?: unknown; status: number; body?: ApiError["body"] } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { name?: unknown }).name === "ApiError" &&
    typeof (value as { status?: unknown }).status === "number"
  );
}

/** The answers in block `id`, or null when the server sent none (the page frame alone). */
function readBlock(document: Document, id: string): DehydratedState | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    for (const query of state.queries) {
      const error: unknown = query.state.error;
      if (!isWrittenApiError(error)) continue;
      const message = typeof error.message === "string" ? error.message : "";
      query.state.error = new ApiError(message, error.status, error.body);
    }
    return state;
  } catch {
    return null;
  }
}

/**
 * Puts the answers a drawn page was drawn from (the page's own, then its header's for the
 * visitor) into the app's query client, so its first render draws the same page. A 404 the page
 * shows is the server's last word: its query is not asked again when the screen mounts.
 */
export function hydratePageQueries(client: QueryClient, document: Document): void {
  for (const id of [PAGE_QUERIES_ID, VISITOR_QUERIES_ID]) {
    const state = readBlock(document, id);
    if (!state) continue;
    hydrate(client, state);
    for (const query of state.queries) {
      const error = query.state.error;
      if (error instanceof ApiError && error.status === 404) {
        client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      }
    }
  }
}
