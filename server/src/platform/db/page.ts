/** Where a list is: its page (from 1) and page size, as every list call's query parses them. */
export interface PageQuery {
  page: number;
  limit: number;
}

/**
 * The page envelope every list call answers (`{ items, page, limit, total, totalPages }`): the
 * rows of one page, where it is, and how many rows there are in all.
 */
export function pageOf<T>(query: PageQuery, items: T[], total: number) {
  return {
    items,
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}
