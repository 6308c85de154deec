import type { CallDefinition } from '@reelcart/sdk/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { UndoFields } from './undo';

/**
 * The back office by resource (decision 076). Each entity has one typed descriptor in
 * `app/admin/resources/<entity>.ts(x)` — its names, calls, schemas, form parsing, list columns and
 * filters, the actions of its pages — and the shared pieces read it: `loadResourceList`
 * (`list.server.ts`), `runIntent` (`intents.server.ts`), `ResourceList` and `ListFilters`
 * (`components/admin/resource-list.tsx`) and the catalogue entities' edit page. Route modules only
 * bind a descriptor to those pieces; `routes.ts` stays the one explicit route table.
 */

/** What the back office calls an entity, and where its list lives. */
export interface ResourceNames {
  /** "studio": "New studio", "No studio matches." */
  one: string;
  /** "studios": the CSV's file name, "Filter studios". */
  many: string;
  /** The list's path; its records are at `{path}/{id or slug}`. */
  path: string;
  /** The list's heading and the table's caption: "Studios". */
  title: string;
}

/** A page of a paginated admin list, as the API answers it. */
export interface ListPage<Row> {
  items: Row[];
  page: number;
  totalPages: number;
  total: number;
}

/** An admin list call: no body, a query, a list of rows. */
export type ListCall<L> = CallDefinition<undefined, z.ZodMiniType, z.ZodMiniType<L>>;

/** The query an admin list keeps in its URL: the given keys, trimmed, empty ones left out. */
export function queryOf(url: URL, keys: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/**
 * A server-sorted list's URL query: these keys, and `sort` and `dir` when the call takes them (a
 * sort key of `sorts`, `asc` or `desc`); a value the call would refuse is left out (decision 098).
 */
export function sortedQueryOf(
  url: URL,
  keys: readonly string[],
  sorts: readonly string[],
): Record<string, string> {
  const query = queryOf(url, [...keys, 'sort', 'dir']);
  if (query.sort !== undefined && !sorts.includes(query.sort)) delete query.sort;
  if (query.dir !== 'asc' && query.dir !== 'desc') delete query.dir;
  return query;
}

/** The list query a catalogue entity's list keeps in its URL (as typed: untrimmed). */
export function entityListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['q', 'sort', 'page'] as const) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** One control of a list's filter form (a GET form: every value lands in the URL). */
export type ListFilter =
  | {
      kind: 'text';
      name: string;
      label: string;
      type?: 'search' | 'text' | 'date';
      placeholder?: string;
      inputMode?: 'decimal';
      /** The value shown when the URL has none (e.g. the period the server chose). */
      fallback?: string;
    }
  | {
      kind: 'choice';
      name: string;
      label: string;
      options: Array<[value: string, label: string]>;
      /** The "Any" option's value (default: empty, i.e. no filter). */
      any?: string;
    }
  /** A choice without "Any", showing the value the server used (e.g. a period of days). */
  | { kind: 'select'; name: string; label: string; options: Array<[string, string]>; value: string }
  /** A URL value the form carries along unchanged (the sort, a status tab). */
  | { kind: 'keep'; name: string };

/** A list's filter form: its controls, and how it is submitted and cleared. */
export interface FilterForm {
  filters: ListFilter[];
  /** The submit button's text (default "Apply filters"). */
  submit?: string;
  /** A "Clear" link back to the bare list (default true). */
  clear?: boolean;
}

/**
 * A resource's list screen: the call, the URL query, the table and the filters. `L` is the API's
 * answer (a page of `Row`s, sometimes with more: counts, totals, the admins to assign).
 */
export interface ListSpec<Row, L extends { items: Row[] }> {
  names: ResourceNames;
  call: ListCall<L>;
  /** The query the list keeps in its URL (filters, `page`, `sort`, `dir`). */
  query: (url: URL) => Record<string, string>;
  /** The call's query from the URL's, when it is not the same (amounts in cents, say). */
  callQuery?: (query: Record<string, string>) => Record<string, string | number>;
  /** Query values that apply unless the URL says otherwise. */
  defaults?: Record<string, string>;
  /** Rows a page (the `limit` sent); none: the server's default. */
  pageSize?: number;
  /** An "Export CSV" of every matching row (`?export=csv`, decision 026). */
  csv?: boolean;
  /** A "New {one}" link to `{path}/new`. */
  create?: boolean;
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  /** The table's caption, when it is not the title (a function: it names the list's period). */
  caption?: string | ((list: L) => string);
  filters: (list: L, query: Record<string, string>) => FilterForm;
  /** The current sort, for the headers' `aria-sort` (none: the list has no sortable column). */
  sort?: (query: Record<string, string>) => { key: string; dir: 'asc' | 'desc' };
  /** What an empty table says. */
  empty: (query: Record<string, string>) => ReactNode;
  /** Shown under the heading (an introduction, status tabs). */
  intro?: (list: L, query: Record<string, string>) => ReactNode;
  /** Shown between the filters and the table (totals). */
  summary?: (list: L) => ReactNode;
  /** Rows can be selected; what can be done to the selected ones (the table's bulk bar). */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
}

