import type { Order, OrderItem } from '@reelcart/sdk/contract';
import { formatPrice, orderTypeLabel, RESOLUTION_LABEL } from '../cart/product';

/**
 * Dates of the account screens, always in UTC so the server-rendered text and the hydrated text
 * agree whatever the visitor's time zone: `Nov 24, 2026, 08:42 UTC`.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export const formatDateTime = (iso: string | Date) => `${DATE_TIME.format(new Date(iso))} UTC`;
export const formatDate = (iso: string | Date) => DATE.format(new Date(iso));

export const ORDER_STATUS_LABEL: Record<Order['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  declined: 'Declined',
};

export const REFUND_STATUS_LABEL: Record<NonNullable<Order['refundStatus']>, string> = {
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** What an order's status line says: its refunds first (decision 064), else its payment. */
export const orderStatusLabel = (order: Pick<Order, 'status' | 'refundStatus'>) =>
  order.refundStatus ? REFUND_STATUS_LABEL[order.refundStatus] : ORDER_STATUS_LABEL[order.status];

/** 'Own · HD (720p)' or 'Rent (72 h) · HD (720p)'. */
export function orderLineLabel(item: Pick<OrderItem, 'orderType' | 'resolution' | 'rentalHours'>) {
  return `${orderTypeLabel(item.orderType, item.rentalHours)} · ${RESOLUTION_LABEL[item.resolution]}`;
}

/** What the data tells of an order's history: placed, then paid or declined, then its refunds. */
export function orderHistory(
  order: Pick<Order, 'status' | 'createdAt' | 'paidAt'> & Partial<Pick<Order, 'refunds'>>,
) {
  const events = [{ label: 'Placed', at: order.createdAt }];
  if (order.paidAt) events.push({ label: 'Paid', at: order.paidAt });
  for (const refund of order.refunds ?? []) {
    const what = refund.kind === 'chargeback' ? 'Charged back' : 'Refunded';
    events.push({ label: `${what} ${formatPrice(refund.amount)}`, at: refund.createdAt });
  }
  return events;
}

/** `1 line`, `3 lines`. */
export const lineCount = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** Beyond this much time left a rental shows its end date, not a countdown (longest rental: 8760 h). */
export const COUNTDOWN_MAX_DAYS = 366;

/**
 * What is left of a rental at `now`, as shown: `2 d 03 h 04 min left`, `3 h 04 min 05 s left`,
 * `4 min 05 s left` (seconds only in the last day, when they matter), `Expired` once it has ended,
 * and `Ends Jan 1, 2099` when the end is further away than any rental lasts (a countdown of
 * thousands of days says nothing). Time left is rounded down: the label never promises more.
 */
export function rentalTimeLeft(expiresAt: string, now: number): string {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return 'Ends at an unknown time';
  const ms = end - now;
  if (!(ms > 0)) return 'Expired';
  const total = Math.floor(ms / 1000);
  const d = Math.floor(total / 86_400);
  if (d >= COUNTDOWN_MAX_DAYS) return `Ends ${formatDate(expiresAt)}`;
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d} d ${two(h)} h ${two(m)} min left`;
  if (h > 0) return `${h} h ${two(m)} min ${two(s)} s left`;
  return `${m} min ${two(s)} s left`;
}
