import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../platform/clock';
import { rowsOf } from '../../platform/db/rows';
import { useSeededDatabase } from '../../testing/useSeededDatabase';
import { affiliateLookups } from '../admin-affiliates/lookups';
import { backfillAffiliateFigures } from './backfill';
import { analytics, overview, periodOf } from './figures';
import { oracleAnalytics, oracleOverview } from './oracle.testing';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

// The seed ends with the affiliate backfill (decision 101): every seeded affiliate's overview and
// analytics read from the roll-up — and the back office list's clicks, sign-ups and sales — equal
// what the screens showed before it (the former SQL, kept as the oracle) over 30 days, a year, two
// years and a custom range; a second backfill counts nothing.
describe('the affiliate figures on the seeded store', () => {
  const seeded = useSeededDatabase();
  const db = () => seeded.db;

  it('shows every affiliate the figures the former SQL showed', async () => {
    const affiliates = await rowsOf<{ id: string }>(
      db(),
      sql`select id from users where is_affiliate order by id`,
    );
    expect(affiliates.length).toBeGreaterThan(1);
    const now = Date.now();
    const periods = [
      periodOf({}),
      periodOf({ from: dayOf(now - 364 * DAY), to: dayOf(now) }),
      periodOf({ from: dayOf(now - 730 * DAY), to: dayOf(now) }),
      periodOf({ from: dayOf(now - 100 * DAY), to: dayOf(now - 40 * DAY) }),
    ];
    let counted = 0;
    const admin = affiliateLookups({ db: db(), clock: createClock() });
    for (const { id } of affiliates)
      for (const period of periods) {
        const at = new Date(now);
        const got = await overview(db(), id, period, at);
        const was = await oracleOverview(db(), id, period, at);
        expect(got, `${id} ${period.from}`).toEqual(was);
        // The back office's list of affiliates shows the same clicks, sign-ups and sales.
        const [row] = await admin.rows(
          sql`f.id = ${id}`,
          sql`f.id`,
          1,
          0,
          admin.periodSql(period.start, period.end),
        );
        expect(row && { clicks: row.clicks, signups: row.signups, sales: row.sales }).toEqual({
          clicks: was.clicks,
          signups: was.signups,
          sales: was.sales,
        });
        expect(await analytics(db(), id, period)).toEqual(await oracleAnalytics(db(), id, period));
        counted += got.clicks + got.signups + got.sales;
      }
    expect(counted).toBeGreaterThan(0);
  }, 180_000);

  it('counts nothing twice when the backfill runs again', async () => {
    expect(await backfillAffiliateFigures(db())).toEqual({ clicks: 0, signups: 0, sales: 0 });
  });
});