/** One field of a catalogue entity's form: a text box (or area) for one of the record's fields. */
export interface EntityField<R> {
  name: keyof R & string;
  label: string;
  multiline?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
  inputMode?: 'numeric';
  hint?: string;
  /** A new record's value (default: empty). */
  initial?: string;
}

/** A create or update call of a catalogue entity, and the schema its body must pass. */
export interface EntitySave {
  call: CallDefinition<z.ZodMiniType, undefined, z.ZodMiniType<{ slug: string }>>;
  schema: z.ZodMiniType;
}

/**
 * A catalogue entity of the back office (studio, actress, category): a list of every one and a page
 * per slug (`new` creates) whose form is its fields — one shared list, page and action for all.
 */
export interface EntitySpec<R> {
  names: ResourceNames;
  get: CallDefinition<undefined, undefined, z.ZodMiniType<R>>;
  create: EntitySave;
  update: EntitySave;
  /** The form's fields as the calls' body (shared by the browser's check and the action). */
  fromForm: (form: FormData) => unknown;
  fields: Array<EntityField<R>>;
}

/** A catalogue entity's descriptor: its page (`EntitySpec`) and its list. */
export interface CatalogueResource<R, Row> extends EntitySpec<R> {
  list: ListSpec<Row, ListPage<Row>>;
}

/** The `href` of a list's CSV export: the same query without the page. */
export function exportHref(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query);
  search.delete('page');
  search.set('export', 'csv');
  return `${path}?${search.toString()}`;
}

/** What a route's params are, for an intent's path parameters. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * One thing a page's forms can do (`intent`): the call, the schema that checks the body (in the
 * browser too), how the body is read from the form, and what the page says when it worked.
 */
export interface AdminIntent<R extends z.ZodMiniType = z.ZodMiniType> {
  call: CallDefinition<z.ZodMiniType, undefined, R>;
  schema: z.ZodMiniType;
  body(form: FormData): unknown;
  /** The call's path parameters (from the route's, the form or the intent's suffix). */
  params?(route: RouteParams, form: FormData, intent: string): Record<string, string>;
  /** The intent the answer carries, when not the submitted one (a form tells its rows apart). */
  answerAs?(form: FormData, intent: string): string;
  /** Where to go afterwards (a new record's page), or nothing to stay. */
  redirect?(data: z.output<R>, route: RouteParams): string | null;
  /** The success message. */
  done(data: z.output<R>, form: FormData): string;
  /** What the page shows beside the message (a reset link, a price preview). */
  extra?(data: z.output<R>, form: FormData): Record<string, unknown>;
  /**
   * The submission that sets back what this did (decision 105), or nothing when it changed
   * nothing; only for an action whose inverse is safe (never one that moves money).
   */
  undo?(data: z.output<R>, form: FormData): UndoFields | null;
  /** The message when the submission was that undo. */
  undone?(data: z.output<R>, form: FormData): string;
}

/** Declares an intent with its call's answer typed in `done`, `redirect` and `extra`. */
export function defineIntent<R extends z.ZodMiniType>(intent: AdminIntent<R>): AdminIntent<R> {
  return intent;
}

/**
 * A page's intents by name. A name ending in `:` matches every intent it starts (e.g. `banner:`
 * for `banner:{id}`, one form per row); exact names win.
 */
export type Intents = Readonly<Record<string, AdminIntent>>;

export function findIntent(intents: Intents, intent: string): AdminIntent | undefined {
  const exact = intents[intent];
  if (exact) return exact;
  const prefix = Object.keys(intents).find((name) => name.endsWith(':') && intent.startsWith(name));
  return prefix ? intents[prefix] : undefined;
}
