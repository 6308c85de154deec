/** Formatting and period helpers of the affiliate area (pure; numbers and money through Intl). */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

export const formatCents = (cents: number) => money.format(cents / 100);
export const formatCount = (n: number) => whole.format(n);

/** Conversion = sales ÷ unique clicks, as a percentage and as "1:N" (one sale per N clicks). */
export function conversion(
  sales: number,
  uniqueClicks: number,
): { percent: string; ratio: string } {
  if (uniqueClicks === 0 || sales === 0) return { percent: '—', ratio: '—' };
  return {
    percent: percent.format(sales / uniqueClicks),
    ratio: `1:${whole.format(Math.round(uniqueClicks / sales))}`,
  };
}

export const PERIODS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'custom', label: 'Custom range' },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

const DAY_MS = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface PeriodChoice {
  id: PeriodId;
  from: string;
  to: string;
}

/** The period a URL asks for: `?period=` (default last 30 days) or `?from=&to=` for a custom range. */
export function periodFromUrl(url: URL, now = new Date()): PeriodChoice {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const asked = url.searchParams.get('period');
  if ((asked === 'custom' || !asked) && from && to && DAY.test(from) && DAY.test(to)) {
    return from <= to ? { id: 'custom', from, to } : { id: 'custom', from: to, to: from };
  }
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (asked) {
    case 'today':
      return { id: 'today', from: iso(today), to: iso(today) };
    case 'yesterday':
      return { id: 'yesterday', from: iso(today - DAY_MS), to: iso(today - DAY_MS) };
    case '7d':
      return { id: '7d', from: iso(today - 6 * DAY_MS), to: iso(today) };
    case 'this-month':
      return { id: 'this-month', from: iso(Date.UTC(y, m, 1)), to: iso(today) };
    case 'last-month':
      return { id: 'last-month', from: iso(Date.UTC(y, m - 1, 1)), to: iso(Date.UTC(y, m, 0)) };
    default:
      return { id: '30d', from: iso(today - 29 * DAY_MS), to: iso(today) };
  }
}

/** The referral link of a landing page with the code, an optional source, sub-id and creative. */
export function referralLink(
  origin: string,
  landingPage: string,
  params: { code: string; source?: string | null; subId?: string | null; creative?: string | null },
): string {
  const url = new URL(landingPage || '/', origin);
  url.searchParams.set('dkr', params.code);
  if (params.source) url.searchParams.set('source', params.source);
  if (params.subId) url.searchParams.set('sub', params.subId);
  if (params.creative) url.searchParams.set('creative', params.creative);
  return url.toString();
}

/**
 * The drop-in snippet an affiliate pastes into their own site (issue 32, decision 091): the
 * store's script with their code in `data-affiliate`, a count, a button and the cart. Clicks and
 * sales from that page are credited to the code as from a `dkr` link.
 */
export function embedSnippet(origin: string, code: string): string {
  const safe = code.replace(/[^\w-]/g, '');
  return [
    `<script type="module" src="${origin}/embed/reelcart-embed.js" data-affiliate="${safe}"></script>`,
    '<reelcart-cart-count></reelcart-cart-count>',
    "<!-- product-id: the id in a video page's address on the store, e.g. prd_0003_own_hd -->",
    '<reelcart-add-to-cart product-id="prd_0003_own_hd"></reelcart-add-to-cart>',
    '<reelcart-cart></reelcart-cart>',
  ].join('\n');
}
