import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { GROUPINGS } from './breakdownSql';
import { emptyTestDatabase } from './emptyDatabase.testing';
import { applyMoneyCommand, type MoneyRun, moneyCommand } from './moneyCommands.testing';
import { insertWorld } from './moneyWorld.testing';
import { oracleBreakdown, oracleKpis, oracleLiveLines } from './oracle.testing';
import { recording } from './recording.testing';
import type { FactFilter, Range } from './salesFacts';
import { salesBreakdown, salesKpis } from './salesReports';
import { monthHasEnded } from './statementRules';
import {
  finalizeMonth,
  listStatements,
  liveLines,
  recordPayment,
  type Statement,
} from './statements';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;

const FILTERS: FactFilter[] = [
  {},
  { studioId: 'sa' },
  { country: 'US' },
  { gateway: 'card' },
  { studioId: 'sa', country: 'US' },
  { studioId: 'sb', gateway: 'crypto' },
  { country: 'DE', gateway: 'card' },
  { studioId: 'sa', country: 'US', gateway: 'card' },
];
const filtersSet = (f: FactFilter) => [f.studioId, f.country, f.gateway].filter(Boolean).length;

describe('the roll-ups and facts answer as the orders do', () => {
  let opened: Awaited<ReturnType<typeof emptyTestDatabase>> | undefined;
  const db = () => {
    if (!opened) throw new Error('no database');
    return opened.db;
  };
  // One database for every run; the clock only moves forward across runs, so a fee or rate
  // change (effective from the next day) never reaches back to an order already paid.
  let clock = Date.parse('2026-01-01T09:00:00Z');
  let serial = 0;
  const finals = new Map<string, Statement>();
  beforeAll(async () => {
    opened = await emptyTestDatabase('rollups');
    await insertWorld(opened.db);
  }, 120_000);
  afterAll(() => opened?.close());

  async function payout(now: number) {
    for (let m = Date.parse('2026-01-01T00:00:00Z'); ; ) {
      const month = dayOf(m).slice(0, 7);
      if (!monthHasEnded(month, new Date(now))) break;
      for (const id of await finalizeMonth(db(), month, new Date(now))) {
        await recordPayment(db(), id, `pay-${id}`, new Date(now));
        const [stored] = (await listStatements(db(), month, 1, new Date(now))).filter(
          (x) => x.id === id,
        );
        if (stored) finals.set(id, stored);
      }
      const d = new Date(m);
      m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }

  // The invariant: for any sequence of orders (coupons, affiliate commissions), partial refunds,
  // chargebacks, late commission voids, fee-schedule and royalty-rate changes (each effective from
  // the next day) and statement payouts, every report read from the roll-ups (and facts) equals
  // the same report recomputed from the raw orders by the former SQL (the oracle) — every grouping,
  // with no filter, one filter, two or three, over the run's days, the last 30, a month and three
  // years; the KPIs likewise; none of these whole-day reports reads the facts, and those with two
  // or three filters read the cells (decision 115); every statement's live lines are the oracle's; and a final statement never
  // changes afterwards.
  test.prop([fc.array(moneyCommand, { minLength: 1, maxLength: 20 }), fc.nat({ max: 3 })], {
    numRuns: 8,
  })(
    'every report from the roll-ups equals the oracle',
    async (commands, which) => {
      const start = clock;
      const run: MoneyRun = { clock, serial, orders: [] };
      for (const c of commands) {
        if (c.t === 'payout') await payout(run.clock);
        else await applyMoneyCommand(db(), c, run);
      }
      [clock, serial] = [run.clock, run.serial];
      clock += HOUR;
      const now = new Date(clock);
      const end = startOfDay(clock) + DAY;
      const ranges: Range[] = [
        { from: new Date(startOfDay(start)), to: new Date(end) },
        { from: new Date(end - 30 * DAY), to: new Date(end) },
        { from: new Date(`${dayOf(start).slice(0, 7)}-01T00:00:00Z`), to: new Date(end) },
        { from: new Date(end - 1096 * DAY), to: new Date(end) },
      ];
      const range = ranges[which] ?? ranges[0];
      if (!range) return;
      const log: string[] = [];
      const reads = recording(db(), log);
      for (const groupBy of GROUPINGS)
        for (const filter of FILTERS) {
          const seen = log.length;
          expect(
            await salesBreakdown(reads, range, groupBy, filter),
            `${groupBy} ${JSON.stringify(filter)}`,
          ).toEqual(await oracleBreakdown(db(), range, groupBy, filter));
          if (filtersSet(filter) > 1)
            expect(log.slice(seen).join('\n')).toMatch(/from sales_cells/);
        }
      for (const r of ranges)
        for (const filter of FILTERS)
          expect(await salesKpis(reads, r, filter)).toEqual(await oracleKpis(db(), r, filter));
      // Whole-day reports, any filters: none reads the facts (the roll-ups and cells answer).
      expect(log.filter((text) => /from sales_facts/.test(text))).toEqual([]);
      const firstMonth = dayOf(start).slice(0, 7);
      const months =
        (now.getUTCFullYear() - new Date(start).getUTCFullYear()) * 12 +
        now.getUTCMonth() -
        new Date(start).getUTCMonth() +
        1;
      expect(await liveLines(db(), firstMonth, months, now)).toEqual(
        await oracleLiveLines(db(), firstMonth, months, now),
      );
      for (const [id, stored] of finals) {
        const month = stored.month;
        const [current] = (await listStatements(db(), month, 1, now)).filter((x) => x.id === id);
        expect(current).toEqual(stored);
      }
    },
    900_000,
  );
});
