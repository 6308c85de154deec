import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { testPostgresUrl } from '../../testing/postgres';
import { tagCreative } from '../creatives';
import { creativeFigures, figuresOf } from '../creatives/creativeFigures';
import { twoPoolsOnEmptyDatabase } from '../reports/emptyDatabase.testing';
import * as s from '../schema';
import { backfillAffiliateFigures } from './backfill';
import { analytics, overview, periodOf } from './figures';
import { commissionStates } from './ledgerStates';
import { oracleCreativeFigures, oracleLinkFigures } from './linkOracle.testing';
import { linksOf } from './links';
import { oracleAnalytics, oracleOverview } from './oracle.testing';
import { runPayouts } from './payouts';
import { attributeCustomer, bookCommission, recordEvent, refundCommission } from './programme';

import { recordAffiliateSales } from './saleFacts';
import { statusSums } from './statesOracle.testing';

const url = process.env.DATABASE_URL ?? testPostgresUrl();
const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const PAID = Date.parse('2026-06-01T10:00:00Z');
/** After the hold: commissions are approved, so a payout can take them. */
const LATER = new Date(PAID + 40 * DAY);
const ORDERS = 24;
const orderId = (i: number) => `o${i}`;
const totalOf = (i: number) => 1_000 + 137 * i;

/** One refund of an order in its own transaction, as a caller of `refundCommission` runs it. */
const refund = (db: Database, i: number, part?: { id: string; percent: number; soFar: number }) =>
  db.transaction((tx) =>
    refundCommission(
      tx,
      orderId(i),
      LATER,
      part && {
        refundId: part.id,
        amountCents: Math.floor((totalOf(i) * part.percent) / 100),
        refundedCents: Math.floor((totalOf(i) * part.soFar) / 100),
        paidCents: totalOf(i),
      },
    ),
  );

