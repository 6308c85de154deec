/**
 * What a table column holds decides how it is laid out (issue 33, decision 104): a date, an id,
 * an amount or a count is read on one line — it never wraps, its digits line up (tabular figures)
 * and amounts and counts align right so their places line up down the column; text takes the
 * width left and wraps.
 *
 * - `date`: a day or a moment ("2026-11-26 20:05 UTC").
 * - `id`: a code a person reads or types ("RC-003223", a coupon code).
 * - `money`: an amount, integer cents formatted once ("$1,234.50").
 * - `count`: a number of things (orders, clicks); additive, so a totals row sums it.
 * - `rate`: a figure computed from others (a rate, a conversion, an average): right-aligned like a
 *   count but never summed.
 * - `text`: anything else (the default).
 */
export type ColumnKind = 'date' | 'id' | 'money' | 'count' | 'rate' | 'text';

const ONE_LINE = 'whitespace-nowrap tabular-nums';

/** True for the kinds whose figures align right (and whose header does too). */
export const alignsRight = (kind: ColumnKind | undefined) =>
  kind === 'money' || kind === 'count' || kind === 'rate';

/** The classes of a body cell of a column of `kind`. */
export function cellClass(kind: ColumnKind | undefined): string {
  if (kind === undefined || kind === 'text') return '';
  return alignsRight(kind) ? `${ONE_LINE} text-right` : ONE_LINE;
}

/** The classes of a column's header: aligned as its cells (a long header may wrap). */
export const headerClass = (kind: ColumnKind | undefined): string =>
  alignsRight(kind) ? 'text-right' : '';
