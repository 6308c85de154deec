import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { int, rowsOf } from '../../platform/db/rows';
import { royaltyStatementLines, royaltyStatements, studios } from '../schema';

import { factEvents } from './salesReports';
import {
  buildStatement,
  compareLines,
  type LineInput,
  monthHasEnded,
  REFUND_WINDOW_DAYS,
  type StatementLine,
  type StatementState,
  type StatementTotals,
} from './statementRules';

export interface Statement {
  id: string;
  studioId: string;
  studioName: string;
  month: string;
  state: StatementState;
  totals: StatementTotals;
  /** The statement's single rate when all its lines share one, otherwise null (mixed). */
  rateBp: number | null;
  finalizedAt: string | null;
  paidAt: string | null;
  paymentReference: string | null;
  lines: StatementLine[];
}

export const statementId = (studioId: string, month: string) => `stm_${studioId}_${month}`;

/** [first day of `month`, first day of the month `count` months later), UTC. */
export function monthRange(month: string, count = 1) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m - 1 + count, 1)) };
}

/**
 * The live lines of every studio's statements for the months in [fromMonth, fromMonth + count),
 * from the sales facts (decision 084), grouped in SQL by studio, month (of the event), kind, video,
 * license, resolution and the royalty rate the fact stored (the rate in force on the sale's paid
 * day: a per-video override before the studio's rate; 0 when none).
 */
