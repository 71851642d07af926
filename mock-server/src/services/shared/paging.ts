/** Pagination of api-facts §1: `page` (default 1), `limit` (default 10); counts beside the items. */
export interface Page<T> {
  items: T[];
  page: number;
  totalCounts: number;
  totalPages: number;
}

export function paginate<T>(list: readonly T[], page = 1, limit = 10): Page<T> {
  const start = (page - 1) * limit;
  return {
    items: list.slice(start, start + limit),
    page,
    totalCounts: list.length,
    totalPages: Math.ceil(list.length / limit),
  };
}
