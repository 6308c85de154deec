import type { AdminOrderStatus } from '@reelcart/contract/admin';
import type { FormResult } from '../../lib/admin/forms';
import { money } from '../../lib/platform/words';

/** The filters `/admin/orders` keeps in its URL (with `page`, `sort` and `dir`). */
export const ORDER_FILTERS = [
  'q',
  'status',
  'gateway',
  'from',
  'to',
  'coupon',
  'affiliate',
  'min',
  'max',
] as const;

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  declined: 'Declined',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** The URL's filters as typed (amounts in dollars: `min`, `max`). */
export function orderListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...ORDER_FILTERS, 'page', 'sort', 'dir'] as const) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** True when the URL narrows the list (so no rows means "no match", not "no orders yet"). */
export const isFiltered = (query: Record<string, string>) =>
  ORDER_FILTERS.some((key) => query[key] !== undefined);

const dollarsToCents = (text: string | undefined) => {
  if (!text || !/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
};

/** The call's query from the URL's: amounts in cents; values the call would refuse are left out. */
export function searchQueryOf(query: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  for (const key of ['q', 'gateway', 'coupon', 'affiliate'] as const) {
    if (query[key]) out[key] = query[key];
  }
  if (query.status && query.status in ORDER_STATUS_LABELS) out.status = query.status;
  if (query.from && day.test(query.from)) out.from = query.from;
  if (query.to && day.test(query.to)) out.to = query.to;
  const min = dollarsToCents(query.min);
  const max = dollarsToCents(query.max);
  if (min !== undefined) out.minCents = min;
  if (max !== undefined) out.maxCents = max;
  if (query.sort && ['number', 'createdAt', 'total', 'email'].includes(query.sort))
    out.sort = query.sort;
  if (query.dir === 'asc' || query.dir === 'desc') out.dir = query.dir;
  const page = Number(query.page);
  if (Number.isInteger(page) && page >= 1) out.page = page;
  return out;
}

/** The refund form's body for `adminRefundOrder`, shared by the browser and the action. */
export function refundFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    productIds: form.getAll('productIds').filter((v): v is string => typeof v === 'string'),
    reason: text('reason'),
    refundKey: text('refundKey'),
  };
}

export type OrderActionResult = FormResult;

/** Money as people read it: "−$1,234.50" (lib/platform/words.ts). */
export const usd = money;