// Concurrency of the affiliate writers on PostgreSQL (decision 101): two connection pools on one
// database — two API instances — store duplicate clicks and sign-ups at the same instant, book
// the checkouts of one affiliate's referred customers (each order twice at once, as a repeated
// payment notice), then refund the same order twice at once (a void racing a reversal, two
// reversals) and refund while a payout takes the commissions. Afterwards every affiliate's
// overview and analytics read from the roll-up equal the oracle's (the former SQL over the raw
// events, referrals and ledger), and the sale facts hold exactly what each commission earns: none
// written twice, none lost. The links' and a creative's figures (decision 108; the creative named
// on the same clicks by both instances at once) equal the former SQL's too.
describe.skipIf(!url)('the affiliate roll-up under concurrent writers on PostgreSQL', () => {
  let pools: Awaited<ReturnType<typeof twoPoolsOnEmptyDatabase>> | undefined;
  beforeAll(async () => {
    if (!url) return;
    pools = await twoPoolsOnEmptyDatabase('affconc', url);
    await pools.one
      .insert(s.users)
      .values([
        { id: 'a1', email: 'a1@example.test', isAffiliate: true, affiliateCode: 'AONE' },
        { id: 'a2', email: 'a2@example.test', isAffiliate: true, affiliateCode: 'ATWO' },
        ...Array.from({ length: 8 }, (_, c) => ({ id: `c${c}`, email: `c${c}@example.test` })),
      ]);
    await pools.one.insert(s.affiliateAccounts).values([
      {
        userId: 'a1',
        status: 'active',
        payoutMethod: 'paxum',
        payoutDetailsMasked: 'a•••@example.test',
        paymentVerifiedAt: new Date(PAID),
      },
      { userId: 'a2', status: 'active' },
    ]);
    // Decision 108: links on the clicks' and sign-ups' key, made before and amid them; a creative.
    await pools.one.insert(s.affiliateLinks).values([
      {
        id: 'l1',
        affiliateId: 'a1',
        landingPage: '/',
        source: 'blog',
        createdAt: new Date(PAID - 2 * DAY),
      },
      {
        id: 'l2',
        affiliateId: 'a1',
        landingPage: '/?x=1',
        source: 'blog',
        createdAt: new Date(PAID - DAY + 90_000),
      },
      {
        id: 'l3',
        affiliateId: 'a2',
        landingPage: '/',
        source: null,
        createdAt: new Date(PAID - 2 * DAY),
      },
    ]);
    await pools.one
      .insert(s.affiliateCreatives)
      .values({ id: 'crt1', kind: 'text', name: 'crt1', headline: 'crt1' });
  }, 120_000);
  afterAll(() => pools?.close());

  it('stays equal to the oracle and writes no sale fact twice', async () => {
    if (!pools) throw new Error('no database');
    const { one, two } = pools;
    const both = <T>(f: (db: Database) => Promise<T>) => Promise.all([f(one), f(two)]);
    const at = (minutes: number) => new Date(PAID - DAY + minutes * 60_000);
    // Duplicate clicks at once: the same visitor, code and instant on both instances.
    for (let v = 0; v < 6; v++)
      await both((db) =>
        recordEvent(
          db,
          {
            action: 'click',
            referralCode: v % 3 ? 'AONE' : 'ATWO',
            metadata: { timestamp: at(v).toISOString(), source: 'blog', landingPage: '/' },
          },
          { visitorId: `visitor-${v}`, country: 'US' },
          at(v),
        ),
      );
    // Both instances name the creative of the same clicks at once (decision 108).
    for (let v = 0; v < 6; v++)
      await both((db) =>
        tagCreative(db, {
          creativeId: 'crt1',
          action: 'click',
          visitorId: `visitor-${v}`,
          at: at(v),
        }),
      );
    // The same customer signing up twice at once (the first referral wins, one sign-up).
    for (let c = 0; c < 8; c++)
      await both((db) =>
        attributeCustomer(
          db,
          `c${c}`,
          { referralCode: c < 6 ? 'AONE' : 'ATWO', source: 'blog', landingPage: '/' },
          { visitorId: `visitor-${c}`, country: 'US' },
          'register',
          at(10 + c),
        ),
      );
    // Checkouts of one affiliate's referred customers at once, on one roll-up row, each order
    // booked on both instances at the same time.
    const paid = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        both((db) =>
          bookCommission(
            db,
            {
              id: orderId(i),
              userId: `c${i % 8}`,
              totalCents: totalOf(i),
              paidAt: new Date(PAID + i * 1000),
            },
            null,
            null,
          ),
        ),
      ),
    );
    expect(paid.map(([x, y]) => Number(x) + Number(y))).toEqual(Array(ORDERS).fill(1));
    // Refunds of the same order at once, and refunds racing the payout.
    const work: Promise<unknown>[] = [runPayouts(one, { runKey: '2026-07-15', now: LATER })];
    for (let i = 0; i < ORDERS; i++) {
      if (i % 4 === 0)
        work.push(refund(one, i), refund(two, i, { id: 'r1', percent: 40, soFar: 40 }));
      else if (i % 4 === 1)
        work.push(
          refund(one, i, { id: 'r1', percent: 30, soFar: 30 }),
          refund(two, i, { id: 'r2', percent: 70, soFar: 100 }),
        );
      else if (i % 4 === 2) work.push(refund(two, i, { id: 'r1', percent: 50, soFar: 50 }));
      else work.push(refund(i % 8 === 3 ? one : two, i));
    }
    await Promise.all(work);

    const periods = [
      periodOf({ from: '2026-05-01', to: '2026-07-31' }),
      periodOf({ from: '2026-06-01', to: '2026-06-01' }),
    ];
    for (const id of ['a1', 'a2'])
      for (const period of periods) {
        expect(await overview(two, id, period, LATER), `${id} ${period.from}`).toEqual(
          await oracleOverview(one, id, period, LATER),
        );
        expect(await analytics(one, id, period), `${id} ${period.from}`).toEqual(
          await oracleAnalytics(two, id, period),
        );
      }
    // The links' and the creative's figures equal the former SQL's (decision 108).
    const links = await one.select().from(s.affiliateLinks);
    for (const id of ['a1', 'a2']) {
      const got = new Map((await linksOf(two, id)).map((l) => [l.id, l]));
      for (const link of links.filter((l) => l.affiliateId === id))
        expect(got.get(link.id), link.id).toEqual(await oracleLinkFigures(one, id, link));
    }
    const since = new Date('2026-05-30T00:00:00Z');
    expect(await creativeFigures(one, ['crt1'], since)).toEqual(
      await oracleCreativeFigures(two, ['crt1'], since, figuresOf),
    );
    expect((await creativeFigures(one, ['crt1'], since)).get('crt1')?.clicks).toBeGreaterThan(0);
    // Every commission's facts hold what it earns now (a catch-up appends nothing), and hold
    // its sale at most once.
    const [most] = await rowsOf<{ n: unknown }>(
      one,
      sql`select coalesce(max(n), 0)::int as n from (select sum(sales) as n
        from affiliate_sale_facts group by commission_id) f`,
    );
    expect(Number(most?.n)).toBe(1);
    expect(await recordAffiliateSales(one, sql`true`)).toBe(0);
    // The ledger: no commission reversed past its amount, none both voided and paid out.
    expect(
      await rowsOf(
        one,
        sql`select l.order_id, l.amount_cents, sum(r.amount_cents) as back,
          string_agg(r.kind || ' ' || r.entry_key, ', ') as entries
        from affiliate_ledger l join affiliate_ledger r on r.refers_to = l.id
        where l.kind = 'commission' group by 1, 2 having l.amount_cents + sum(r.amount_cents) < 0`,
      ),
    ).toEqual([]);
    expect(
      await rowsOf(
        one,
        sql`select l.order_id from affiliate_ledger l join affiliate_payout_items i on i.entry_id = l.id
        where exists (select 1 from affiliate_ledger v where v.refers_to = l.id and v.kind = 'void')`,
      ),
    ).toEqual([]);
  }, 180_000);

  // Decision 111: the ledger's daily states under concurrent writers. Orders booked on both
  // instances at once, a payout run pays them, more orders are booked on both at once; then, all at
  // once, the next payout run on both instances, refunds, and voids stored directly (no refund, no
  // lock taken by the caller: the trigger's own lock orders them) of commissions the first run
  // paid and of ones this run pays. Afterwards the states and balance equal the former per-entry
  // SQL at instants around the holds, and recomputing every day from the ledger corrects nothing.
  it('keeps the commission states exact under concurrent bookings, voids and payouts', async () => {
    if (!pools) throw new Error('no database');
    const { one, two } = pools;
    const both = <T>(f: (db: Database) => Promise<T>) => Promise.all([f(one), f(two)]);
    const FIRST = LATER.getTime() + DAY;
    const SECOND = FIRST + 36 * DAY;
    const RUN = new Date(SECOND + 40 * DAY);
    const book = (at: number, from: number) =>
      Promise.all(
        Array.from({ length: ORDERS }, (_, i) =>
          both((db) =>
            bookCommission(
              db,
              {
                id: orderId(from + i),
                userId: `c${i % 8}`,
                totalCents: totalOf(i),
                paidAt: new Date(at + i * 1000),
              },
              null,
              null,
            ),
          ),
        ),
      );
    await book(FIRST, 100);
    const first = await runPayouts(one, { runKey: '2026-08-16', now: new Date(FIRST + 35 * DAY) });
    expect(first.created).toBe(1);
    await book(SECOND, 200);
    const ofBatch = async (from: number, to: number) =>
      one
        .select()
        .from(s.affiliateLedger)
        .where(
          sql`kind = 'commission' and created_at >= ${new Date(from).toISOString()}::timestamptz
            and created_at < ${new Date(to).toISOString()}::timestamptz`,
        )
        .orderBy(s.affiliateLedger.id);
    const paidBefore = await ofBatch(FIRST, FIRST + DAY);
    const open = await ofBatch(SECOND, SECOND + DAY);
    let serial = 0;
    const voidOf = (db: Database, c: (typeof open)[number]) =>
      db.insert(s.affiliateLedger).values({
        ...c,
        id: `dv${++serial}`,
        entryKey: `direct-void:${serial}`,
        kind: 'void',
        refersTo: c.id,
        amountCents: -c.amountCents,
        availableAt: RUN,
        createdAt: RUN,
      });
    const work: Promise<unknown>[] = [
      runPayouts(one, { runKey: '2026-10-01', now: RUN }),
      runPayouts(two, { runKey: '2026-10-01', now: RUN }),
    ];
    paidBefore.forEach((c, k) => {
      if (k % 2 === 0) work.push(voidOf(k % 4 ? one : two, c));
    });
    open.forEach((c, k) => {
      if (k % 3 === 0) work.push(voidOf(k % 2 ? one : two, c));
      else if (k % 3 === 1)
        work.push((k % 2 ? one : two).transaction((tx) => refundCommission(tx, c.orderId, RUN)));
    });
    await Promise.all(work);
    const periods = [
      periodOf({ from: '2026-05-01', to: '2026-11-30' }),
      periodOf({ from: dayOf(FIRST), to: dayOf(FIRST) }),
      periodOf({ from: dayOf(SECOND), to: dayOf(SECOND) }),
    ];
    let paid = 0;
    for (const id of ['a1', 'a2'])
      for (const t of [SECOND + 1000, SECOND + 29 * DAY, RUN.getTime(), RUN.getTime() + 60 * DAY])
        for (const period of periods) {
          const at = new Date(t);
          const got = await commissionStates(two, id, at, period);
          expect(got, `${id} ${at.toISOString()} ${period.from}`).toEqual({
            period: await statusSums(one, id, at, period),
            balance: await statusSums(one, id, at, null),
          });
          paid += got.balance.paidCents;
        }
    expect(paid).toBeGreaterThan(0);
    const [all] = await rowsOf<{ n: unknown }>(
      one,
      sql`select affiliate_ledger_daily_refresh(array_agg(affiliate_id), array_agg(day)) as n
        from affiliate_ledger_daily`,
    );
    expect(Number(all?.n)).toBe(0);
    expect((await backfillAffiliateFigures(two)).ledgerDays).toBe(0);
  }, 180_000);

  // Decision 111: a void stored while a payout of its commission is not committed yet waits for
  // it (the void trigger locks the commission), then moves it from paid to voided — without that
  // lock both would move it out of open. Deterministic: the payout's transaction stays open until
  // the void waits for a lock (or, without the lock, is stored).
  it('orders a void after an uncommitted payout of its commission', async () => {
    if (!pools) throw new Error('no database');
    const { one, two } = pools;
    const at = new Date(LATER.getTime() + 120 * DAY);
    await bookCommission(
      one,
      { id: 'o300', userId: 'c0', totalCents: 5_000, paidAt: at },
      null,
      null,
    );
    const [commission] = await one
      .select()
      .from(s.affiliateLedger)
      .where(sql`order_id = 'o300' and kind = 'commission'`);
    if (!commission) throw new Error('no commission');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let paidIn = () => {};
    const itemIn = new Promise<void>((resolve) => {
      paidIn = resolve;
    });
    const payout = one.transaction(async (tx) => {
      await tx.insert(s.affiliatePayouts).values({
        id: 'po-held',
        affiliateId: 'a1',
        runKey: 'held',
        method: 'paxum',
        amountCents: commission.amountCents,
        feeCents: 0,
        status: 'paid',
        periodStart: dayOf(at.getTime()),
        periodEnd: dayOf(at.getTime()),
      });
      await tx
        .insert(s.affiliatePayoutItems)
        .values({ entryId: commission.id, payoutId: 'po-held' });
      paidIn();
      await held;
    });
    await itemIn;
    let stored = false;
    const voided = two
      .insert(s.affiliateLedger)
      .values({
        ...commission,
        id: 'dv-held',
        entryKey: 'direct-void:held',
        kind: 'void',
        refersTo: commission.id,
        amountCents: -commission.amountCents,
        createdAt: at,
      })
      .then(() => {
        stored = true;
      });
    for (;;) {
      const [w] = await rowsOf<{ n: unknown }>(
        two,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (stored || Number(w?.n) > 0) break;
    }
    release();
    await Promise.all([payout, voided]);
    const period = periodOf({ from: dayOf(at.getTime()), to: dayOf(at.getTime()) });
    expect(await commissionStates(one, 'a1', at, period)).toEqual({
      period: await statusSums(two, 'a1', at, period),
      balance: await statusSums(two, 'a1', at, null),
    });
  }, 60_000);
});
