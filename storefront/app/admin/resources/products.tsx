import {
  type AdminProduct,
  type AdminProductRow,
  BulkPriceChange,
  contract,
  ProductUpdate,
} from '@reelcart/contract/admin';
import { Link } from 'react-router';
import { BulkPriceForm, PriceCell } from '../../components/admin/product-prices';
import {
  centsOf,
  checked,
  type FormResult,
  formatCents,
  int,
  str,
  trimmed,
  versionOf,
} from '../../lib/admin/forms';
import {
  defineIntent,
  type Intents,
  type ListPage,
  type ListSpec,
  type ResourceNames,
} from '../../lib/admin/resource';
import type { UndoFields } from '../../lib/admin/undo';

/** The product form's body for `adminCreateProduct` / `adminUpdateProduct` (browser and action). */
export function productFromForm(form: FormData) {
  const orderType = trimmed(form, 'orderType');
  return {
    orderType,
    resolution: trimmed(form, 'resolution'),
    priceCents: centsOf(str(form, 'price')),
    download: checked(form, 'download'),
    stream: checked(form, 'stream'),
    enabled: checked(form, 'enabled'),
    rentalHours: orderType === 'rental' ? int(form, 'rentalHours') : null,
    ...versionOf(form),
  };
}

/** The bulk price form's body for `adminBulkPrice`: a preview, or with `apply` the change itself. */
export function bulkBody(form: FormData, apply: boolean) {
  const items = form
    .getAll('items')
    .filter((v): v is string => typeof v === 'string')
    .map((v) => {
      const [id = '', version = ''] = v.split(':');
      return { id, version: Number(version) };
    });
  const mode = form.get('mode') === 'fixed' ? 'fixed' : 'percent';
  const text = String(form.get('amount') ?? '').trim();
  // Percent: a whole number; fixed: an amount of money (e.g. -1.50), sent in cents.
  const negative = text.startsWith('-');
  const magnitude =
    mode === 'fixed'
      ? centsOf(text.replace(/^[-+]/, ''))
      : /^[-+]?\d{1,4}$/.test(text)
        ? Math.abs(Number(text))
        : Number.NaN;
  return { items, mode, amount: negative ? -magnitude : magnitude, apply };
}

/** A bulk price change's answer: what it did (or would do) to each product, and what was typed. */
export interface PricePreview {
  ok: true;
  intent: 'preview' | 'apply';
  message: string;
  preview: {
    applied: boolean;
    items: Array<{
      id: string;
      video: string;
      name: string;
      beforeCents: number;
      afterCents: number;
    }>;
  };
  values: Record<string, string | string[]>;
}

export type ProductsAction = FormResult | PricePreview;

/** "Own HD", "Rental 48 h SD". */
export const productName = (p: Pick<AdminProductRow, 'orderType' | 'rentalHours' | 'resolution'>) =>
  `${p.orderType === 'own' ? 'Own' : `Rental ${p.rentalHours ?? ''} h`} ${p.resolution}`;

/**
 * Undoing a price change (decision 105): the same row's save with the price it had (`was`, in
 * cents, posted by the row's form) at the version the change made — so a second undo, or one
 * after anybody else's save, is refused as stale instead of setting a price twice.
 */
export function priceUndo(data: AdminProduct, form: FormData): UndoFields | null {
  const text = str(form, 'was');
  const was = Number(text);
  if (!/^\d{1,9}$/.test(text) || was === data.priceCents) return null;
  return [
    ['intent', str(form, 'intent')],
    ['version', String(data.version)],
    ['orderType', data.orderType],
    ['resolution', data.resolution],
    ['rentalHours', data.rentalHours === null ? '' : String(data.rentalHours)],
    ...(['download', 'stream', 'enabled'] as const)
      .filter((flag) => data[flag])
      .map((flag): [string, string] => [flag, 'on']),
    ['price', formatCents(was)],
  ];
}

/** Saving a product from a form of its row, the intent `{prefix}{id}` (one form per product). */
export function productUpdate(prefix: string, message: string) {
  return defineIntent({
    call: contract.adminUpdateProduct,
    schema: ProductUpdate,
    body: productFromForm,
    params: (_route, _form, intent) => ({ id: intent.slice(prefix.length) }),
    done: () => message,
    undo: priceUndo,
    undone: (data) => `Undone: the price is back to $${formatCents(data.priceCents)}.`,
  });
}

