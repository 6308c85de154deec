import { type ColumnKind, cellClass, headerClass } from '../data-table/column-kind';

/** A plain accessible table of chart data: the chart's text alternative, keyboard and screen-reader friendly. */
export interface Column<Row> {
  key: string;
  label: string;
  value: (row: Row) => import('react').ReactNode;
  /** What the column holds, which decides its layout (`column-kind.ts`); text by default. */
  kind?: ColumnKind;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing in this period.',
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  if (rows.length === 0) return <p className="mt-3 text-sm text-zinc-400">{empty}</p>;
  return (
    // Full height (issue 33: a 320 px box hid most days); it scrolls sideways only, when narrow.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="relative mt-3 overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-2 py-1 ${headerClass(c.kind)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-zinc-800 border-t">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th
                    key={c.key}
                    scope="row"
                    className={`px-2 py-1 font-normal ${cellClass(c.kind)}`}
                  >
                    {c.value(row)}
                  </th>
                ) : (
                  <td key={c.key} className={`px-2 py-1 ${cellClass(c.kind)}`}>
                    {c.value(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
