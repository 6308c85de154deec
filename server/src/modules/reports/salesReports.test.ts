import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../../testing/postgres';
import { affiliateLedger, refunds } from '../schema';
import { emptyTestDatabase } from './emptyDatabase.testing';
import { recordSalesFacts } from './factWriter';
import { insertReportFixture } from './fixture.testing';
import { oracleBreakdown } from './oracle.testing';
import { recording } from './recording.testing';
import { GROUPINGS, salesBreakdown, salesKpis, salesTotals } from './salesReports';
import {
  finalizeMonth,
  listStatements,
  monthRange,
  recordPayment,
  statementId,
} from './statements';

// PostgreSQL: DATABASE_URL, or the throwaway cluster of `npm test` (tools/with-postgres.mjs).
const url = process.env.DATABASE_URL ?? testPostgresUrl();
const q1 = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') };
const pick = <T extends { key: string }>(rows: T[], key: string) => rows.find((r) => r.key === key);

/**
 * The same hand-checked figures on PGlite and, when DATABASE_URL is set, on PostgreSQL (in a
 * throwaway database created beside the one named, dropped afterwards).
 *
 * Worked out by hand: fees test-card 30¢ + 2.9 %, test-crypto 1 %, rounded half up per order,
 * allocated to lines by price (the money rule's largest remainder, decision 063):
 * o1 (Jan, US, card) a1 1000 + b1 2000 = 3000, fee 30 + 87 = 117 → b1 78, a1 39;
 * o2 (Jan, DE, crypto) b2 500 − 100 coupon = 400, fee 4; o3 (Feb, US, card) a1 1000, fee 59;
 * o4 (Mar, DE, card) a1 1000, fee 59; o5 declined (ignored).
 * r1: refund 2000 of o1/b1 on Jan 25; r2: chargeback 1000 of o1/a1 on Feb 10.
 */
describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', url],
] as const)('sales reports and statements on %s', (name, databaseUrl) => {
  let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
  const skip = name === 'PostgreSQL' && !databaseUrl;

  beforeAll(async () => {
    if (skip) return;
    opened = await emptyTestDatabase('reports', databaseUrl);
    await insertReportFixture(opened.db);
  }, 60_000);
  afterAll(() => opened?.close());
  const db = () => {
    if (!opened) throw new Error('no database');
    return opened.db;
  };
  /**
   * By video over a range holding most of a month: read as the month's rows less its days outside
   * (from the cells with two filters), and equal to the oracle.
   */
  const byVideoOfMostOfAMonth = async (range: { from: Date; to: Date }, filter = {}) => {
    const log: string[] = [];
    const rows = await salesBreakdown(recording(db(), log), range, 'video', filter);
    expect(log.join('\n')).toMatch(
      Object.keys(filter).length > 1 ? /from sales_cells/ : /from sales_monthly_video/,
    );
    expect(rows, JSON.stringify(filter)).toEqual(
      await oracleBreakdown(db(), range, 'video', filter),
    );
    return rows;
  };

  it.skipIf(skip)('groups by month: gross, refunds in their own month, fees, net', async () => {
    const rows = await salesBreakdown(db(), q1, 'month');
    expect(rows).toEqual([
      {
        key: '2026-01',
        label: '2026-01',
        orders: 2,
        quantity: 3,
        grossCents: 3400,
        refundCents: 2000,
        chargebackCents: 0,
        feeCents: 121,
        commissionCents: 0,
        netCents: 1279,
      },
      {
        key: '2026-02',
        label: '2026-02',
        orders: 1,
        quantity: 1,
        grossCents: 1000,
        refundCents: 0,
        chargebackCents: 1000,
        feeCents: 59,
        commissionCents: 0,
        netCents: -59,
      },
      {
        key: '2026-03',
        label: '2026-03',
        orders: 1,
        quantity: 1,
        grossCents: 1000,
        refundCents: 0,
        chargebackCents: 0,
        feeCents: 59,
        commissionCents: 0,
        netCents: 941,
      },
    ]);
    const days = await salesBreakdown(db(), q1, 'day');
    expect(days.map((d) => d.key)).toEqual([
      '2026-01-10',
      '2026-01-20',
      '2026-01-25',
      '2026-02-05',
      '2026-02-10',
      '2026-03-03',
    ]);
    const weeks = await salesBreakdown(db(), q1, 'week');
    expect(pick(weeks, '2026-01-05')?.grossCents).toBe(3000); // o1 on Sat Jan 10, week from Mon Jan 5
  });

  it.skipIf(skip)('groups by studio, video, license, country and gateway', async () => {
    const studios = await salesBreakdown(db(), q1, 'studio');
    expect(
      studios.map((r) => [r.key, r.label, r.orders, r.grossCents, r.feeCents, r.netCents]),
    ).toEqual([
      ['std_a', 'Studio A', 3, 3000, 157, 1843],
      ['std_b', 'Studio B', 2, 2400, 82, 318],
    ]);
    const videos = await salesBreakdown(db(), q1, 'video');
    expect(videos.map((r) => [r.label, r.grossCents])).toEqual([
      ['A one', 3000],
      ['B one', 2000],
      ['B two', 400],
    ]);
    const licenses = await salesBreakdown(db(), q1, 'license');
    expect(licenses.map((r) => [r.key, r.quantity, r.grossCents])).toEqual([
      ['own HD', 4, 5000],
      ['rental SD', 1, 400],
    ]);
    const countries = await salesBreakdown(db(), q1, 'country');
    expect(countries.map((r) => [r.key, r.grossCents, r.netCents])).toEqual([
      ['US', 4000, 824],
      ['DE', 1400, 1337],
    ]);
    const gateways = await salesBreakdown(db(), q1, 'gateway');
    expect(gateways.map((r) => [r.key, r.orders, r.feeCents, r.netCents])).toEqual([
      ['test-card', 3, 235, 1765],
      ['test-crypto', 1, 4, 396],
    ]);
    const filtered = await salesBreakdown(db(), q1, 'month', { studioId: 'std_b', country: 'US' });
    expect(filtered.map((r) => [r.key, r.grossCents, r.refundCents])).toEqual([
      ['2026-01', 2000, 2000],
    ]);
  });

  it.skipIf(skip)(
    'by video, a range holding most of a month reads the month less its days outside: equal to the oracle, no row for a video sold only outside',
    async () => {
      // 15–31 January: January's month rows less 1–14 January, where o1 sold A one and B one.
      const range = {
        from: new Date('2026-01-15T00:00:00Z'),
        to: new Date('2026-02-01T00:00:00Z'),
      };
      const videos = await byVideoOfMostOfAMonth(range);
      // A one sold only on 10 January: no row of zeros. B one: its refund of 25 January only.
      expect(videos.map((r) => [r.label, r.orders, r.grossCents, r.refundCents])).toEqual([
        ['B two', 1, 400, 0],
        ['B one', 0, 0, 2000],
      ]);
      // Two filters read the cells: the same month less its days, from the 'video-month' cells.
      for (const filter of [
        { studioId: 'std_b', country: 'US' },
        { studioId: 'std_a', gateway: 'test-card' },
        { country: 'DE', gateway: 'test-crypto' },
      ])
        await byVideoOfMostOfAMonth(range, filter);
    },
  );

  it.skipIf(skip)(
    'by video, the month less its days still lists a video whose only fact in range moved no money (a refund of 0 ¢)',
    async () => {
      // A refund of nothing (the line paid 0 after its discount, say) of o1/a1 on 20 September:
      // A one's only fact in September. 5–30 September reads September's row less 1–4 September.
      await db()
        .insert(refunds)
        .values({
          id: 'r-zero',
          refundKey: 'r-zero',
          orderId: 'o1',
          productId: 'prd_a1',
          kind: 'refund',
          amountCents: 0,
          createdAt: new Date('2026-09-20T00:00:00Z'),
        });
      await recordSalesFacts(db(), ['o1']);
      const range = {
        from: new Date('2026-09-05T00:00:00Z'),
        to: new Date('2026-10-01T00:00:00Z'),
      };
      const videos = await byVideoOfMostOfAMonth(range);
      expect(videos.map((r) => [r.label, r.orders, r.grossCents, r.refundCents])).toEqual([
        ['A one', 0, 0, 0],
      ]);
      await byVideoOfMostOfAMonth(range, { studioId: 'std_a', country: 'US' });
    },
  );

  it.skipIf(skip)(
    "totals: every grouping's amounts and quantities add up to them; orders are counted once",
    async () => {
      const totals = await salesTotals(db(), q1);
      expect(totals).toMatchObject({ orders: 4, quantity: 5, grossCents: 5400 });
      for (const g of GROUPINGS) {
        const rows = await salesBreakdown(db(), q1, g);
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
        expect(
          [
            sum((r) => r.quantity),
            sum((r) => r.grossCents),
            sum((r) => r.refundCents),
            sum((r) => r.chargebackCents),
            sum((r) => r.feeCents),
            sum((r) => r.commissionCents),
            sum((r) => r.netCents),
          ],
          g,
        ).toEqual([
          totals.quantity,
          totals.grossCents,
          totals.refundCents,
          totals.chargebackCents,
          totals.feeCents,
          totals.commissionCents,
          totals.netCents,
        ]);
      }
      // o1 holds a video of studio A and one of studio B: one order, in both studios' rows.
      const studios = await salesBreakdown(db(), q1, 'studio');
      expect(studios.reduce((n, r) => n + r.orders, 0)).toBe(5);
      // With filters, the totals of the filtered rows (two filters: read from the facts).
      const filtered = await salesTotals(db(), q1, { studioId: 'std_b', country: 'US' });
      expect([filtered.orders, filtered.grossCents]).toEqual([1, 2000]);
    },
  );

  it.skipIf(skip)('KPIs: gross, net, orders, AOV, refunds, new customers', async () => {
    expect(await salesKpis(db(), monthRange('2026-01'))).toEqual({
      grossCents: 3400,
      netCents: 1279,
      orders: 2,
      averageOrderCents: 1700,
      refundCents: 2000,
      newCustomers: 2,
    });
    expect(await salesKpis(db(), monthRange('2026-02'))).toEqual({
      grossCents: 1000,
      netCents: -59,
      orders: 1,
      averageOrderCents: 1000,
      refundCents: 1000,
      newCustomers: 0,
    });
  });

  it.skipIf(skip)(
    'statements: rates in force on the sale day, overrides, adjustments, on hold',
    async () => {
      const list = await listStatements(db(), '2026-01', 3, new Date('2026-03-20T00:00:00Z'));
      const byId = new Map(list.map((s) => [s.id, s]));
      expect(list.map((s) => s.id)).toEqual([
        statementId('std_a', '2026-03'),
        statementId('std_a', '2026-02'),
        statementId('std_a', '2026-01'),
        statementId('std_b', '2026-01'),
      ]);
      const aJan = byId.get(statementId('std_a', '2026-01'));
      expect(aJan?.state).toBe('open');
      expect(aJan?.totals).toMatchObject({
        grossCents: 1000,
        feeCents: 39,
        netCents: 961,
        royaltyCents: 192,
      });
      const bJan = byId.get(statementId('std_b', '2026-01'));
      expect(bJan?.rateBp).toBeNull(); // 50 % override on b1, 10 % on b2
      expect(bJan?.lines.map((l) => [l.videoId, l.rateBp, l.netCents, l.royaltyCents])).toEqual([
        ['vid_b1', 5000, -78, -39],
        ['vid_b2', 1000, 396, 40],
      ]);
      const aFeb = byId.get(statementId('std_a', '2026-02'));
      expect(
        aFeb?.lines.map((l) => [l.kind, l.rateBp, l.chargebackCents, l.netCents, l.royaltyCents]),
      ).toEqual([
        ['adjustment', 2000, 1000, -1000, -200],
        ['sale', 2000, 0, 941, 188],
      ]);
      expect(aFeb?.totals.royaltyCents).toBe(-12);
      const aMar = byId.get(statementId('std_a', '2026-03'));
      expect(aMar?.rateBp).toBe(3000); // the rate change from March 1 applies to March's sale only
      expect(aMar?.totals).toMatchObject({ royaltyCents: 282, onHoldCents: 282, clearedCents: 0 });
    },
  );

  it.skipIf(skip)(
    'finalising freezes a month; a later refund goes forward; payments are idempotent',
    async () => {
      const id = statementId('std_a', '2026-02');
      await expect(
        finalizeMonth(db(), '2026-04', new Date('2026-04-20T00:00:00Z')),
      ).rejects.toThrow(RangeError);
      expect(await finalizeMonth(db(), '2026-02', new Date('2026-03-02T00:00:00Z'))).toEqual([id]);
      expect(await finalizeMonth(db(), '2026-02', new Date('2026-03-03T00:00:00Z'))).toEqual([]);
      const before = (
        await listStatements(db(), '2026-02', 1, new Date('2026-03-02T00:00:00Z'))
      )[0];
      // A refund of o3 (a February sale) booked in March, after February became final.
      await db()
        .insert(refunds)
        .values({
          id: 'r3',
          refundKey: 'r3',
          orderId: 'o3',
          productId: 'prd_a1',
          kind: 'refund',
          amountCents: 500,
          createdAt: new Date('2026-03-10T00:00:00Z'),
        });
      // Written as the refund's transaction does (decision 084): its fact, appended.
      await recordSalesFacts(db(), ['o3']);
      const now = new Date('2026-04-02T00:00:00Z');
      const [mar, feb] = await listStatements(db(), '2026-02', 2, now, 'std_a');
      expect(feb).toEqual(before);
      expect(feb?.state).toBe('final');
      expect(mar?.lines.map((l) => [l.kind, l.rateBp, l.refundCents, l.royaltyCents])).toEqual([
        ['adjustment', 2000, 500, -100],
        ['sale', 3000, 0, 282],
      ]);
      expect(await recordPayment(db(), id, 'BANK-1', now)).toBe('recorded');
      expect(await recordPayment(db(), id, 'BANK-1', now)).toBe('already-recorded');
      expect(await recordPayment(db(), id, 'BANK-2', now)).toBe('conflict');
      expect(await recordPayment(db(), statementId('std_a', '2026-03'), 'X', now)).toBe(
        'not-final',
      );
      const [paid] = await listStatements(db(), '2026-02', 1, now, 'std_a');
      expect(paid).toMatchObject({
        state: 'paid',
        paymentReference: 'BANK-1',
        totals: before?.totals,
      });
    },
  );

  it.skipIf(skip)(
    "deducts the affiliate ledger's net commission of an order: commission, then its void",
    async () => {
      const jan = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') };
      const entry = {
        affiliateId: 'u1',
        orderId: 'o2',
        customerId: 'u2',
        baseCents: 400,
        rateBp: 4000,
        availableAt: new Date('2026-02-19T00:00:00Z'),
      };
      try {
        await db()
          .insert(affiliateLedger)
          .values({
            ...entry,
            id: 'led_c',
            entryKey: 'commission:o2',
            kind: 'commission',
            amountCents: 160,
          });
        await recordSalesFacts(db(), ['o2']);
        const [month] = await salesBreakdown(db(), jan, 'month');
        expect(month).toMatchObject({ commissionCents: 160, netCents: 1279 - 160 });
        const gateways = await salesBreakdown(db(), jan, 'gateway');
        expect(pick(gateways, 'test-crypto')?.commissionCents).toBe(160);
        // A refund before payout voids it: the order's net commission is zero again.
        await db()
          .insert(affiliateLedger)
          .values({
            ...entry,
            id: 'led_v',
            entryKey: 'refund:o2',
            kind: 'void',
            refersTo: 'led_c',
            amountCents: -160,
          });
        await recordSalesFacts(db(), ['o2']);
        const [after] = await salesBreakdown(db(), jan, 'month');
        expect(after).toMatchObject({ commissionCents: 0, netCents: 1279 });
      } finally {
        await db().delete(affiliateLedger).where(eq(affiliateLedger.orderId, 'o2'));
      }
    },
  );
});