const bulkIntent = defineIntent({
  call: contract.adminBulkPrice,
  schema: BulkPriceChange,
  body: (form) => bulkBody(form, form.get('intent') === 'apply'),
  done: (data, form) => {
    const n = data.items.length;
    const products = `${n} ${n === 1 ? 'product' : 'products'}`;
    return form.get('intent') === 'apply'
      ? `New prices applied to ${products}.`
      : `Preview of ${products}: nothing is changed yet.`;
  },
  extra: (data, form) => ({
    preview: data,
    values: {
      mode: String(form.get('mode') ?? ''),
      amount: String(form.get('amount') ?? ''),
      items: form.getAll('items').map(String),
    },
  }),
});

/** What `/admin/products` can do: preview or apply a bulk price change, save a row's price. */
export const productIntents: Intents = {
  preview: bulkIntent,
  apply: bulkIntent,
  'price:': productUpdate('price:', 'Price saved.'),
};

const names: ResourceNames = {
  one: 'product',
  many: 'products',
  path: '/admin/products',
  title: 'Products',
};

const KEYS = ['q', 'orderType', 'resolution', 'enabled', 'sort', 'dir', 'page'] as const;
const any = (options: Array<[string, string]>) => ({ kind: 'choice', any: '', options }) as const;

/**
 * Every product across videos (`/admin/products`): filtered, sorted and paged in the URL, a CSV
 * of every match, each price edited in its row, and a bulk price change of the selected rows.
 */
export const products: ListSpec<AdminProductRow, ListPage<AdminProductRow>> = {
  names,
  call: contract.adminListProducts,
  query: (url) => {
    const query: Record<string, string> = {};
    for (const key of KEYS) {
      const value = url.searchParams.get(key);
      if (value) query[key] = value;
    }
    return query;
  },
  csv: true,
  columns: [
    {
      id: 'video',
      meta: { label: 'Video', sortKey: 'video', csv: (r) => r.video.title },
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/videos/${row.original.video.slug}`}
          className="underline hover:text-rose-400"
        >
          {row.original.video.title}
        </Link>
      ),
    },
    {
      id: 'product',
      meta: { label: 'Product', csv: productName },
      cell: ({ row }) => productName(row.original),
    },
    {
      id: 'flags',
      meta: {
        label: 'Download / stream',
        csv: (r) =>
          [r.download ? 'download' : '', r.stream ? 'stream' : ''].filter(Boolean).join(' '),
      },
      cell: ({ row }) =>
        [row.original.download ? 'Download' : '', row.original.stream ? 'Stream' : '']
          .filter(Boolean)
          .join(', '),
    },
    {
      id: 'enabled',
      meta: { label: 'Enabled', csv: (r) => (r.enabled ? 'yes' : 'no') },
      cell: ({ row }) => (row.original.enabled ? 'Yes' : 'No'),
    },
    {
      id: 'price',
      meta: {
        label: 'Price (USD)',
        kind: 'money',
        sortKey: 'price',

        csv: (r) => formatCents(r.priceCents),
      },
      enableHiding: false,
      cell: ({ row }) => <PriceCell product={row.original} label={productName(row.original)} />,
    },
  ],
  rowId: (r) => r._id,
  filters: () => ({
    filters: [
      { kind: 'text', type: 'search', name: 'q', label: 'Video', placeholder: 'Title or slug' },
      {
        name: 'orderType',
        label: 'Kind',
        ...any([
          ['own', 'Own'],
          ['rental', 'Rental'],
        ]),
      },
      {
        name: 'resolution',
        label: 'Resolution',
        ...any(['SD', 'HD', 'FHD', '4K'].map((r): [string, string] => [r, r])),
      },
      {
        name: 'enabled',
        label: 'Enabled',
        ...any([
          ['true', 'Enabled'],
          ['false', 'Disabled'],
        ]),
      },
    ],
  }),
  sort: (query) => ({ key: query.sort ?? 'video', dir: query.dir === 'desc' ? 'desc' : 'asc' }),
  empty: () => 'No products match these filters.',
  bulkActions: (selected) => <BulkPriceForm selected={selected} />,
};
