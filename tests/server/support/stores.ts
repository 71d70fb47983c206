import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../scripts/free-port.mjs";
import type { ApiAnswer } from "./contract";

/**
 * Stores run as `npm start` runs them (scripts/start.mjs, the compiled server), each in a process
 * of its own, for tests of what holds across processes sharing one PostgreSQL.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const SECOND = 1000;

/** How every store of a test runs, whatever the developer's shell says. */
const STORE_ENV = {
  NODE_ENV: "development",
  HOST: "127.0.0.1",
  // The API alone is under test: the web app is neither built nor needed.
  SKIP_WEB_BUILD: "true",
  LOG_LEVEL: "warn",
  SMS_PROVIDER: "console",
  PAYMENTS_PROVIDER: "sandbox",
  // Chat files where a store on DATABASE_URL keeps them by default (the database): that default is
  // what lets stores serve each other's files, and the tests check it.
  FILE_STORAGE: "",
  // The stores share two cores with the test runner, whose work lags their event loops: shedding
  // on loop delay would answer 503 to calls whose limits are under test.
  SHED_EVENT_LOOP_DELAY_MS: "0",
};

export interface Store {
  name: string;
  origin: string;
  /** What the process wrote so far: its warnings and errors, for a failure's message. */
  output(): string;
  /** SIGTERM (the store's own orderly stop), SIGKILL if it is still running after 10 s. */
  stop(): Promise<void>;
}

/**
 * Bundles the server once (`npm run build:server`) before stores start: a store that found its
 * bundle stale would rebuild it, and two rebuilding at once would delete each other's files.
 */
export function buildStoreOnce(): void {
  const build = spawnSync(process.execPath, [join(root, "scripts", "build-server.mjs")], {
    cwd: root,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`npm run build:server failed:\n${build.stderr}`);
}

async function waitUntilHealthy(store: Store, exited: Promise<number | null>): Promise<void> {
  const deadline = Date.now() + 90 * SECOND;
  let stopped: number | null | undefined;
  void exited.then((code) => {
    stopped = code;
  });
  while (Date.now() < deadline) {
    if (stopped !== undefined) {
      throw new Error(`Store ${store.name} exited with ${stopped}:\n${store.output()}`);
    }
    const healthy = await fetch(`${store.origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Store ${store.name} did not answer within 90 s:\n${store.output()}`);
}

/**
 * Starts `npm start` (without npm, which would stand between the signal and the store) on a free
 * port and a data folder of its own, and answers once it serves the API.
 */
export async function startStore(
  name: string,
  env: Record<string, string>,
  started: Store[],
): Promise<Store> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-store-${name}-`));
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, ...STORE_ENV, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const store: Store = {
    name,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 10 * SECOND);
        await exited;
        clearTimeout(killer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  // Listed before it is ready, so the caller's clean-up stops it also when the start fails.
  started.push(store);
  await waitUntilHealthy(store, exited);
  return store;
}

/** Stops every store in the list (and empties it), also when some never started. */
export async function stopStores(started: Store[]): Promise<void> {
  await Promise.all(started.splice(0).map((store) => store.stop()));
}

export type { ApiAnswer as StoreAnswer } from "./contract";

/** Calls a store's API over HTTP as the web app does; `forwardedFor` names the client behind a proxy. */
export async function callStore(
  store: Store,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    forwardedFor?: string;
  } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${store.origin}/api/v1${path}`, {
    method,
    headers: {
      "x-requested-with": "XMLHttpRequest",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    statusCode: response.status,
    headers,
    body,
    json: () => JSON.parse(body),
  };
}
