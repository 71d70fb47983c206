/** Reading path and query parameters the way the server validates them. */

/** A positive integer, or null when the text is not one (the server answers 400). */
export function positiveInt(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  size: number;
}

/** `page` is 1-based (default 1) and `size` defaults to 20, at most 100; null when invalid. */
export function readPaging(page: string | null, size: string | null): Paging | null {
  const pageNumber = page === null ? 1 : positiveInt(page);
  const pageSize = size === null ? DEFAULT_PAGE_SIZE : positiveInt(size);
  if (pageNumber === null || pageSize === null || pageSize > MAX_PAGE_SIZE) return null;
  return { page: pageNumber, size: pageSize };
}

export function paginate<T>(items: readonly T[], { page, size }: Paging) {
  return {
    data: items.slice((page - 1) * size, page * size),
    meta: { currentPage: page, totalPages: Math.ceil(items.length / size) },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}
