import type { AdminCouponRow, CouponState } from '@reelcart/contract/admin';
import { centsOf, formatCents } from './admin-forms';

/** The filters `/admin/coupons` keeps in its URL (with `page`). */
export const COUPON_FILTERS = ['q', 'active'] as const;

export function couponListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...COUPON_FILTERS, 'page'] as const) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

const DAY = 86_400_000;

/**
 * Dates are whole days in UTC (decision 045): "valid from" a day starts at its 00:00 UTC; "valid
 * to" a day includes it, so the coupon ends at the next day's 00:00 UTC.
 */
export function startOfDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date === '' ? null : 'invalid';
  return `${date}T00:00:00.000Z`;
}
export function endOfDay(date: string): string | null {
  const start = startOfDay(date);
  if (start === null || start === 'invalid') return start;
  return new Date(Date.parse(start) + DAY).toISOString();
}
/** The day a stored instant shows as in the form. */
export const dayOf = (iso: string | null, end = false) =>
  iso ? new Date(Date.parse(iso) - (end ? DAY : 0)).toISOString().slice(0, 10) : '';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const count = (form: FormData, name: string) => {
  const t = text(form, name);
  return t === '' ? null : /^\d+$/.test(t) ? Number(t) : Number.NaN;
};
const money = (form: FormData, name: string) => {
  const t = text(form, name);
  return t === '' ? null : centsOf(t);
};

/** The coupon form's body for create (and, with `version`, update): browser and action share it. */
export function couponFromForm(form: FormData) {
  const discountType = text(form, 'discountType') === 'amount' ? 'amount' : 'percent';
  const version = text(form, 'version');
  const percent = text(form, 'percentOff');
  return {
    code: text(form, 'code').toUpperCase(),
    discountType,
    percentOff:
      discountType === 'percent'
        ? percent === ''
          ? null
          : /^\d+$/.test(percent)
            ? Number(percent)
            : Number.NaN
        : null,
    amountOffCents: discountType === 'amount' ? money(form, 'amountOffCents') : null,
    appliesToGateway: form
      .getAll('appliesToGateway')
      .filter((v): v is string => typeof v === 'string'),
    startsAt: startOfDay(text(form, 'startsAt')),
    expiresAt: endOfDay(text(form, 'expiresAt')),
    usageLimit: count(form, 'usageLimit'),
    perUserLimit: count(form, 'perUserLimit'),
    minSubtotalCents: money(form, 'minSubtotalCents'),
    active: form.get('active') === 'on' || form.get('active') === 'true',
    ...(version === '' ? {} : { version: Number(version) }),
  };
}

export const STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

export const formatUsd = (cents: number) => `$${formatCents(cents)}`;

/** "10 % off" or "$5.00 off". */
export const discountLabel = (c: Pick<AdminCouponRow, 'percentOff' | 'amountOffCents'>) =>
  c.amountOffCents !== null ? `${formatUsd(c.amountOffCents)} off` : `${c.percentOff ?? 0} % off`;

/** "Every gateway" or the gateways' names. */
export function gatewaysLabel(ids: readonly string[], names: Record<string, string> = {}): string {
  return ids.length === 0 ? 'Every gateway' : ids.map((id) => names[id] ?? id).join(', ');
}

/** "3 / 10" or "3" (no limit). */
export const usesLabel = (used: number, limit: number | null) =>
  limit === null ? String(used) : `${used} / ${limit}`;
