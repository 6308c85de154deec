import type { AdminAffiliateRow, PayoutRunOutcome } from '@reelcart/contract/admin';
import type { FormResult } from './admin-forms';

/** The filters `/admin/affiliates` keeps in its URL (with `page`, `sort`, `dir`). */
export const AFFILIATE_FILTERS = ['q', 'status', 'from', 'to', 'sort', 'dir', 'page'] as const;

export function affiliateListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of AFFILIATE_FILTERS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The affiliate form's body for `adminUpdateAffiliate`: a rate typed in percent, empty = default. */
export function affiliateFromForm(form: FormData) {
  const rate = text(form, 'commissionPercent').replace(',', '.');
  const version = text(form, 'version');
  return {
    status: text(form, 'status'),
    commissionPercent: rate === '' ? null : Number(rate),
    version: version === '' ? Number.NaN : Number(version),
  };
}

export function verificationFromForm(form: FormData) {
  const version = text(form, 'version');
  return {
    verified: text(form, 'intent') === 'verify-payment',
    version: version === '' ? Number.NaN : Number(version),
  };
}

export const percentOf = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)} %`;

export const STATUS_LABELS: Record<AdminAffiliateRow['status'], string> = {
  active: 'Active',
  suspended: 'Suspended',
};

export const OUTCOME_LABELS: Record<PayoutRunOutcome, string> = {
  pay: 'Will be paid',
  'in-run': 'Paid in this run',
  'below-minimum': 'Below the minimum',
  unverified: 'Payment info not verified',
  'no-payment-info': 'No payment info',
  suspended: 'Suspended: held',
};

/** The latest payout dates (1st and 16th, UTC), newest first, for the run picker. */
export function recentRunKeys(now: Date, count = 6): string[] {
  const keys: string[] = [];
  let y = now.getUTCFullYear();
  let m = now.getUTCMonth();
  let d = now.getUTCDate() >= 16 ? 16 : 1;
  while (keys.length < count) {
    keys.push(new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10));
    if (d === 16) d = 1;
    else {
      d = 16;
      m -= 1;
      if (m < 0) {
        m = 11;
        y -= 1;
      }
    }
  }
  return keys;
}

/** What the affiliate pages' actions answer. */
export type AffiliateActionResult = FormResult;
