import {
  type AdminProductRow,
  BulkPriceChange,
  contract,
  ProductUpdate,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { SaveMessage } from '../../components/admin/fields';
import { DataTable } from '../../components/data-table/data-table';
import { adminLoad, adminLoadAll, submitAdminForm } from '../../lib/admin.server';
import { centsOf, type FormResult, formatCents, productFromForm } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/products';

const KEYS = ['q', 'orderType', 'resolution', 'enabled', 'sort', 'dir', 'page'] as const;

function listQuery(url: URL) {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** `/admin/products`: every product across videos, inline price edits, bulk price changes. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, contract.adminListProducts, query) };
  const list = await adminLoad(context, url, contract.adminListProducts, { query });
  return { list, query };
}

function bulkBody(form: FormData, apply: boolean) {
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

export type ProductsAction =
  | FormResult
  | {
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
    };

export async function action({ request, context, url }: Route.ActionArgs): Promise<ProductsAction> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'preview' || intent === 'apply') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminBulkPrice,
      schema: BulkPriceChange,
      body: bulkBody(form, intent === 'apply'),
    });
    if (!result.ok) return result;
    const n = result.data.items.length;
    return {
      ok: true,
      intent,
      preview: result.data,
      values: {
        mode: String(form.get('mode') ?? ''),
        amount: String(form.get('amount') ?? ''),
        items: form.getAll('items').map(String),
      },
      message:
        intent === 'apply'
          ? `New prices applied to ${n} ${n === 1 ? 'product' : 'products'}.`
          : `Preview of ${n} ${n === 1 ? 'product' : 'products'}: nothing is changed yet.`,
    };
  }
  const id = intent.startsWith('price:') ? intent.slice('price:'.length) : '';
  const result = await submitAdminForm(context, url, form, {
    intent,
    call: contract.adminUpdateProduct,
    schema: ProductUpdate,
    body: productFromForm(form),
    params: { id },
  });
  return result.ok ? { ok: true, intent, message: 'Price saved.' } : result;
}

export function meta() {
  return pageMeta('Products');
}

const productName = (p: AdminProductRow) =>
  `${p.orderType === 'own' ? 'Own' : `Rental ${p.rentalHours ?? ''} h`} ${p.resolution}`;

function PriceCell({
  product,
  result,
}: {
  product: AdminProductRow;
  result: ProductsAction | undefined;
}) {
  const intent = `price:${product._id}`;
  const failure = result && !result.ok && result.intent === intent ? result : undefined;
  const typed = failure?.values.price;
  const label = `${product.video.title} ${productName(product)} price`;
  return (
    <Form method="post" className="flex items-center justify-end gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={product.version} />
      <input type="hidden" name="orderType" value={product.orderType} />
      <input type="hidden" name="resolution" value={product.resolution} />
      <input type="hidden" name="rentalHours" value={product.rentalHours ?? ''} />
      {(['download', 'stream', 'enabled'] as const).map((flag) =>
        product[flag] ? <input key={flag} type="hidden" name={flag} value="on" /> : null,
      )}
      <input
        name="price"
        aria-label={label}
        inputMode="decimal"
        defaultValue={typeof typed === 'string' ? typed : formatCents(product.priceCents)}
        aria-invalid={failure ? true : undefined}
        className="w-20 rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-right aria-[invalid=true]:border-rose-500"
      />
      <button
        type="submit"
        className="btn btn-outline min-h-0 px-2 py-1"
        aria-label={`Save ${label}`}
      >
        Save
      </button>
      {failure ? (
        <span role="alert" className="text-rose-400 text-xs">
          {failure.fieldErrors.price ?? failure.formError}
        </span>
      ) : null}
    </Form>
  );
}

