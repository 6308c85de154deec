import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { exportHref, type FilterForm, type ListSpec } from '../../lib/admin/resource';
import { DataTable } from '../data-table/data-table';
import { FILTER_CONTROL, FilterChoice } from './filter-choice';

/**
 * A list's filter form, from its resource's filters: a GET form, so every value is in the URL
 * (decision 026). `query` is the URL's current query.
 */
export function ListFilters({
  label,
  path,
  form,
  query,
}: {
  /** The form's accessible name: "Filter users". */
  label: string;
  /** The bare list, for "Clear". */
  path: string;
  form: FilterForm;
  query: Record<string, string>;
}) {
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label={label}>
      {form.filters.map((filter) => {
        switch (filter.kind) {
          case 'keep':
            return query[filter.name] ? (
              <input
                key={filter.name}
                type="hidden"
                name={filter.name}
                value={query[filter.name]}
              />
            ) : null;
          case 'choice':
            return filter.any === undefined ? (
              <FilterChoice
                key={filter.name}
                name={filter.name}
                label={filter.label}
                value={query[filter.name]}
                options={filter.options}
              />
            ) : (
              <FilterSelect
                key={filter.name}
                filter={filter}
                value={query[filter.name] ?? filter.any}
                options={[[filter.any, 'Any'], ...filter.options]}
              />
            );
          case 'select':
            return (
              <FilterSelect
                key={filter.name}
                filter={filter}
                value={filter.value}
                options={filter.options}
              />
            );
          case 'text':
            return (
              <label key={filter.name} className="flex flex-col gap-1 text-sm">
                {filter.label}
                <input
                  name={filter.name}
                  type={filter.type ?? 'text'}
                  defaultValue={query[filter.name] ?? filter.fallback ?? ''}
                  className={FILTER_CONTROL}
                  placeholder={filter.placeholder}
                  inputMode={filter.inputMode}
                />
              </label>
            );
          default:
            return null;
        }
      })}
      <button type="submit" className="btn btn-outline">
        {form.submit ?? 'Apply filters'}
      </button>
      {form.clear === false ? null : (
        <Link to={path} className="text-sm underline">
          Clear
        </Link>
      )}
    </Form>
  );
}

/** A labelled select of a filter form, its value chosen. */
function FilterSelect({
  filter,
  value,
  options,
}: {
  filter: { name: string; label: string };
  value: string;
  options: Array<[value: string, label: string]>;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {filter.label}
      <select name={filter.name} defaultValue={value} className={FILTER_CONTROL}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Whether the router is loading the list at `path` (a new filter, sort or page of it). */
export function useListLoading(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === path;
}

/**
 * A list route's screen: its loader's answer (`loadResourceList`) shown by `ResourceList`. A CSV
 * export's answer (`?export=csv`, fetched by the table's button) renders nothing.
 */
export function ResourceListPage<Row, L extends ListRows<Row>>({
  resource,
  data,
  children,
}: {
  resource: ListSpec<Row, L>;
  /** The loader's answer (typed by the resource, not inferred from it). */
  data: NoInfer<{ exportRows: Row[] } | { list: L; query: Record<string, string> }>;
  /** What the page shows between the filters and the table (its action's answer). */
  children?: ReactNode;
}) {
  const loading = useListLoading(resource.names.path);
  if (!('list' in data)) return null;
  return (
    <ResourceList resource={resource} list={data.list} query={data.query} loading={loading}>
      {children}
    </ResourceList>
  );
}

/** A list's rows, with the pager's figures when the list is paged. */
export type ListRows<Row> = { items: Row[]; page?: number; totalPages?: number; total?: number };

/**
 * A resource's list screen (decision 076): its heading (and "New …"), what it shows above the
 * filters, the filter form, and the shared DataTable — sorted, paged and filtered by the server,
 * all in the URL, with a CSV of every matching row when the resource exports one (decision 026).
 */
export function ResourceList<Row, L extends ListRows<Row>>({
  resource,
  list,
  query,
  loading = false,
  children,
}: {
  resource: ListSpec<Row, L>;
  list: L;
  query: Record<string, string>;
  loading?: boolean;
  /** Shown between the filters (and summary) and the table. */
  children?: ReactNode;
}) {
  const { names } = resource;
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          {names.title}
        </h1>
        {resource.create ? (
          <Link to={`${names.path}/new`} className="btn btn-solid ml-auto">
            New {names.one}
          </Link>
        ) : null}
      </div>
      {resource.intro?.(list, query)}
      <ListFilters
        label={`Filter ${names.many}`}
        path={names.path}
        form={resource.filters(list, query)}
        query={query}
      />
      {resource.summary?.(list)}
      {children}
      <ResourceTable resource={resource} list={list} query={query} loading={loading} />
    </section>
  );
}

/**
 * A resource's table: the shared DataTable with the resource's columns, sort, empty text and CSV
 * export (for a page that frames its list itself, e.g. the affiliates' under the payout run).
 */
export function ResourceTable<Row, L extends ListRows<Row>>({
  resource,
  list,
  query,
  loading = false,
}: {
  resource: ListSpec<Row, L>;
  list: L;
  query: Record<string, string>;
  loading?: boolean;
}) {
  const { names, caption } = resource;
  return (
    <DataTable
      caption={typeof caption === 'function' ? caption(list) : (caption ?? names.title)}
      columns={resource.columns}
      rows={list.items}
      rowId={resource.rowId}
      page={list.page ?? 1}
      totalPages={list.totalPages ?? 1}
      total={list.total ?? list.items.length}
      sort={resource.sort?.(query)}
      loading={loading}
      empty={resource.empty(query)}
      {...(resource.bulkActions ? { bulkActions: resource.bulkActions } : {})}
      {...(resource.csv
        ? { csv: { href: exportHref(names.path, query), filename: `${names.many}.csv` } }
        : {})}
    />
  );
}
