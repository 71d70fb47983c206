import { QueryCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "@/api/client";

function describe(queryKey: QueryKey): string {
  return queryKey
    .map((part) => (typeof part === "object" ? JSON.stringify(part) : String(part)))
    .join(" ");
}

/**
 * docs/product.md § Messages and errors: a failed load is logged (the screen shows its empty or error state, never a
 * toast), so every query's failure is logged here once instead of in each screen.
 */
function logFailedQuery(error: Error, query: { queryKey: QueryKey }) {
  console.error(`Loading ${describe(query.queryKey)} failed`, error);
}

/**
 * A 4xx is the server's answer ('not found', 'not allowed'): asking again gives the same answer
 * later. Only failures that may pass (network, timeout, 5xx) are retried, up to `times`.
 */
export function retryUnlessClientError(times: number) {
  return (failureCount: number, error: Error) =>
    failureCount < times &&
    !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function createQueryClient({
  retry = 1,
  logFailures = true,
}: {
  retry?: number | false;
  /** False where another logs them: a page drawn by the server leaves its failed reads to the browser. */
  logFailures?: boolean;
} = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logFailures ? logFailedQuery : undefined }),
    defaultOptions: {
      queries: {
        retry: retry === false ? false : retryUnlessClientError(retry),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a read is still asked once: the service worker answers the catalogue's from
        // what it kept (docs/seo.md, Installable and offline). Only its retries wait for the network.
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}
