import { fc, test } from '@fast-check/vitest';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Clock } from '../../platform/clock';
import { testPostgresUrl } from '../../testing/postgres';
import { periodOf } from '../affiliate';
import { emptyTestDatabase } from '../reports/emptyDatabase.testing';
import * as s from '../schema';
import { oracleListStates } from './listOracle.testing';
import { affiliateLookups } from './lookups';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The generated ledgers' "now": entries are made from 60 days before it to 3 days after it. */
const NOW = Date.parse('2026-05-20T13:37:00Z');
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const AFFILIATES = 3;

/** How long an entry is held: none, the programme's 30 days, or any number of minutes. */
const hold = fc.oneof(
  fc.constant(0),
  fc.constant(30 * DAY),
  fc.integer({ min: 0, max: 40 * 24 * 60 }).map((m) => m * MINUTE),
);
const command = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('commission' as const),
      affiliate: fc.nat(AFFILIATES - 1),
      minutes: fc.integer({ min: -60 * 24 * 60, max: 3 * 24 * 60 }),
      hold,
      cents: fc.integer({ min: 1, max: 5_000 }),
      // Voided in the statement that books it (the trigger counts a void of a new entry).
      voided: fc.constantFrom(false, false, false, false, true),
    }),
  },
  {
    // A refund's void, reversal (held with its commission) or adjustment (available at once) of a
    // commission made before it, minutes to days later.
    weight: 3,
    arbitrary: fc.record({
      t: fc.constantFrom('void' as const, 'reversal' as const, 'adjustment' as const),
      pick: fc.nat(),
      after: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    // A payout taking some entries not paid yet (voided ones too: a void may come after it).
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('payout' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    }),
  },
);

const url = process.env.DATABASE_URL ?? testPostgresUrl();

describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', url],
] as const)('the back office list’s commission columns on %s', (name, databaseUrl) => {
  let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
  const skip = name === 'PostgreSQL' && !databaseUrl;
  const db = () => {
    if (!opened) throw new Error('no database');
    return opened.db;
  };
  let run = 0;
  beforeAll(async () => {
    if (skip) return;
    opened = await emptyTestDatabase('adminaffstates', databaseUrl);
  }, 180_000);
  afterAll(() => opened?.close());

  /** The list at an instant: its rows with the commission columns from the daily states or the oracle. */
  const listAt = (at: number, where: SQL, order: SQL, period: ReturnType<typeof periodOf>) => {
    const clock: Clock = { now: () => at, offsetMs: () => 0, setOffset: () => {} };
    const lookups = affiliateLookups({ db: db(), clock });
    return Promise.all([
      lookups.rows(where, order, 50, 0, period),
      lookups.rows(where, order, 50, 0, period, oracleListStates),
    ]);
  };

  // The invariant: for any ledger of commissions (held for none, 30 days or any time, created
  // around "now"), voids (in the commission's own statement or later, of paid entries too),
  // reversals, adjustments and payouts of any entries, the back office list's pending, approved and
  // paid of a period and balance (pending + approved of all time) — read from the ledger's daily
  // states (decision 114) — equal the former per-entry `statusSql` sums (the oracle), for every
  // affiliate, at any instant within ±45 days of now, at an entry's available instant and the
  // millisecond before it, at a UTC midnight and the millisecond before it, over the last 30 days,
  // a range around now, a range in the past and two years; the commission the list sorts by is
  // pending + approved + paid, and sorted by balance and by commission (the service's sorts) the
  // rows come in the same order.
  const prop = skip ? test.skip : test;
  prop.prop(
    [
      fc.array(command, { minLength: 5, maxLength: 40 }),
      fc.array(fc.integer({ min: -45 * 24 * 60, max: 45 * 24 * 60 }), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.nat(),
      fc.integer({ min: -70, max: 5 }),
      fc.integer({ min: 0, max: 70 }),
    ],
    { numRuns: 30 },
  )(
    'pending, approved, paid and balance from the daily states equal the per-entry SQL',
    async (commands, minutes, pick, fromDays, lengthDays) => {
      const r = `r${++run}`;
      const affiliate = (n: number) => `${r}_a${n}`;
      await db()
        .insert(s.users)
        .values(
          Array.from({ length: AFFILIATES }, (_, n) => ({
            id: affiliate(n),
            email: `${affiliate(n)}@example.test`,
            isAffiliate: true,
            affiliateCode: `${r.toUpperCase()}A${n}`,
          })),
        );
      type Entry = typeof s.affiliateLedger.$inferInsert;
      const entries: Entry[] = [];
      const commissions: Entry[] = [];
      const paid = new Set<string>();
      let serial = 0;
      const entry = (e: Omit<Entry, 'id' | 'entryKey' | 'orderId' | 'customerId' | 'rateBp'>) => {
        const id = `${r}_e${++serial}`;
        return {
          ...e,
          id,
          entryKey: id,
          orderId: `${r}_o${serial}`,
          customerId: 'c',
          rateBp: 4000,
        };
      };
      for (const c of commands) {
        if (c.t === 'commission') {
          const created = NOW + c.minutes * MINUTE;
          const commission = entry({
            affiliateId: affiliate(c.affiliate),
            kind: 'commission',
            amountCents: c.cents,
            baseCents: c.cents * 2,
            availableAt: new Date(created + c.hold),
            createdAt: new Date(created),
          });
          const rows: Entry[] = [commission];
          if (c.voided)
            rows.push(
              entry({
                ...commission,
                kind: 'void',
                refersTo: commission.id,
                amountCents: -c.cents,
              }),
            );
          await db().insert(s.affiliateLedger).values(rows);
          entries.push(...rows);
          commissions.push(commission);
        } else if (c.t === 'payout') {
          const take = [
            ...new Set(
              c.picks
                .map((p) => entries[p % Math.max(entries.length, 1)])
                .filter((e): e is Entry => e !== undefined && e.kind !== 'void' && !paid.has(e.id)),
            ),
          ];
          if (take.length === 0) continue;
          const id = `${r}_po${++serial}`;
          await db()
            .insert(s.affiliatePayouts)
            .values({
              id,
              affiliateId: take[0]?.affiliateId ?? '',
              runKey: id,
              method: 'paxum',
              amountCents: 0,
              feeCents: 0,
              status: 'paid',
              periodStart: '2026-01-01',
              periodEnd: '2026-01-01',
            });
          await db()
            .insert(s.affiliatePayoutItems)
            .values(take.map((e) => ({ entryId: e.id, payoutId: id })));
          for (const e of take) paid.add(e.id);
        } else {
          const of = commissions[c.pick % Math.max(commissions.length, 1)];
          if (!of) continue;
          const created = new Date((of.createdAt as Date).getTime() + c.after * MINUTE);
          const cents =
            c.t === 'void' ? of.amountCents : Math.ceil((of.amountCents * c.percent) / 100);
          const row = entry({
            affiliateId: of.affiliateId,
            kind: c.t,
            refersTo: of.id,
            amountCents: -cents,
            baseCents: of.baseCents,
            availableAt: c.t === 'reversal' ? (of.availableAt as Date) : created,
            createdAt: created,
          });
          await db().insert(s.affiliateLedger).values(row);
          entries.push(row);
        }
      }
      const boundary =
        (entries[pick % Math.max(entries.length, 1)]?.availableAt as Date | undefined)?.getTime() ??
        NOW;
      const midnight = Date.parse(`${dayOf(NOW + (minutes[0] ?? 0) * MINUTE)}T00:00:00Z`);
      const instants = [
        ...minutes.map((m) => NOW + m * MINUTE),
        boundary,
        boundary - 1,
        midnight,
        midnight - 1,
      ];
      const inRun = sql`f.id like ${`${r}\\_%`}`;
      for (const at of instants) {
        const periods = [
          periodOf({}, new Date(at)),
          periodOf({
            from: dayOf(at + fromDays * DAY),
            to: dayOf(at + (fromDays + lengthDays) * DAY),
          }),
          periodOf({ from: dayOf(NOW - 90 * DAY), to: dayOf(NOW - 20 * DAY) }),
          periodOf({ from: dayOf(at - 730 * DAY), to: dayOf(at) }),
        ];
        for (const period of periods) {
          const [got, was] = await listAt(at, inRun, sql`f.id`, period);
          expect(got.length).toBe(AFFILIATES);
          expect(got, `${new Date(at).toISOString()} ${period.from}..${period.to}`).toEqual(was);
          // The commission the list sorts by is their sum (read as open + paid of the days).
          const [sumsDiffer] = await listAt(
            at,
            sql`${inRun} and f.commission <> f.pending + f.approved + f.paid`,
            sql`f.id`,
            period,
          );
          expect(sumsDiffer).toEqual([]);
        }
        const period = periods[1] ?? periodOf({}, new Date(at));
        for (const order of [sql`f.balance desc, f.id asc`, sql`f.commission asc, f.id asc`]) {
          const [got, was] = await listAt(at, inRun, order, period);
          expect(got.map((row) => row.id)).toEqual(was.map((row) => row.id));
        }
      }
    },
    600_000,
  );
});
