/**
 * Words for people, not for developers (issue 33): money as "−$5.39", counts with their noun in
 * the right number ("1 row", "2 rows"), field names as labels ("release date", not `releaseDate`).
 * Pure; en-US, as the rest of the store.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plurals = new Intl.PluralRules('en-US');

/** Cents as dollars, thousands separated, a negative amount with a true minus: "−$1,234.50". */
export function money(cents: number): string {
  const text = usd.format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/** "1 row", "3 rows", "0 rows"; an irregular plural is given ("1 series", "2 series"). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${plurals.select(n) === 'one' ? one : many}`;
}

/** Field names a person reads under another name. */
const LABELS: Record<string, string> = {
  releaseDate: 'release date',
  durationMinutes: 'duration',
  categories: 'categories',
  actresses: 'performers',
  performers: 'performers',
  refundKey: 'refund key',
  idempotencyKey: 'request key',
  priceCents: 'price',
  amountCents: 'amount',
  totalCents: 'total',
  published: 'published',
  slug: 'address (slug)',
  studioId: 'studio',
  seriesId: 'series',
  actressIds: 'performers',
  categoryIds: 'categories',
  videoId: 'video',
  rentalHours: 'rental hours',
  percentOff: 'percent off',
  amountOffCents: 'amount off',
  maxRedemptions: 'redemption limit',
  expiresAt: 'expires',
  startsAt: 'starts',
  isAffiliate: 'affiliate',
  emailVerified: 'e-mail verified',
  commissionBp: 'commission rate',
  commissionBps: 'commission rate',
  royaltyBps: 'royalty rate',
};

/** A record's field as a person names it, lower case: `releaseDate` → "release date". */
export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/(Cents|Bps?)$/, '')
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words || field;
}

/** The same, capitalised for a table's first column: "Release date". */
export function fieldHeading(field: string): string {
  const label = fieldLabel(field);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A field's value as a person reads it: money for an amount in cents, a UTC date and time for
 * an instant, yes/no for a flag, "—" for nothing, lists joined.
 */
export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((v) => fieldValue('', v)).join(', ') || '—';
  if (typeof value === 'number' && /Cents$/.test(field)) return money(value);
  if (typeof value === 'number' && /Bps?$/.test(field)) return `${value / 100} %`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return `${value.slice(0, 16).replace('T', ' ')} UTC`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an item still needs: "Missing: release date, duration" (empty when nothing is). */
export function missingText(fields: readonly string[]): string {
  return fields.length === 0 ? '' : `Missing: ${fields.map(fieldLabel).join(', ')}`;
}
