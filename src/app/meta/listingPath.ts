/**
 * A product list's canonical address: its path with the page it shows, but not its sort or diet
 * filters, which order or narrow the same products rather than make another page of them.
 */
export function listingPath(path: string, page: number): string {
  if (page <= 1) return path;
  return `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
}
