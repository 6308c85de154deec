import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { type ColumnKind, cellClass, headerClass } from './column-kind';
import { toCsv, withParams } from './csv';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    /** The column's name in the visibility menu and the CSV header. */
    label: string;
    /** The CSV cell of a row; columns without it are left out of the export. */
    csv?: (row: TData) => unknown;
    /** The sort key sent to the server (`?sort=`), when the column sorts. */
    sortKey?: string;
    /** What the column holds, which decides its layout (`column-kind.ts`); text by default. */
    kind?: ColumnKind;
  }
}

export interface DataTableProps<T> {
  /** The table's accessible name (a visible caption). */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  rowId: (row: T) => string;
  /** The server's page: rows are already filtered, sorted and paginated (all in the URL). */
  page: number;
  totalPages: number;
  total: number;
  /** The current `?sort=` and `?dir=`. */
  sort?: { key: string; dir: 'asc' | 'desc' } | undefined;
  loading?: boolean;
  empty: ReactNode;
  /** Shown while rows are selected; `clear` unselects them. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** CSV export of every filtered row: a loader URL answering `{ exportRows: T[] }`. */
  csv?: { href: string; filename: string };
}

/**
 * The back office's one list (decision 026): TanStack Table for the column model, visibility and
 * row selection; paging, sorting and filtering are the server's, kept in the URL so a list can be
 * linked, reloaded and walked with the browser's history.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowId,
  page,
  totalPages,
  total,
  sort,
  loading = false,
  empty,
  bulkActions,
  csv,
}: DataTableProps<T>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  // A new page of rows starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rows change.
  useEffect(() => setRowSelection({}), [rows]);

  const selectable = Boolean(bulkActions);
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: selectable,
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });
  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const visible = table.getVisibleLeafColumns();

  return (
    <div className="flex flex-col gap-3" data-testid="data-table">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-zinc-400" aria-live="polite">
          {total === 1 ? '1 result' : `${total} results`}
          {selected.length > 0 ? `, ${selected.length} selected` : ''}
        </p>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <details className="relative">
            <summary className="btn btn-outline cursor-pointer list-none">Columns</summary>
            <fieldset className="absolute right-0 z-10 mt-1 flex min-w-48 flex-col gap-1 rounded-md border border-zinc-700 bg-zinc-900 p-3">
              <legend className="sr-only">Visible columns</legend>
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((column) => (
                  <label key={column.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={column.getToggleVisibilityHandler()}
                    />
                    {column.columnDef.meta?.label ?? column.id}
                  </label>
                ))}
            </fieldset>
          </details>
          {csv ? <CsvButton csv={csv} columns={columns} /> : null}
        </div>
      </div>
      {selectable && selected.length > 0 ? (
        <section
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-700 bg-zinc-900 p-2 text-sm"
        >
          <span>{selected.length} selected:</span>
          {bulkActions?.(selected, () => setRowSelection({}))}
        </section>
      ) : null}
      <div className="relative overflow-x-auto rounded-md border border-zinc-800">
        <table
          className="w-full border-collapse text-left text-sm"
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-zinc-900">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={table.getIsAllRowsSelected()}
                    ref={(el) => {
                      if (el) el.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                    disabled={rows.length === 0}
                  />
                </th>
              ) : null}
              {visible.map((column) => {
                const meta = column.columnDef.meta;
                const key = meta?.sortKey;
                const active = key !== undefined && sort?.key === key;
                const ariaSort =
                  key === undefined
                    ? undefined
                    : active
                      ? sort?.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={`px-2 py-2 font-semibold ${headerClass(meta?.kind)}`}
                  >
                    {key !== undefined ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-rose-400"
                        onClick={() =>
                          navigate(
                            `${pathname}${withParams(search, {
                              sort: key,
                              dir: active && sort?.dir === 'asc' ? 'desc' : 'asc',
                            })}`,
                          )
                        }
                      >
                        {meta?.label ?? column.id}
                        <span aria-hidden="true">
                          {active ? (sort?.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      (meta?.label ?? column.id)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="border-zinc-800 border-t aria-selected:bg-zinc-800/60"
                aria-selected={selectable ? row.getIsSelected() : undefined}
              >
                {selectable ? (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select row ${row.index + 1}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-2 py-2 ${cellClass(cell.column.columnDef.meta?.kind)}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && !loading ? (
          <div className="p-6 text-center text-zinc-400" data-testid="data-table-empty">
            {empty}
          </div>
        ) : null}
        {loading ? (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center bg-zinc-950/60 text-sm"
          >
            Loading…
          </div>
        ) : null}
      </div>
      {totalPages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-center gap-4 text-sm">
          {page > 1 ? (
            <Link
              to={`${pathname}${withParams(search, { page: String(page - 1) })}`}
              rel="prev"
              className="btn btn-outline"
            >
              Previous
            </Link>
          ) : null}
          <span aria-current="page">
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? (
            <Link
              to={`${pathname}${withParams(search, { page: String(page + 1) })}`}
              rel="next"
              className="btn btn-outline"
            >
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Loads every filtered row (not only this page) and saves them as a CSV file. */
function CsvButton<T>({
  csv,
  columns,
}: {
  csv: { href: string; filename: string };
  columns: ColumnDef<T, unknown>[];
}) {
  const fetcher = useFetcher<{ exportRows?: T[] }>();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const exported = fetcher.data?.exportRows;
    if (!wanted || fetcher.state !== 'idle' || !exported) return;
    setWanted(false);
    const text = toCsv(
      exported,
      columns.flatMap((c) => {
        const meta = c.meta;
        return meta?.csv ? [{ label: meta.label, value: meta.csv }] : [];
      }),
    );
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csv.filename;
    link.click();
    URL.revokeObjectURL(url);
  }, [wanted, fetcher.state, fetcher.data, columns, csv.filename]);
  const busy = fetcher.state !== 'idle';
  return (
    <button
      type="button"
      className="btn btn-outline"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => {
        setWanted(true);
        fetcher.load(csv.href);
      }}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
