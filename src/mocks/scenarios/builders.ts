import { delay, http as mswHttp, HttpResponse, type HttpHandler } from "msw";
import type { PathsFor, ResponseBodyFor } from "openapi-msw";
import { handlers } from "../handlers";
import { API_BASE_PATTERN, type http } from "../http";
import { errorBody } from "../session";

/** The methods the contract uses, in openapi-msw's spelling. */
export type Method = "get" | "put" | "post" | "delete" | "patch";

/** A path of the contract that has an operation for `M`, e.g. "/cart/items/{id}" for "delete". */
export type ContractPath<M extends Method> = PathsFor<(typeof http)[M]>;

const METHODS: readonly Method[] = ["get", "put", "post", "delete", "patch"];

function isMethod(value: string): value is Method {
  return (METHODS as readonly string[]).includes(value);
}

/** The contract's "/cart/items/{id}" as MSW matches it: "*\/api/v1/cart/items/:id". */
function mswPathOf(path: string): string {
  return API_BASE_PATTERN + path.replace(/\{(\w+)\}/g, ":$1");
}

/**
 * "METHOD /path" of every default route without a parameter. "/orders/ui/:id" also matches
 * "/orders/ui/previously-bought-items"; an override of the former must leave the latter alone.
 */
const fixedRoutes = new Set(
  handlers.flatMap(({ info }) =>
    typeof info.path === "string" && !info.path.includes(":")
      ? [`${String(info.method)} ${info.path.slice(API_BASE_PATTERN.length)}`]
      : [],
  ),
);

function isFixedRoute(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^.*?\/api\/v1(?=\/)/, "");
  return fixedRoutes.has(`${request.method} ${path}`);
}

type Answer = () => Response | Promise<Response>;

/** An override of one route (in MSW's spelling) that answers every matching request with `answer`. */
export function overrideRoute(method: Method, mswPath: string, answer: Answer): HttpHandler {
  const hasParameter = mswPath.includes(":");
  return mswHttp[method](mswPath, ({ request }) => {
    // Returning nothing hands the request on to the next handler, here the fixed route's own.
    if (hasParameter && isFixedRoute(request)) return undefined;
    return answer();
  });
}

function override<M extends Method>(method: M, path: ContractPath<M>, answer: Answer): HttpHandler {
  return overrideRoute(method, mswPathOf(path), answer);
}

/** The same override for every route of a set of default handlers (a whole tag). */
export function overrideEvery(tagHandlers: readonly HttpHandler[], answer: Answer): HttpHandler[] {
  return tagHandlers.flatMap(({ info }) => {
    const method = String(info.method).toLowerCase();
    return typeof info.path === "string" && isMethod(method)
      ? [overrideRoute(method, info.path, answer)]
      : [];
  });
}

export const SERVER_ERROR_MESSAGE = "Something went wrong. Please try again.";

export const answers = {
  /** Never answers, so the loading state stays on screen (the error after it is unreachable). */
  loading: async (): Promise<Response> => {
    await delay("infinite");
    return HttpResponse.error();
  },
  error: (status: number, message: string, errors?: string[]) => () =>
    HttpResponse.json(errorBody(message, errors), { status }),
  /** A fetch that fails before any answer (offline, CORS, proxy). */
  networkError: () => HttpResponse.error(),
};

/** The operation never answers. */
export function loading<M extends Method>(method: M, path: ContractPath<M>): HttpHandler {
  return override(method, path, answers.loading);
}

/** The operation fails with 500 and the contract's error body. */
export function serverError<M extends Method>(
  method: M,
  path: ContractPath<M>,
  message = SERVER_ERROR_MESSAGE,
): HttpHandler {
  return override(method, path, answers.error(500, message));
}

/** The operation fails with any status and error body, e.g. 422 with an `errors` list. */
export function failure<M extends Method>(
  method: M,
  path: ContractPath<M>,
  status: number,
  message: string,
  errors?: string[],
): HttpHandler {
  return override(method, path, answers.error(status, message, errors));
}

export function networkError<M extends Method>(method: M, path: ContractPath<M>): HttpHandler {
  return override(method, path, answers.networkError);
}

/** The GET operation answers 200 with `body`, a fixed snapshot: changes made meanwhile do not show. */
export function answer<P extends ContractPath<"get">>(
  path: P,
  body: ResponseBodyFor<typeof http.get, P>,
): HttpHandler {
  return override("get", path, () => HttpResponse.json(body));
}

/** The operation answers `ms` late, then as usual (or as a handler listed after it says). */
export function slow<M extends Method>(method: M, path: ContractPath<M>, ms = 800): HttpHandler {
  return mswHttp[method](mswPathOf(path), async () => {
    await delay(ms);
    return undefined;
  });
}
