import { type SQL, sql } from 'drizzle-orm';

/** An affiliate report's whole UTC days (figures.ts's `periodOf` reads it from a query). */
export interface Period {
  from: string;
  to: string;
  start: Date;
  /** Exclusive: the day after `to`. */
  end: Date;
}

/** A period's whole days on a roll-up's `day` column (`day` unqualified unless given). */
export const daysOf = (period: Period, day: SQL = sql`day`) =>
  sql`${day} >= ${period.from}::date and ${day} <= ${period.to}::date`;
