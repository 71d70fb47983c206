import { QueryObserver, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { onTestFinished } from "vitest";
import { server } from "@/mocks/node";
import { pagedThreadQuery, type HeldThread, type ThreadPage } from "@/api/queries/pagedThread";
import type { ThreadCursor } from "@/api/queries/pagedThread";

/**
 * The next answer of the mock API at `path` (an MSW pattern): an event stream the test writes
 * events to and ends, as a store would.
 */
export function scriptedEventStream(path: string) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  server.use(
    http.get(
      path,
      () => new HttpResponse(body, { headers: { "content-type": "text/event-stream" } }),
      { once: true },
    ),
  );
  return {
    send: (name: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller?.close(),
  };
}

/** How many requests the app sent to a path ending in `pathEnd` from now until the test ends. */
export function countRequestsTo(pathEnd: string): () => number {
  let count = 0;
  const counted = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  server.events.on("request:start", counted);
  onTestFinished(() => void server.events.removeListener("request:start", counted));
  return () => count;
}

/**
 * A chat thread held as an open chat holds it (usePagedThread), until the test ends: the uuids
 * of the messages the cache holds, oldest first.
 */
export function watchThread<M extends { uuid: string }>(
  queryClient: QueryClient,
  source: { queryKey: QueryKey; fetchPage: (cursor: ThreadCursor) => Promise<ThreadPage<M>> },
  pollEvery: () => number | false,
): () => string[] {
  const observer = new QueryObserver(queryClient, {
    ...pagedThreadQuery(queryClient, source),
    refetchInterval: pollEvery,
  });
  onTestFinished(observer.subscribe(() => {}));
  return () =>
    queryClient
      .getQueryData<HeldThread<M>>(source.queryKey)
      ?.messages.map((message) => message.uuid) ?? [];
}