const SELECT = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const { list, query } = loaderData;
  if (!list || !query) return null;
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/admin/products';
  const columns: ColumnDef<AdminProductRow, unknown>[] = [
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
        sortKey: 'price',
        numeric: true,
        csv: (r) => formatCents(r.priceCents),
      },
      enableHiding: false,
      cell: ({ row }) => <PriceCell product={row.original} result={result} />,
    },
  ];
  const exportSearch = new URLSearchParams(query);
  exportSearch.delete('page');
  exportSearch.set('export', 'csv');
  const preview = result?.ok && 'preview' in result ? result : undefined;
  const bulkFailure =
    result && !result.ok && (result.intent === 'preview' || result.intent === 'apply')
      ? result
      : undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Products
      </h1>
      <Form
        method="get"
        className="my-4 flex flex-wrap items-end gap-3"
        aria-label="Filter products"
      >
        <label className="flex flex-col gap-1 text-sm">
          Video
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={SELECT}
            placeholder="Title or slug"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Kind
          <select name="orderType" defaultValue={query.orderType ?? ''} className={SELECT}>
            <option value="">Any</option>
            <option value="own">Own</option>
            <option value="rental">Rental</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Resolution
          <select name="resolution" defaultValue={query.resolution ?? ''} className={SELECT}>
            <option value="">Any</option>
            {['SD', 'HD', 'FHD', '4K'].map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Enabled
          <select name="enabled" defaultValue={query.enabled ?? ''} className={SELECT}>
            <option value="">Any</option>
            <option value="true">Enabled</option>
            <option value="false">Disabled</option>
          </select>
        </label>
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/products" className="text-sm underline">
          Clear
        </Link>
      </Form>
      {result?.ok && !('preview' in result) ? (
        <SaveMessage result={result} intent={result.intent} />
      ) : null}
      {bulkFailure ? (
        <p role="alert" className="mb-3 text-rose-400 text-sm">
          {bulkFailure.fieldErrors.amount ?? bulkFailure.formError}
        </p>
      ) : null}
      {preview ? (
        <section
          aria-labelledby="preview-title"
          className="mb-4 rounded-md border border-zinc-700 p-3 text-sm"
        >
          <h2 id="preview-title" className="font-semibold">
            {preview.intent === 'apply' ? 'Applied' : 'Preview'}
          </h2>
          <p role="status">{preview.message}</p>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Prices before and after</caption>
            <thead className="text-zinc-400">
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="text-right">
                  Before
                </th>
                <th scope="col" className="text-right">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.preview.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="font-normal">
                    {item.video} · {item.name}
                  </th>
                  <td className="text-right tabular-nums">${formatCents(item.beforeCents)}</td>
                  <td className="text-right tabular-nums">${formatCents(item.afterCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.intent === 'preview' ? (
            <Form method="post" className="mt-3 flex gap-2">
              {[preview.values.items].flat().map((item) => (
                <input key={item} type="hidden" name="items" value={item} />
              ))}
              <input type="hidden" name="mode" value={String(preview.values.mode)} />
              <input type="hidden" name="amount" value={String(preview.values.amount)} />
              <button type="submit" name="intent" value="apply" className="btn btn-solid">
                Apply these prices
              </button>
              <Link
                to={`/admin/products${query ? `?${new URLSearchParams(query).toString()}` : ''}`}
                className="btn btn-outline"
              >
                Cancel
              </Link>
            </Form>
          ) : null}
        </section>
      ) : null}
      <DataTable
        caption="Products"
        columns={columns}
        rows={list.items}
        rowId={(r) => r._id}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        sort={{ key: query.sort ?? 'video', dir: query.dir === 'desc' ? 'desc' : 'asc' }}
        loading={loading}
        empty="No products match these filters."
        csv={{ href: `/admin/products?${exportSearch.toString()}`, filename: 'products.csv' }}
        bulkActions={(selected) => (
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Change prices">
            {selected.map((p) => (
              <input key={p._id} type="hidden" name="items" value={`${p._id}:${p.version}`} />
            ))}
            <label className="flex flex-col gap-1">
              Change by
              <select name="mode" className={SELECT} defaultValue="percent">
                <option value="percent">Percent</option>
                <option value="fixed">Fixed amount (USD)</option>
              </select>
            </label>
            <label className="flex flex-col gap-1">
              Amount (e.g. -10 or 1.50)
              <input name="amount" className={SELECT} inputMode="decimal" required />
            </label>
            <button type="submit" name="intent" value="preview" className="btn btn-outline">
              Preview new prices
            </button>
          </Form>
        )}
      />
    </section>
  );
}
