import { contract, type RoyaltyStatement } from '@reelcart/contract/admin';
import { inArray } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import type { Database } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import { videos } from '../schema';
import { salesBreakdown, salesKpis, salesTotals } from './salesReports';
import { listStatements, recordPayment, type Statement } from './statements';

const CURRENCY = 'USD';
const DAY = 86_400_000;
/** The longest range a report covers: three years and a few days (the roll-ups answer it, decision 084). */
const MAX_DAYS = 1_100;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** An inclusive range of UTC days → the half-open range the services read; 30 days by default. */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
) {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(startOfDay(to).getTime() - 29 * DAY));
  const range = { from: startOfDay(from), to: new Date(startOfDay(to).getTime() + DAY) };
  if (Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime()))
    throw new ApiError(400, 'Invalid query: not a date', { field: 'from' });
  const days = (range.to.getTime() - range.from.getTime()) / DAY;
  if (days < 1) throw new ApiError(400, 'Invalid query: from is after to', { field: 'from' });
  if (days > MAX_DAYS)
    throw new ApiError(400, `Invalid query: at most ${MAX_DAYS} days`, { field: 'from' });
  return { from, to, range, days };
}

/** A statement id is `stm_<studio id>_<YYYY-MM>`. */
function parseStatementId(id: string) {
  const match = /^stm_(.+)_(\d{4}-\d{2})$/.exec(id);
  return match ? { studioId: match[1] as string, month: match[2] as string } : null;
}

async function withTitles(db: Database, s: Statement): Promise<RoyaltyStatement> {
  const ids = [...new Set(s.lines.map((l) => l.videoId))];
  const rows = ids.length
    ? await db
        .select({ id: videos.id, title: videos.title })
        .from(videos)
        .where(inArray(videos.id, ids))
    : [];
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  return {
    ...s,
    lines: s.lines.map((l) => ({ ...l, videoTitle: titles.get(l.videoId) ?? l.videoId })),
  };
}

async function findStatement(db: Database, id: string, now: Date) {
  const parsed = parseStatementId(id);
  if (!parsed) throw notFound('No such statement');
  const [statement] = await listStatements(db, parsed.month, 1, now, parsed.studioId);
  if (!statement || statement.id !== id) throw notFound('No such statement');
  return statement;
}

/** The calls `reportRoutes` mounts (routes.ts), without HTTP: sales reports, royalty statements. */
export function reportsService(deps: Deps) {
  const { db } = deps;
  return {
    salesOverview: handles(contract.salesOverview, async ({ query }) => {
      const now = new Date();
      const { from, to, range, days } = reportRange(query, now);
      const previous = {
        from: new Date(range.from.getTime() - days * DAY),
        to: range.from,
      };
      const [current, before, byDay] = await Promise.all([
        salesKpis(db, range),
        salesKpis(db, previous),
        salesBreakdown(db, range, 'day'),
      ]);
      return {
        from,
        to,
        previousFrom: dayOf(previous.from),
        previousTo: dayOf(new Date(previous.to.getTime() - DAY)),
        currency: CURRENCY,
        current,
        previous: before,
        byDay,
      };
    }),

    salesBreakdown: handles(contract.salesBreakdown, async ({ query }) => {
      const { from, to, range } = reportRange(query, new Date());
      const filter = { studioId: query.studio, country: query.country, gateway: query.gateway };
      const [rows, { key: _key, label: _label, ...totals }] = await Promise.all([
        salesBreakdown(db, range, query.groupBy, filter),
        salesTotals(db, range, filter),
      ]);
      return { from, to, groupBy: query.groupBy, currency: CURRENCY, rows, totals };
    }),

    listRoyaltyStatements: handles(contract.listRoyaltyStatements, async ({ query }) => {
      const now = new Date();
      const newest = query.month ?? now.toISOString().slice(0, 7);
      const [y, m] = newest.split('-').map(Number) as [number, number];
      const oldest = new Date(Date.UTC(y, m - query.months, 1)).toISOString().slice(0, 7);
      const items = await listStatements(db, oldest, query.months, now, query.studio);
      return {
        currency: CURRENCY,
        items: items.map(({ lines: _lines, ...summary }) => summary),
      };
    }),

    getRoyaltyStatement: handles(contract.getRoyaltyStatement, async ({ params }) =>
      withTitles(db, await findStatement(db, params.id ?? '', new Date())),
    ),

    recordRoyaltyPayment: handles(contract.recordRoyaltyPayment, async ({ params, body }) => {
      const id = params.id ?? '';
      const now = new Date();
      const statement = await findStatement(db, id, now);
      const outcome = await recordPayment(db, id, body.reference, now);
      if (outcome === 'not-final')
        throw new ApiError(
          409,
          `The statement is ${statement.state}: only a final statement can be paid`,
          {
            code: 'statement_not_final',
          },
        );
      if (outcome === 'conflict')
        throw new ApiError(409, 'The statement was already paid with another reference', {
          code: 'statement_already_paid',
        });
      return withTitles(db, await findStatement(db, id, now));
    }),
  };
}
