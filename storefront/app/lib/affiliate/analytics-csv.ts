import type { AffiliateAnalytics } from '@reelcart/contract/affiliate';
import { csvDocument } from '../platform/csv';

/** `/affiliate/analytics`' CSV: one row per day, then per source, landing page and country. */
export function analyticsCsv(data: AffiliateAnalytics): string {
  const header = [
    'section',
    'key',
    'clicks',
    'unique_clicks',
    'signups',
    'sales',
    'commission_usd',
  ];
  const money = (c: number) => (c / 100).toFixed(2);
  const rows = [
    ...data.series.map((d) => [
      'day',
      d.day,
      d.clicks,
      d.uniqueClicks,
      d.signups,
      d.sales,
      money(d.commissionCents),
    ]),
    ...(
      [
        ['source', data.bySource],
        ['landing_page', data.byLandingPage],
        ['country', data.byCountry],
      ] as const
    ).flatMap(([section, rows]) =>
      rows.map((r) => [
        section,
        r.key,
        r.clicks,
        r.uniqueClicks,
        r.signups,
        r.sales,
        money(r.commissionCents),
      ]),
    ),
  ];
  return csvDocument(header, rows);
}
