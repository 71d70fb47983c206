import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROUTE_TABLE_FILE, type RoutePage } from "../../shared/webBuild";

const APP_PAGE = "index.html";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `/products/:id/detail` as a regular expression over a URL path (a trailing slash allowed). */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)));
  return new RegExp(`^${segments.join("/")}/?$`);
}

function readTable(file: string): RoutePage[] {
  const table: unknown = JSON.parse(readFileSync(file, "utf8"));
  const valid =
    Array.isArray(table) &&
    table.every(
      (row: Partial<RoutePage>) => typeof row.pattern === "string" && typeof row.page === "string",
    );
  if (!valid) throw new Error(`${file} is not a list of { pattern, page }`);
  return table as RoutePage[];
}

/**
 * Which built page (relative to `webRoot`) loads the app for a URL path: the route's own page,
 * which preloads its screen (build/routePages.ts), else index.html, which loads it afterwards.
 */
export function routePageFinder(webRoot: string): (path: string) => string {
  const tableFile = join(webRoot, ROUTE_TABLE_FILE);
  if (!existsSync(tableFile)) return () => APP_PAGE;
  const routes = readTable(tableFile).map(({ pattern, page }) => ({
    matches: patternToRegExp(pattern),
    page,
  }));
  return (path) => routes.find((route) => route.matches.test(path))?.page ?? APP_PAGE;
}
