import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import {
  addToCreativeDaily,
  addToLinkDaily,
  creativeRows,
  linkClickRows,
  linkReferralRows,
} from './linkRollup';
import { addToDaily, clickRows, signupRows } from './rollup';
import { recordAffiliateSales } from './saleFacts';

/**
 * Books in the affiliate figures' roll-up what was stored without its writer (decision 101): rows
 * from before the roll-up existed, and seeds' and fixtures' direct inserts. `batch` rows per
 * transaction, each with its cursor in `affiliate_backfill`, so an interrupted run resumes.
 * - clicks and sign-ups: the events / referrals after the cursor not counted when stored
 *   (`rolled_up` false). Event ids and referral sequence numbers only grow, so the cursor is a
 *   watermark: a rerun counts only rows stored since.
 * - sales: every commission, through the writer's own statement (`recordAffiliateSales`, by
 *   difference), so a booked commission appends nothing; ids are text (no watermark), so a
 *   finished run's next call walks from the start again.
 * - the links' and creatives' roll-ups (decision 108) the same way, each with its own watermark
 *   and flag (`link_rolled_up`, `creative_rolled_up`): events and referrals from before those
 *   roll-ups are counted once, in the next run.
 * - the ledger's daily states (decision 111): the triggers of migration 0020 keep them and the
 *   migration counted the entries stored before; this walk recomputes the days of every entry
 *   (batches of entries in affiliate, time, id order; the cursor is the last entry's key) and
 *   corrects any that differ — entries stored with the triggers disabled (a restore). A finished
 *   run's next call walks from the start again.
 * Returns the rows it counted (clicks, sign-ups, the links' clicks and referrals, the creatives'
 * events), the facts it appended (sales) and the ledger days it corrected.
 */
export async function backfillAffiliateFigures(
  db: Database,
  options: { batch?: number } = {},
): Promise<{
  clicks: number;
  signups: number;
  sales: number;
  linkClicks: number;
  linkReferrals: number;
  creatives: number;
  ledgerDays: number;
}> {
  const batch = options.batch ?? 10_000;
  const counted = (name: keyof typeof WALKS) => byWatermark(db, name, batch);
  const clicks = await counted('clicks');
  const signups = await counted('signups');
  const linkClicks = await counted('link-clicks');
  const linkReferrals = await counted('link-referrals');
  const creatives = await counted('creatives');
  return {
    clicks,
    signups,
    sales: await sales(db, batch),
    linkClicks,
    linkReferrals,
    creatives,
    // A fifth of the batch: each entry's days are recomputed whole (about 0.5 ms a day, loaded).
    ledgerDays: await ledgerDays(db, Math.max(1, Math.ceil(batch / 5))),
  };
}

type Rows = (t: string, where: SQL) => SQL;
const events = { table: 'affiliate_events', column: 'id' } as const;
const referrals = { table: 'affiliate_referrals', column: 'seq' } as const;
/**
 * Each watermark walk: its table and watermark column, the flag its writer sets, the rows it
 * counts and the roll-up they go to.
 */
const WALKS = {
  clicks: { ...events, flag: 'rolled_up', rows: clickRows, add: addToDaily },
  signups: { ...referrals, flag: 'rolled_up', rows: signupRows, add: addToDaily },
  'link-clicks': { ...events, flag: 'link_rolled_up', rows: linkClickRows, add: addToLinkDaily },
  'link-referrals': {
    ...referrals,
    flag: 'link_rolled_up',
    rows: linkReferralRows,
    add: addToLinkDaily,
  },
  creatives: { ...events, flag: 'creative_rolled_up', rows: creativeRows, add: addToCreativeDaily },
} satisfies Record<
  string,
  { table: string; column: string; flag: string; rows: Rows; add: (rows: SQL) => SQL }
>;

/** The cursor row, locked for this transaction (created at its start value when missing). */
async function cursorOf(db: Database, name: string, start: string) {
  await db.execute(
    sql`insert into affiliate_backfill (name, cursor) values (${name}, ${start}) on conflict do nothing`,
  );
  const [row] = await rowsOf<{ cursor: string; done: boolean }>(
    db,
    sql`select cursor, done from affiliate_backfill where name = ${name} for update`,
  );
  return row ?? { cursor: start, done: false };
}

