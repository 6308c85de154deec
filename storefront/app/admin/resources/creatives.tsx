import {
  ADMIN_CREATIVE_SORTS,
  type AdminCreativeList,
  type AdminCreativeRow,
  type CreativeFigures,
  contract,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ACTIVE_INACTIVE } from '../../components/admin/filter-choice';
import { type ListSpec, sortedQueryOf } from '../../lib/admin/resource';

/** The filters `/admin/creatives` keeps in its URL. */
export const CREATIVE_FILTERS = ['q', 'kind', 'active', 'days'] as const;
export const CREATIVE_PERIODS = [7, 30, 90, 365] as const;

const SORTS: readonly string[] = ADMIN_CREATIVE_SORTS;

/** The list's URL query; a sort or direction the call would refuse is left out. */
export function creativeListQuery(url: URL): Record<string, string> {
  return sortedQueryOf(url, [...CREATIVE_FILTERS], SORTS);
}

/** The standard banner sizes the server accepts (server/src/services/affiliate/creativeImages.ts). */
export const BANNER_SIZE_HINT =
  'PNG, JPEG, GIF or WebP, at most 150 KB, sized 728×90, 468×60, 300×250, 336×280, 160×600, 120×600, 300×600, 320×50, 250×250 or 970×90.';

/**
 * The creative form's body for `adminCreateCreative` / `adminUpdateCreative`, shared by the browser
 * and the action. The browser cannot read the file here: it passes a placeholder when one is
 * chosen (the schema only needs to know there is one); the action passes the file's base64.
 */
export function creativeFromForm(form: FormData, dataBase64?: string | null) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const file = form.get('image');
  const chosen = typeof File !== 'undefined' && file instanceof File && file.size > 0;
  const image =
    dataBase64 !== undefined
      ? dataBase64
        ? { dataBase64 }
        : null
      : chosen
        ? { dataBase64: 'chosen' }
        : null;
  const version = text('version');
  return {
    name: text('name'),
    kind: text('kind'),
    text: text('text'),
    landingPage: text('landingPage'),
    active: form.get('active') === 'on' || form.get('active') === 'true',
    image,
    ...(version ? { version: Number(version) } : {}),
  };
}

export const formatRate = (rate: number) => `${(rate * 100).toFixed(2)} %`;

export const figuresLabel = (f: CreativeFigures) =>
  `${f.clicks} clicks (${f.uniqueClicks} unique), ${f.conversions} sales, ${formatRate(f.conversionRate)}`;

export const sizeOf = (r: Pick<AdminCreativeRow, 'width' | 'height'>) =>
  r.width && r.height ? `${r.width}×${r.height}` : '—';

export const CREATIVE_COLUMNS: ColumnDef<AdminCreativeRow, unknown>[] = [
  {
    id: 'name',
    meta: { label: 'Name', sortKey: 'name' },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/creatives/${row.original.id}`} className="underline hover:text-rose-400">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'kind',
    meta: { label: 'Kind', sortKey: 'kind' },
    cell: ({ row }) => (row.original.kind === 'banner' ? 'Banner' : 'Text link'),
  },
  { id: 'size', meta: { label: 'Size' }, cell: ({ row }) => sizeOf(row.original) },
  {
    id: 'landingPage',
    meta: { label: 'Landing page' },
    cell: ({ row }) => row.original.landingPage,
  },
  {
    id: 'active',
    meta: { label: 'Status' },
    cell: ({ row }) =>
      row.original.active ? 'Active' : <span className="text-zinc-400">Inactive</span>,
  },
  {
    id: 'clicks',
    meta: { label: 'Clicks (unique)', kind: 'count', sortKey: 'clicks' },
    cell: ({ row }) => `${row.original.figures.clicks} (${row.original.figures.uniqueClicks})`,
  },
  {
    id: 'conversions',
    meta: { label: 'Sales', kind: 'count', sortKey: 'sales' },
    cell: ({ row }) => row.original.figures.conversions,
  },
  {
    id: 'rate',
    meta: { label: 'Conversion', kind: 'rate' },
    cell: ({ row }) => formatRate(row.original.figures.conversionRate),
  },
];

/** The kind filter's options. */
const KINDS: Array<[string, string]> = [
  ['banner', 'Banner'],
  ['text', 'Text link'],
];

/**
 * Creatives (`/admin/creatives`): banners and text links with their clicks (raw and unique), sales
 * and conversion rate over a period; name search, kind, status and period filters in the URL; the
 * period's totals above the table.
 */
export const creatives: ListSpec<AdminCreativeRow, AdminCreativeList> = {
  names: { one: 'creative', many: 'creatives', path: '/admin/creatives', title: 'Creatives' },
  call: contract.adminListCreatives,
  query: creativeListQuery,
  create: true,
  columns: CREATIVE_COLUMNS,
  rowId: (r) => r.id,
  filters: (list) => ({
    filters: [
      { kind: 'text', type: 'search', name: 'q', label: 'Name', placeholder: 'Part of a name' },
      { kind: 'choice', name: 'kind', label: 'Kind', options: KINDS },
      { kind: 'choice', name: 'active', label: 'Status', options: ACTIVE_INACTIVE },
      {
        kind: 'select',
        name: 'days',
        label: 'Period',
        options: CREATIVE_PERIODS.map((d) => [String(d), `Last ${d} days`]),
        value: String(list.days),
      },
      { kind: 'keep', name: 'sort' },
      { kind: 'keep', name: 'dir' },
    ],
  }),
  // Sorted on the server (the call's `sort` and `dir`): by kind, then name, unless a header asks.
  sort: (query) => ({
    key: query.sort ?? 'kind',
    dir: query.dir === 'desc' ? 'desc' : 'asc',
  }),
  summary: ({ days, totals }) => (
    <p className="mb-3 text-sm text-zinc-300" data-testid="creative-totals">
      Last {days} days: {totals.clicks} clicks ({totals.uniqueClicks} unique), {totals.conversions}{' '}
      sales, {formatRate(totals.conversionRate)} conversion.
    </p>
  ),
  empty: () => 'No creative matches these filters.',
};
