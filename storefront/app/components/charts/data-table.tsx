import {
  type ColumnDef,
  createTable,
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { type ColumnKind, cellClass, headerClass } from '../data-table/column-kind';
import { type Sums, sumsOf } from './totals';

/** A column of a report table: the chart's text alternative, keyboard and screen-reader friendly. */
export interface Column<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  /** What the column holds, which decides its layout (`column-kind.ts`); text by default. */
  kind?: ColumnKind;
  /** An additive figure (integer cents, a count): the totals row sums it over the rows. */
  sum?: (row: Row) => number;
  /**
   * The column's cell in the totals row, from the sums by column key: the formatted sum, or a
   * rate computed from sums (never a sum of rates). Without it the cell is empty.
   */
  total?: (sums: Sums) => ReactNode;
  /** What a sortable table sorts the column by (a figure's own number by default). */
  sortBy?: (row: Row) => number | string;
}

/** An additive column: its cells and its total are the same figure, formatted the same way. */
export function figure<Row>(
  key: string,
  label: string,
  kind: 'money' | 'count',
  of: (row: Row) => number,
  format: (n: number) => string,
): Column<Row> {
  return {
    key,
    label,
    kind,
    value: (row) => format(of(row)),
    sum: of,
    total: (sums) => format(sums[key] ?? 0),
  };
}

/** The TanStack column of a report column: sortable by `sortBy`, else by its `sum` figure. */
function columnDef<Row>(c: Column<Row>, sortable: boolean): ColumnDef<Row, unknown> {
  const by = c.sortBy ?? c.sum;
  return {
    id: c.key,
    ...(by ? { accessorFn: by } : {}),
    enableSorting: sortable && by !== undefined,
    // Text A→Z whatever its case; a figure's first click puts the largest first.
    sortingFn: c.kind === 'text' || c.kind === undefined ? 'text' : 'basic',
  };
}

/** The table's rows and columns for TanStack: one definition for `DataTable` and `sortRows`. */
function rowModel<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sortable: boolean,
  rowKey: (row: Row) => string,
) {
  return {
    data: rows as Row[],
    columns: columns.map((c) => columnDef(c, sortable)),
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel<Row>(),
    getSortedRowModel: getSortedRowModel<Row>(),
  };
}

/**
 * The rows in the order a sortable table shows them for `sorting` — the same TanStack sorting
 * and column definitions as `DataTable`, without React: what a CSV of "the table as shown" uses.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sorting: SortingState,
  rowKey: (row: Row) => string,
): Row[] {
  if (sorting.length === 0) return [...rows];
  const table = createTable<Row>({
    ...rowModel(rows, columns, true, rowKey),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((prev) => ({ ...prev, state: { ...table.initialState, sorting } }));
  return table.getRowModel().rows.map((r) => r.original);
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: string;
  /**
   * A totals row, last (a `<tfoot>`): `'sum'` sums the columns' `sum` over the rows; given sums
   * (the API's totals) are shown as they are.
   */
  totals?: 'sum' | Sums | undefined;
  /** Headers sort the rows (for a whole, unpaged answer only: decision 104). */
  sortable?: boolean;
  /** The sort, when the page keeps it (in its address: decision 106); else the table does. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
}

/**
 * A report's table (decision 104): every row of a bounded answer at full height, an optional totals
 * row (`<tfoot>`, last), and with `sortable`, headers that sort the rows in the browser — TanStack
 * Table's sorting; a third click returns to the server's order. The totals row never moves.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    empty = 'Nothing in this period.',
    totals,
    sortable = false,
  } = props;
  const [own, setOwn] = useState<SortingState>([]);
  const sorting = props.sorting ?? own;
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (props.onSortingChange) props.onSortingChange(next);
    else setOwn(next);
  };
  const table = useReactTable<Row>({
    ...rowModel(rows, columns, sortable, rowKey),
    enableSorting: sortable,
    state: { sorting },
    onSortingChange: setSorting,
  });
  if (rows.length === 0) return <p className="mt-3 text-sm text-zinc-400">{empty}</p>;
  const sums = totals === 'sum' ? sumsOf(rows, columns) : totals;
  const headers = table.getFlatHeaders();
  return (
    // Full height (issue 33: a 320 px box hid most days); it scrolls sideways only, when narrow.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="relative mt-3 overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const column = headers[i]?.column;
              const dir = column?.getIsSorted();
              if (!column?.getCanSort())
                return (
                  <th key={c.key} scope="col" className={`px-2 py-1 ${headerClass(c.kind)}`}>
                    {c.label}
                  </th>
                );
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={dir ? ARIA_SORT[dir] : 'none'}
                  className={`px-2 py-1 ${headerClass(c.kind)}`}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 hover:text-rose-400"
                    onClick={column.getToggleSortingHandler()}
                  >
                    {c.label}
                    <span aria-hidden="true">
                      {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map(({ id, original: row }) => (
            <tr key={id} className="border-zinc-800 border-t">
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
        {sums ? (
          <tfoot>
            <tr className="border-zinc-600 border-t-2 font-semibold" data-testid="totals-row">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className="px-2 py-1">
                    Total
                  </th>
                ) : (
                  <td key={c.key} className={`px-2 py-1 ${cellClass(c.kind)}`}>
                    {c.total?.(sums)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