export async function liveLines(
  db: Database,
  fromMonth: string,
  count: number,
  asOf: Date,
  studioId?: string,
): Promise<Map<string, { studioId: string; month: string; lines: LineInput[] }>> {
  const held = new Date(asOf.getTime() - REFUND_WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.studio_id, to_char(e.at at time zone 'UTC', 'YYYY-MM') as month,
      case when to_char(e.sale_paid_at at time zone 'UTC', 'YYYY-MM')
        = to_char(e.at at time zone 'UTC', 'YYYY-MM') then 'sale' else 'adjustment' end as kind,
      e.video_id, e.order_type, e.resolution, e.rate_bp,
      sum(e.quantity) as quantity, sum(e.gross) as gross, sum(e.refund) as refund,
      sum(e.chargeback) as chargeback, sum(e.fee) as fee, sum(e.commission) as commission,
      sum(case when e.quantity > 0 and e.sale_paid_at > ${held}::timestamptz then e.gross else 0 end) as held
    from ${factEvents(monthRange(fromMonth, count), { studioId })} e
    where e.studio_id is not null
    group by 1, 2, 3, 4, 5, 6, 7`,
  );
  return linesByStatement(rows);
}

/** Rows of (studio, month, kind, video, license, rate, sums) → the lines of each statement. */
export function linesByStatement(
  rows: readonly Record<string, unknown>[],
): Map<string, { studioId: string; month: string; lines: LineInput[] }> {
  const out = new Map<string, { studioId: string; month: string; lines: LineInput[] }>();
  for (const r of rows) {
    const id = statementId(String(r.studio_id), String(r.month));
    const entry = out.get(id) ?? {
      studioId: String(r.studio_id),
      month: String(r.month),
      lines: [],
    };
    entry.lines.push({
      kind: r.kind === 'adjustment' ? 'adjustment' : 'sale',
      videoId: String(r.video_id),
      orderType: String(r.order_type),
      resolution: String(r.resolution),
      rateBp: int(r.rate_bp),
      quantity: int(r.quantity),
      grossCents: int(r.gross),
      refundCents: int(r.refund),
      chargebackCents: int(r.chargeback),
      feeCents: int(r.fee),
      commissionCents: int(r.commission),
      heldGrossCents: int(r.held),
    });
    out.set(id, entry);
  }
  for (const entry of out.values()) entry.lines.sort(compareLines);
  return out;
}

const singleRate = (lines: StatementLine[]) => {
  const rates = new Set(lines.map((l) => l.rateBp));
  return rates.size === 1 ? ([...rates][0] ?? null) : null;
};

/**
 * Statements for the months in [fromMonth, fromMonth + count): the stored ones (final, paid) as
 * stored, the others computed live as open. Newest month first, then studio name.
 */
export async function listStatements(
  db: Database,
  fromMonth: string,
  count: number,
  now: Date,
  studioId?: string,
): Promise<Statement[]> {
  // monthRange(m, i).to is the first day of the i-th month after m (i = 0 is m itself).
  const months = Array.from({ length: count }, (_, i) =>
    monthRange(fromMonth, i).to.toISOString().slice(0, 7),
  );
  const [live, stored, names] = await Promise.all([
    liveLines(db, fromMonth, count, now, studioId),
    db
      .select()
      .from(royaltyStatements)
      .where(
        and(
          inArray(royaltyStatements.month, months),
          studioId ? eq(royaltyStatements.studioId, studioId) : undefined,
        ),
      ),
    db.select({ id: studios.id, name: studios.name }).from(studios),
  ]);
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const out = new Map<string, Statement>();
  for (const [id, entry] of live) {
    const built = buildStatement(entry.lines);
    out.set(id, {
      id,
      studioId: entry.studioId,
      studioName: nameOf.get(entry.studioId) ?? entry.studioId,
      month: entry.month,
      state: 'open',
      totals: built.totals,
      rateBp: singleRate(built.lines),
      finalizedAt: null,
      paidAt: null,
      paymentReference: null,
      lines: built.lines,
    });
  }
  const storedLines = stored.length
    ? await db
        .select()
        .from(royaltyStatementLines)
        .where(
          inArray(
            royaltyStatementLines.statementId,
            stored.map((s) => s.id),
          ),
        )
        .orderBy(royaltyStatementLines.statementId, royaltyStatementLines.position)
    : [];
  for (const s of stored) {
    const lines: StatementLine[] = storedLines
      .filter((l) => l.statementId === s.id)
      .map((l) => ({
        kind: l.kind === 'adjustment' ? 'adjustment' : 'sale',
        videoId: l.videoId,
        orderType: l.orderType,
        resolution: l.resolution,
        quantity: l.quantity,
        grossCents: l.grossCents,
        refundCents: l.refundCents,
        chargebackCents: l.chargebackCents,
        feeCents: l.feeCents,
        commissionCents: l.commissionCents,
        netCents: l.netCents,
        rateBp: l.rateBp,
        royaltyCents: l.royaltyCents,
      }));
    out.set(s.id, {
      id: s.id,
      studioId: s.studioId,
      studioName: nameOf.get(s.studioId) ?? s.studioId,
      month: s.month,
      state: s.state === 'paid' ? 'paid' : 'final',
      totals: {
        grossCents: s.grossCents,
        refundCents: s.refundCents,
        chargebackCents: s.chargebackCents,
        feeCents: s.feeCents,
        commissionCents: s.commissionCents,
        netCents: s.netCents,
        royaltyCents: s.royaltyCents,
        onHoldCents: s.onHoldCents,
        clearedCents: s.clearedCents,
      },
      rateBp: singleRate(lines),
      finalizedAt: s.finalizedAt.toISOString(),
      paidAt: s.paidAt?.toISOString() ?? null,
      paymentReference: s.paymentReference,
      lines,
    });
  }
  return [...out.values()].sort((a, b) =>
    a.month === b.month ? a.studioName.localeCompare(b.studioName) : a.month < b.month ? 1 : -1,
  );
}

/**
 * Finalises every studio's statement of an ended month: stores its totals and lines as computed now.
 * Idempotent — a statement already stored is left as it is (final statements never change).
 * Returns the ids of the statements it finalised.
 */
export async function finalizeMonth(db: Database, month: string, now: Date): Promise<string[]> {
  return finalizeMonths(db, month, 1, now);
}

/** finalizeMonth for `count` consecutive months from `fromMonth` (all must have ended). */
export async function finalizeMonths(
  db: Database,
  fromMonth: string,
  count: number,
  now: Date,
): Promise<string[]> {
  const last = monthRange(fromMonth, count - 1)
    .to.toISOString()
    .slice(0, 7);
  if (!monthHasEnded(last, now)) throw new RangeError(`${last} has not ended yet`);
  const live = await liveLines(db, fromMonth, count, now);
  const done: string[] = [];
  await db.transaction(async (tx) => {
    for (const [id, entry] of live) {
      const { lines, totals } = buildStatement(entry.lines);
      const inserted = await tx
        .insert(royaltyStatements)
        .values({
          id,
          studioId: entry.studioId,
          month: entry.month,
          state: 'final',
          ...totals,
          finalizedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: royaltyStatements.id });
      if (inserted.length === 0) continue;
      if (lines.length)
        await tx
          .insert(royaltyStatementLines)
          .values(lines.map((l, position) => ({ ...l, statementId: id, position })));
      done.push(id);
    }
  });
  return done;
}

export type PaymentOutcome = 'recorded' | 'already-recorded' | 'not-final' | 'conflict';

/**
 * Records a final statement's payment (final → paid). Idempotent: the same reference again is
 * 'already-recorded'; a different reference for a paid statement is a 'conflict'.
 */
export async function recordPayment(
  db: Database,
  id: string,
  reference: string,
  now: Date,
): Promise<PaymentOutcome> {
  const updated = await db
    .update(royaltyStatements)
    .set({ state: 'paid', paymentReference: reference, paidAt: now })
    .where(and(eq(royaltyStatements.id, id), eq(royaltyStatements.state, 'final')))
    .returning({ id: royaltyStatements.id });
  if (updated.length) return 'recorded';
  const [row] = await db.select().from(royaltyStatements).where(eq(royaltyStatements.id, id));
  if (!row) return 'not-final';
  return row.paymentReference === reference ? 'already-recorded' : 'conflict';
}
