import type { DehydratedState } from "@tanstack/react-query";

/** The id of the script element that carries a server-rendered page's answers. */
const PAGE_QUERIES_ID = "page-queries";

/**
 * The answers a server-rendered page was drawn from, as a data block (not a script: the CSP runs
 * none inline). `<` is escaped so no text in an answer can close the element.
 */
export function pageQueriesScript(queries: DehydratedState): string {
  const json = JSON.stringify(queries).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_QUERIES_ID}">${json}</script>`;
}

/** The answers the server drew this page from, or null when it sent the page frame alone. */
export function readPageQueries(document: Document): DehydratedState | null {
  const text = document.getElementById(PAGE_QUERIES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
