import type { SortingState } from '@tanstack/react-table';

/**
 * The manager's sales table sort in the address (decision 106): `?sort={column}&dir=asc|desc`,
 * so a reload, Back or a shared link shows the same order. Pure. No `sort` (or anything the table
 * has no column for) is the server's order: periods newest first, dimensions by gross.
 */

/** The sales table's sortable columns (`salesColumns`' keys). */
export const SALES_SORT_KEYS = [
  'label',
  'orders',
  'quantity',
  'gross',
  'refunds',
  'chargebacks',
  'fees',
  'commission',
  'net',
] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];

const isKey = (value: string | null): value is SalesSortKey =>
  value !== null && (SALES_SORT_KEYS as readonly string[]).includes(value);

/** The sort a query asks for; anything else is the default (no sort: the server's order). */
export function parseSalesSort(params: URLSearchParams): SortingState {
  const sort = params.get('sort');
  const dir = params.get('dir');
  if (!isKey(sort) || (dir !== 'asc' && dir !== 'desc')) return [];
  return [{ id: sort, desc: dir === 'desc' }];
}

/** The query with `sorting` written in it (and without, for the default); other keys kept. */
export function withSalesSort(params: URLSearchParams, sorting: SortingState): URLSearchParams {
  const next = new URLSearchParams(params);
  const first = sorting[0];
  if (first && isKey(first.id)) {
    next.set('sort', first.id);
    next.set('dir', first.desc ? 'desc' : 'asc');
  } else {
    next.delete('sort');
    next.delete('dir');
  }
  return next;
}

/** Whether two queries differ only in the sort (the page's data is the same: no reload). */
export function onlySortChanged(before: URLSearchParams, after: URLSearchParams): boolean {
  const strip = (p: URLSearchParams) => {
    const rest = withSalesSort(p, []);
    rest.sort();
    return rest.toString();
  };
  return strip(before) === strip(after) && before.toString() !== after.toString();
}
