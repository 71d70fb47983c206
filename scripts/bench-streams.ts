// `npm run bench:streams`: the memory the store's event streams cost. Starts the store as a
// shopper would (`npm start`, a fresh embedded database, the API alone), places one order, opens
// BENCH_STREAMS (1,000) streams of it at once as order pages would, and prints the store's RSS
// and V8 heap before and after, each read after a full garbage collection in the store (through
// its inspector: scripts/bench/storeInspector.ts), beside the budget (50 MB for 1,000); then how
// long one change of the order took to reach every stream, and the same figures once they are
// closed and 1,000 are opened again (what stays with the streams on a warmed process). Figures
// only: nothing here passes or fails. Linux (/proc).
//   BENCH_STREAMS (1000)
import { fileURLToPath } from "node:url";
import { readEventStream } from "../src/api/eventStream";
import { residentBytes } from "./bench/processMemory";
import { startStore } from "./bench/startStore";
import { createOrderingCustomer } from "./bench/storeSession";

const root = fileURLToPath(new URL("..", import.meta.url));
const streamCount = Number(process.env.BENCH_STREAMS ?? 1000);
const BUDGET_MB_PER_THOUSAND = 50;
/**
 * Streams opened at a time: as pages arriving in a burst, and below the store's limit of requests
 * in flight (an opening counts until its stream starts); one shed anyway is asked again.
 */
const OPENING_AT_ONCE = 20;
const MB = 1024 * 1024;

// The web app is not needed to answer streams; building it would only slow the start.
process.env.SKIP_WEB_BUILD ??= "true";

interface FollowedOrder {
  /** Resolves at the stream's next `order` event. */
  nextOrder(): Promise<void>;
  close(): void;
}

async function followOrder(origin: string, uuid: string, token: string): Promise<FollowedOrder> {
  const abort = new AbortController();
  const open = () =>
    fetch(`${origin}/api/v1/orders/ui/events/${uuid}`, {
      headers: { authorization: `Bearer ${token}`, "x-requested-with": "XMLHttpRequest" },
      signal: abort.signal,
    });
  let response = await open();
  // Shed (503 with Retry-After): asked again once after the wait, as the web client does.
  if (response.status === 503) {
    await response.body?.cancel();
    const seconds = Number(response.headers.get("retry-after") ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await open();
  }
  if (response.status !== 200 || !response.body) {
    throw new Error(`The stream answered ${response.status}: ${await response.text()}`);
  }
  let orders = 0;
  let waiting: { after: number; resolve: () => void } | null = null;
  void readEventStream(response.body, ({ name }) => {
    if (name !== "order") return;
    orders += 1;
    if (waiting && orders > waiting.after) {
      waiting.resolve();
      waiting = null;
    }
  }).catch(() => undefined);
  let seen = 0;
  return {
    nextOrder: () =>
      new Promise<void>((resolve) => {
        const after = seen;
        seen += 1;
        if (orders > after) resolve();
        else waiting = { after, resolve };
      }),
    close: () => abort.abort(),
  };
}

/** Opens `streamCount` streams of the order into `streams`, each open once it has had the order. */
async function openStreams(
  origin: string,
  orderUuid: string,
  token: string,
  streams: FollowedOrder[],
): Promise<void> {
  for (let opened = 0; opened < streamCount; opened += OPENING_AT_ONCE) {
    const batch = Math.min(OPENING_AT_ONCE, streamCount - opened);
    const followed = await Promise.all(
      Array.from({ length: batch }, () => followOrder(origin, orderUuid, token)),
    );
    await Promise.all(followed.map((stream) => stream.nextOrder()));
    streams.push(...followed);
  }
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

const store = await startStore(root, "bench-streams");
const streams: FollowedOrder[] = [];
try {
  const serverPid = store.serverPid();
  const inspector = await store.openInspector();
  /** RSS and heap in use once the streams' garbage is collected. */
  const measure = async () => {
    await settle();
    await inspector.collectGarbage();
    return { rss: residentBytes(serverPid), heap: (await inspector.memoryUsage()).heapUsed };
  };
  const growth = (from: { rss: number; heap: number }, to: { rss: number; heap: number }) =>
    `RSS ${megabytes(to.rss - from.rss)} (${((to.rss - from.rss) / streamCount / 1024).toFixed(1)} ` +
    `KB a stream), heap ${megabytes(to.heap - from.heap)}`;

  const { storage, orderUuid } = await createOrderingCustomer(store.origin);
  const token = storage.auth_token ?? "";
  // One stream first: the listener and the code paths of a stream are the process's, not each one's.
  const warm = await followOrder(store.origin, orderUuid, token);
  await warm.nextOrder();
  warm.close();
  const before = await measure();

  await openStreams(store.origin, orderUuid, token, streams);
  const after = await measure();

  const changed = performance.now();
  const advanced = await fetch(`${store.origin}/api/v1/dev/orders/${orderUuid}/advance`, {
    method: "POST",
    headers: { "x-requested-with": "XMLHttpRequest" },
  });
  if (!advanced.ok) throw new Error(`The order did not advance: ${advanced.status}`);
  await Promise.all(streams.map((stream) => stream.nextOrder()));
  const fanOutMs = performance.now() - changed;

  const budget = (BUDGET_MB_PER_THOUSAND * MB * streamCount) / 1000;
  console.log(`Event streams open:     ${streamCount} (figures after a full collection)`);
  console.log(
    `Store before:           RSS ${megabytes(before.rss)}, heap ${megabytes(before.heap)}`,
  );
  console.log(`Store with the streams: RSS ${megabytes(after.rss)}, heap ${megabytes(after.heap)}`);
  console.log(`Growth:                 ${growth(before, after)}; budget ${megabytes(budget)} RSS`);
  console.log(`One change to every stream: ${fanOutMs.toFixed(0)} ms`);

  // The same again on the warmed process: what stays with the streams, not the heap's first growth.
  for (const stream of streams.splice(0)) stream.close();
  const closed = await measure();
  await openStreams(store.origin, orderUuid, token, streams);
  const reopened = await measure();
  console.log(
    `All closed:             RSS ${megabytes(closed.rss)}, heap ${megabytes(closed.heap)}`,
  );
  console.log(`Opened again:           ${growth(closed, reopened)} over closed`);
  inspector.close();
} finally {
  for (const stream of streams) stream.close();
  store.stop();
}
