/** An affiliate report's whole UTC days (figures.ts's `periodOf` reads it from a query). */
export interface Period {
  from: string;
  to: string;
  start: Date;
  /** Exclusive: the day after `to`. */
  end: Date;
}
