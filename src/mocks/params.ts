/** Reading path and query parameters; the mock trusts the app to send what the contract allows. */

/** A positive integer, or null when the text is not one. */
export function positiveInt(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export interface Paging {
  page: number;
  size: number;
}

/** `page` is 1-based (default 1) and `size` defaults to 20, at most 100; null when invalid. */
export function readPaging(page: string | null, size: string | null): Paging | null {
  const pageNumber = page === null ? 1 : positiveInt(page);
  const pageSize = size === null ? 20 : positiveInt(size);
  if (pageNumber === null || pageSize === null || pageSize > 100) return null;
  return { page: pageNumber, size: pageSize };
}

/** A list page as answered: the one asked for, or the first of 20 for a query the server refuses. */
export function pageOf<T>(
  items: readonly T[],
  query: { get(name: "page" | "size"): string | null },
) {
  return paginate(items, readPaging(query.get("page"), query.get("size")) ?? { page: 1, size: 20 });
}

export function paginate<T>(items: readonly T[], { page, size }: Paging) {
  return {
    data: items.slice((page - 1) * size, page * size),
    meta: { currentPage: page, totalPages: Math.ceil(items.length / size) },
  };
}
