import { api, DEFAULT_API_BASE_URL, resolveApiBaseUrl, unwrap } from "../client";
import type { paths } from "../../../shared/contract/schema.gen";

/** One read public/early-reads.js started before the bundle loaded (index.html loads it first). */
interface EarlyRead {
  /** Only for a read that sends the ethnicity: the one it asked for; null when it named none. */
  ethnicity?: Promise<number | undefined | null>;
  /** The answer's data; null when the call failed. */
  answer: Promise<unknown>;
  /** Set when the answer has arrived, with the ethnicity it was asked for (if any). */
  arrived?: { ethnicity: number | undefined; data: unknown };
}

declare global {
  interface Window {
    /** By the API path each read asked, query string included and ethnicity left out. */
    __storefrontEarlyReads?: Map<string, EarlyRead>;
  }
}

/** The parameters of a GET, as the app passes them to the API client. */
export interface ReadParams {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
}

/** The `data` of the contract's 200 answer to a GET of `Path`. */
type ReadData<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { "application/json": { data: infer Data } } } } };
}
  ? Data
  : never;

/** The path the early script names a read by: the ethnicity travels beside it. */
function earlyReadPath(template: string, params: ReadParams): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params.path?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (name !== "ethnicity" && value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The read the early script started for this very GET (same path and query), if any. */
function findEarlyRead(template: string, params: ReadParams) {
  // Unit tests run without a window.
  const reads = typeof window === "undefined" ? undefined : window.__storefrontEarlyReads;
  if (!reads) return null;
  // The early script asks /api/v1 of this origin; an app built for another API must not use it.
  if (resolveApiBaseUrl(import.meta.env.VITE_API_BASE_URL) !== DEFAULT_API_BASE_URL) return null;
  const key = earlyReadPath(template, params);
  const read = reads.get(key);
  return read ? { read, forget: () => reads.delete(key) } : null;
}

/** Whether the read and the app's GET both send an ethnicity or both do not. */
function sameEthnicityUse(read: EarlyRead, params: ReadParams): boolean {
  const byEthnicity = params.query !== undefined && "ethnicity" in params.query;
  return byEthnicity === (read.ethnicity !== undefined);
}

/**
 * The answer the early script loaded for this very GET (same path, query and ethnicity); taken
 * once, so a refetch (a new location, a pull to refresh) asks the server again. Null means: ask
 * yourself.
 */
export async function takeEarlyRead<Path extends keyof paths>(
  template: Path,
  params: ReadParams,
): Promise<ReadData<Path> | null> {
  const found = findEarlyRead(template, params);
  if (!found) return null;
  found.forget();
  if (!sameEthnicityUse(found.read, params)) return null;
  if (found.read.ethnicity && (await found.read.ethnicity) !== params.query?.ethnicity) return null;
  // Parsed from the server's JSON as the API client parses it, and trusted to follow the contract
  // as far as that client trusts it.
  return (await found.read.answer) as ReadData<Path> | null;
}

/**
 * The early answer for this very GET when it has already arrived, taken as takeEarlyRead takes
 * it; for a query's initial data, since the query function's answer reaches the screen only a
 * frame after the first render. Undefined leaves the read, arrived or not, to the query function.
 */
export function takeArrivedEarlyRead<Path extends keyof paths>(
  template: Path,
  params: ReadParams,
): ReadData<Path> | undefined {
  const found = findEarlyRead(template, params);
  const arrived = found?.read.arrived;
  if (!found || !arrived || !sameEthnicityUse(found.read, params)) return undefined;
  if (arrived.ethnicity !== params.query?.ethnicity) return undefined;
  found.forget();
  // As in takeEarlyRead.
  return arrived.data as ReadData<Path>;
}

/** The reads public/early-reads.js may start, with the parameters each is asked with. */
interface EarlyReadParams {
  "/catalog/ui/web/home": { query: { ethnicity: number | undefined } };
  "/catalog/ui/subcategories/{id}": { path: { id: number } };
  "/catalog/ui/subcategories": { query: { categoryId: number } };
  "/catalog/ui/subcategories/siblings": { query: { subcategoryId: number } };
}

/** Fails to compile when a read's parameters above stop being those the contract gives its GET. */
type ContractParams<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: infer Params };
}
  ? Params
  : never;
const paramsFollowTheContract: {
  [Path in keyof EarlyReadParams]: EarlyReadParams[Path] extends ContractParams<Path>
    ? true
    : never;
} = {
  "/catalog/ui/web/home": true,
  "/catalog/ui/subcategories/{id}": true,
  "/catalog/ui/subcategories": true,
  "/catalog/ui/subcategories/siblings": true,
};
void paramsFollowTheContract;

/** api.GET for one of these reads: openapi-fetch cannot infer its types for a generic path. */
const getRead = api.GET as unknown as <Path extends keyof EarlyReadParams>(
  path: Path,
  init: { params: EarlyReadParams[Path]; signal: AbortSignal },
) => Promise<{ data?: { data: ReadData<Path> }; error?: unknown; response: Response }>;

/**
 * A query's `queryFn` that takes the early script's answer to this GET when it started one and
 * asks the server otherwise, and an `initialData` that is that answer when it has already arrived.
 */
export function earlyReadFirst<Path extends keyof EarlyReadParams>(
  path: Path,
  params: EarlyReadParams[Path],
) {
  return {
    initialData: () => takeArrivedEarlyRead(path, params),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ReadData<Path>> =>
      (await takeEarlyRead(path, params)) ?? (await unwrap(getRead(path, { params, signal }))).data,
  };
}
