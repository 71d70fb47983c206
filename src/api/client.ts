import createClient, { type Middleware } from "openapi-fetch";
import { emit } from "@/lib/events";
import { readStorage, removeStorage } from "@/lib/storage";
import type { paths } from "../../shared/contract/schema.gen";
import type { ErrorBody } from "./types";

/** docs/product.md § Constants and limits. */
export const API_TIMEOUT_MS = 30_000;

/** How long a call of the clients without a timeout of their own may take; null: as long as it takes. */
let sharedTimeoutMs: number | null = API_TIMEOUT_MS;

/**
 * Sets how long calls of the clients made without `timeoutMs` (`api`, `streamApi`) may take, null
 * for as long as they take, until the returned undo is called. The app never calls it: Storybook
 * lifts it (.storybook/preview.tsx), because a mock's loading answer never comes
 * (src/mocks/scenarios) and a loading story left open must not turn into the timeout's error.
 */
export function setApiTimeout(ms: number | null): () => void {
  const before = sharedTimeoutMs;
  sharedTimeoutMs = ms;
  return () => {
    sharedTimeoutMs = before;
  };
}

/** What `setApiTimeout` last set: the timeout of the clients without their own. */
export const sharedApiTimeoutMs = (): number | null => sharedTimeoutMs;
export const DEFAULT_API_BASE_URL = "/api/v1";

export function resolveApiBaseUrl(configured: string | undefined): string {
  const base = configured?.trim() || DEFAULT_API_BASE_URL;
  return base.replace(/\/+$/, "");
}

/** A failed call: `body` is the contract's error body when the server sent one. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ErrorBody,
  ) {
    super(message);
  }
}

/** The server's own words for a failed call, when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? error.body?.message.trim() : undefined;
  return message || undefined;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Same-origin marker and bearer token on every request (docs/product.md § Calls to the API). */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set("X-Requested-With", "XMLHttpRequest");
    const token = readStorage("auth_token");
    if (token) request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
};

/** docs/product.md § States and transitions: a 401 from any call ends the session everywhere. */
const logoutOnUnauthorized: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) {
      removeStorage("auth_token");
      emit("logout");
    }
    return response;
  },
};

/** docs/product.md § Toasts and logging: how failures that never reached the server are reported. */
const logNetworkFailures = (timeoutOf: () => number | null): Middleware => ({
  onError({ error, request }) {
    if (isAbort(error)) {
      console.info(`Request cancelled: ${request.method} ${request.url}`);
      return;
    }
    if (error instanceof DOMException && error.name === "TimeoutError") {
      const timeoutMs = timeoutOf() ?? API_TIMEOUT_MS;
      console.error(`Request timed out after ${timeoutMs} ms: ${request.method} ${request.url}`);
      return new Error(`The request timed out after ${timeoutMs / 1000} seconds.`);
    }
    console.error(
      `Network error on ${request.method} ${request.url}: the API could not be reached. ` +
        "This is most likely a cross-origin (CORS) or proxy configuration problem.",
      error,
    );
  },
});

/** The longest a 503's Retry-After is waited for before its one retry. */
export const MAX_RETRY_AFTER_MS = 5_000;

/** Retry-After (seconds or an HTTP date) in milliseconds, capped; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

type Transport = (request: Request) => Promise<Response>;

let transport: Transport = (request) => globalThis.fetch(request);

/**
 * Where requests go instead of the network: the server that renders pages (server/http/pages.ts)
 * answers the app's reads itself, in process. In the browser only Storybook sets one, to drop the
 * answers a finished story's requests get (.storybook/lateAnswers.ts); the app never does.
 */
export function setApiTransport(send: Transport): void {
  transport = send;
}

/**
 * Every request gives up after the client's timeout (both attempts together; none when it is
 * null), on top of any signal the caller passed.
 *
 * A 503 with Retry-After is the server shedding load (server/http/loadShedding.ts): it is asked
 * again once, after that delay (at most MAX_RETRY_AFTER_MS); a second 503 is the caller's error.
 * Writes are retried too: the server sheds a request before any of its work (before
 * authentication, reading the body or a query), so a shed POST changed nothing. A 503 without
 * Retry-After (a proxy's, say) promises no such thing and is not retried.
 */
function fetchWithTimeout(timeoutOf: () => number | null, timesBody: boolean) {
  return async (request: Request) => {
    const timeoutMs = timeoutOf();
    const timeout =
      timeoutMs === null
        ? untimed()
        : timesBody
          ? wholeCallTimeout(timeoutMs)
          : openingTimeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout.signal]);
    // A body can be sent once: the retry sends this copy.
    const again = request.clone();
    const response = await transport(new Request(request, { signal }));
    const delay =
      response.status === 503 ? retryAfterMs(response.headers.get("retry-after")) : null;
    if (delay === null) return timeout.opened(response);
    // Not awaited: the body is small, and cancelling may settle only once it is read.
    void response.body?.cancel().catch(() => undefined);
    await wait(delay, signal);
    return timeout.opened(await transport(new Request(again, { signal })));
  };
}

interface CallTimeout {
  signal: AbortSignal;
  /** Called with the answer once its headers have arrived; answers it. */
  opened(response: Response): Response;
}

const untimed = (): CallTimeout => ({
  signal: new AbortController().signal,
  opened: (response) => response,
});

const wholeCallTimeout = (timeoutMs: number): CallTimeout => ({
  signal: AbortSignal.timeout(timeoutMs),
  opened: (response) => response,
});

/** Times a call until its answer's headers arrive: an event stream's body lasts as long as it is read. */
function openingTimeout(timeoutMs: number): CallTimeout {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The call timed out.", "TimeoutError")),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    opened: (response) => {
      clearTimeout(timer);
      return response;
    },
  };
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Without it, the shared timeout: API_TIMEOUT_MS unless `setApiTimeout` changed it. */
  timeoutMs?: number;
  /** For event streams: the timeout ends when the answer opens, not when its body ends. */
  answersStreams?: boolean;
}

export function createApiClient({
  baseUrl = resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  timeoutMs,
  answersStreams = false,
}: ApiClientOptions = {}) {
  const timeoutOf = timeoutMs === undefined ? sharedApiTimeoutMs : () => timeoutMs;
  const client = createClient<paths>({
    baseUrl,
    fetch: fetchWithTimeout(timeoutOf, !answersStreams),
  });
  client.use(sessionHeaders, logoutOnUnauthorized, logNetworkFailures(timeoutOf));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();

/** The client of the event streams (src/api/queries/orderEvents.ts), with the same headers. */
export const streamApi = createApiClient({ answersStreams: true });

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns openapi-fetch's `{ data, error }` into a promise that resolves with the data, or rejects
 * with an ApiError carrying the response body when there is one, else the status text.
 */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  if (isErrorBody(error)) throw new ApiError(error.message, response.status, error);
  const message = response.statusText || `Request failed with status ${response.status}`;
  throw new ApiError(message, response.status);
}