async function byWatermark(db: Database, name: keyof typeof WALKS, batch: number): Promise<number> {
  const { table, column, flag, rows, add } = WALKS[name];
  const t = sql.raw(table);
  const c = sql.raw(`${table}.${column}`);
  let counted = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const after = Number((await cursorOf(tx, name, '0')).cursor);
      const [range] = await rowsOf<{ upto: unknown; n: unknown }>(
        tx,
        sql`select max(x) as upto, count(*) as n from (select ${c} as x
          from ${t} where ${c} > ${after} order by ${c} limit ${batch}) b`,
      );
      const n = Number(range?.n ?? 0);
      if (n === 0) return { n, booked: 0 };
      const upto = Number(range?.upto);
      const where = sql`${c} > ${after} and ${c} <= ${upto} and not ${sql.raw(`${table}.${flag}`)}`;
      const [booked] = await rowsOf<{ n: unknown }>(
        tx,
        sql`with r as (${rows(table, where)}), d as (${add(sql`select * from r`)})
          select count(*)::int as n from r`,
      );
      await tx.execute(
        sql`update affiliate_backfill set cursor = ${String(upto)} where name = ${name}`,
      );
      return { n, booked: Number(booked?.n ?? 0) };
    });
    counted += step.booked;
    if (step.n < batch) return counted;
  }
}

async function sales(db: Database, batch: number): Promise<number> {
  let appended = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const state = await cursorOf(tx, 'sales', '');
      const after = state.done ? '' : state.cursor;
      // The lock in a statement of its own: the writer's statement then sees the facts a writer
      // that held one of these commissions committed before it let go (as decision 085).
      const ids = (
        await rowsOf<{ id: string }>(
          tx,
          sql`select id from affiliate_ledger where kind = 'commission' and id > ${after}
            order by id limit ${batch} for update`,
        )
      ).map((r) => r.id);
      const n = ids.length
        ? await recordAffiliateSales(
            tx,
            sql`l.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        : 0;
      const done = ids.length < batch;
      await tx.execute(
        sql`update affiliate_backfill set cursor = ${ids.at(-1) ?? after}, done = ${done}
          where name = 'sales'`,
      );
      return { n, done };
    });
    appended += step.n;
    if (step.done) return appended;
  }
}

/** The entry after which the ledger walk goes on: affiliate, creation instant, id. */
type LedgerKey = [affiliateId: string, createdAt: string, id: string];

async function ledgerDays(db: Database, batch: number): Promise<number> {
  let corrected = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const state = await cursorOf(tx, 'ledger', '');
      const after = state.done || !state.cursor ? null : (JSON.parse(state.cursor) as LedgerKey);
      const rows = await rowsOf<{ a: string; at: string; id: string; day: string }>(
        tx,
        sql`select affiliate_id as a, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
            id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from affiliate_ledger
          where ${after ? sql`(affiliate_id, created_at, id) > (${after[0]}, ${after[1]}::timestamptz, ${after[2]})` : sql`true`}
          order by affiliate_id, created_at, id limit ${batch}`,
      );
      const days = [...new Set(rows.map((r) => JSON.stringify([r.a, r.day])))].map(
        (k) => JSON.parse(k) as [string, string],
      );
      const [changed] = days.length
        ? await rowsOf<{ n: unknown }>(
            tx,
            sql`select affiliate_ledger_daily_refresh(
              array[${sql.join(
                days.map(([a]) => sql`${a}`),
                sql`, `,
              )}]::text[],
              array[${sql.join(
                days.map(([, d]) => sql`${d}`),
                sql`, `,
              )}]::date[]) as n`,
          )
        : [];
      const last = rows.at(-1);
      const done = rows.length < batch;
      await tx.execute(
        sql`update affiliate_backfill set cursor = ${last ? JSON.stringify([last.a, last.at, last.id]) : (state.cursor ?? '')},
          done = ${done} where name = 'ledger'`,
      );
      return { n: Number(changed?.n ?? 0), done };
    });
    corrected += step.n;
    if (step.done) return corrected;
  }
}
