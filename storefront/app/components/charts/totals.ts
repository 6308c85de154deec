/**
 * The figures of a report table's totals row (issue 33, decision 104), pure: the sum of each
 * additive column (integer cents, counts) over the rows, computed once here and formatted once by
 * the column. A non-additive column (a rate, an average) is not summed: its total is computed from
 * these sums (`Column.total`), or left empty. Where the API answers totals, the table shows those
 * instead (`DataTable`'s `totals`).
 */

/** The sums of a table's additive columns, by column key. */
export type Sums = Readonly<Record<string, number>>;

/** An additive column: its key and the figure of a row it sums. */
export interface Additive<Row> {
  key: string;
  sum?: ((row: Row) => number) | undefined;
}

/** Each additive column's sum over `rows` (0 over no rows); columns without `sum` are left out. */
export function sumsOf<Row>(rows: readonly Row[], columns: readonly Additive<Row>[]): Sums {
  const sums: Record<string, number> = {};
  for (const column of columns) {
    const of = column.sum;
    if (!of) continue;
    let total = 0;
    for (const row of rows) total += of(row);
    sums[column.key] = total;
  }
  return sums;
}

/** Rows by a day or month key ("2026-11-26", "2026-11"), the newest first (ISO keys sort as text). */
export function newestFirst<Row>(rows: readonly Row[], key: (row: Row) => string): Row[] {
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? 1 : x > y ? -1 : 0;
  });
}
