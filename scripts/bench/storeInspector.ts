// A benchmark's look inside the store it started: the store is started with `--inspect-port`
// (NODE_OPTIONS, which opens nothing by itself), and SIGUSR1 opens the inspector of the store's
// process alone on that port. Through it the benchmark runs a full garbage collection before it
// reads memory, so a figure is what stays, not garbage that no collection has reclaimed yet.
// Needs the global WebSocket (`tsx --experimental-websocket` on Node 20).

interface InspectorTarget {
  webSocketDebuggerUrl: string;
}

export interface StoreInspector {
  /** A full collection in the store (HeapProfiler.collectGarbage), twice, for weak references. */
  collectGarbage(): Promise<void>;
  /** The store's process.memoryUsage(), in bytes. */
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  close(): void;
}

/** The environment the store starts with so that `openStoreInspector` can reach it on `port`. */
export const inspectableOn = (port: number) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=127.0.0.1:${port}`.trim(),
});

async function targetOn(port: number): Promise<InspectorTarget> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const targets = (await (
        await fetch(`http://127.0.0.1:${port}/json/list`)
      ).json()) as InspectorTarget[];
      const target = targets[0];
      if (target) return target;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openStoreInspector(pid: number, port: number): Promise<StoreInspector> {
  process.kill(pid, "SIGUSR1");
  const target = await targetOn(port);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error("The inspector refused")), {
      once: true,
    });
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (message) => {
    const answer = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer.result);
  });
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return {
    collectGarbage: async () => {
      await call("HeapProfiler.collectGarbage");
      await call("HeapProfiler.collectGarbage");
    },
    memoryUsage: async () => {
      const answer = (await call("Runtime.evaluate", {
        expression: "process.memoryUsage()",
        returnByValue: true,
      })) as { result: { value: NodeJS.MemoryUsage } };
      return answer.result.value;
    },
    close: () => socket.close(),
  };
}
