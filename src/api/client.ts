import createClient, { type Middleware } from "openapi-fetch";
import { emit } from "@/lib/events";
import { readStorage, removeStorage } from "@/lib/storage";
import type { paths } from "./schema.gen";
import type { ErrorBody } from "./types";

/** Spec section 9. */
export const API_TIMEOUT_MS = 30_000;
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

/** Same-origin marker and bearer token on every request (spec section 7). */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set("X-Requested-With", "XMLHttpRequest");
    const token = readStorage("auth_token");
    if (token) request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
};

/** Spec section 4: a 401 from any call ends the session everywhere. */
const logoutOnUnauthorized: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) {
      removeStorage("auth_token");
      emit("logout");
    }
    return response;
  },
};

/** Spec section 8 "General": how failures that never reached the server are reported. */
const logNetworkFailures = (timeoutMs: number): Middleware => ({
  onError({ error, request }) {
    if (isAbort(error)) {
      console.info(`Request cancelled: ${request.method} ${request.url}`);
      return;
    }
    if (error instanceof DOMException && error.name === "TimeoutError") {
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

/** Every request gives up after API_TIMEOUT_MS, on top of any signal the caller passed. */
function fetchWithTimeout(timeoutMs: number) {
  return (request: Request) => {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return globalThis.fetch(new Request(request, { signal }));
  };
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
}

export function createApiClient({
  baseUrl = resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  timeoutMs = API_TIMEOUT_MS,
}: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, fetch: fetchWithTimeout(timeoutMs) });
  client.use(sessionHeaders, logoutOnUnauthorized, logNetworkFailures(timeoutMs));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();

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
