import { type AdminVideoRow, contract, PublishVideos } from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { ConfirmButton } from '../../components/admin/confirm-button';
import { DataTable } from '../../components/data-table/data-table';
import { adminLoad, adminLoadAll, submitAdminForm } from '../../lib/admin.server';
import { formatCents } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/videos';

const FILTERS = ['q', 'studio', 'series', 'actress', 'category', 'status'] as const;

function listQuery(url: URL) {
  const query: Record<string, string> = {};
  for (const key of [...FILTERS, 'sort', 'dir', 'page'] as const) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** `/admin/videos`: every video, published or not; filters, sort and page in the URL. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, contract.adminListVideos, query) };
  const [list, options] = await Promise.all([
    adminLoad(context, url, contract.adminListVideos, { query: { ...query, limit: 20 } }),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { list, options, query };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent') === 'unpublish' ? 'unpublish' : 'publish';
  const body = {
    slugs: form.getAll('slugs').filter((s): s is string => typeof s === 'string'),
    published: intent === 'publish',
  };
  const result = await submitAdminForm(context, url, form, {
    intent,
    call: contract.adminPublishVideos,
    schema: PublishVideos,
    body,
  });
  if (!result.ok) return result;
  const n = result.data.updated;
  return {
    ok: true as const,
    intent,
    message: `${n} ${n === 1 ? 'video' : 'videos'} ${intent === 'publish' ? 'published' : 'unpublished'}.`,
  };
}

export function meta() {
  return pageMeta('Videos');
}

const COLUMNS: ColumnDef<AdminVideoRow, unknown>[] = [
  {
    id: 'title',
    meta: { label: 'Title', sortKey: 'title', csv: (r) => r.title },
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={`/admin/videos/${row.original.slug}`} className="underline hover:text-rose-400">
        {row.original.title}
      </Link>
    ),
  },
  { id: 'slug', meta: { label: 'Slug', csv: (r) => r.slug }, cell: ({ row }) => row.original.slug },
  {
    id: 'dvdId',
    meta: { label: 'DVD id', csv: (r) => r.dvdId },
    cell: ({ row }) => row.original.dvdId ?? '—',
  },
  {
    id: 'studio',
    meta: { label: 'Studio', sortKey: 'studio', csv: (r) => r.studio },
    cell: ({ row }) => row.original.studio ?? '—',
  },
  {
    id: 'releaseDate',
    meta: { label: 'Released', sortKey: 'releaseDate', csv: (r) => r.releaseDate },
    cell: ({ row }) => row.original.releaseDate,
  },
  {
    id: 'status',
    meta: { label: 'Status', csv: (r) => (r.published ? 'published' : 'unpublished') },
    // Nothing on sale (no enabled product): it cannot be published (decision 068).
    cell: ({ row }) =>
      `${row.original.published ? 'Published' : 'Unpublished'}${row.original.fromPriceCents === null ? ' · not for sale' : ''}`,
  },
  {
    id: 'products',
    meta: { label: 'Products', numeric: true, csv: (r) => r.products },
    cell: ({ row }) => row.original.products,
  },
  {
    id: 'fromPrice',
    meta: {
      label: 'From',
      numeric: true,
      csv: (r) => (r.fromPriceCents === null ? '' : formatCents(r.fromPriceCents)),
    },
    cell: ({ row }) =>
      row.original.fromPriceCents === null ? '—' : `$${formatCents(row.original.fromPriceCents)}`,
  },
];

const SELECT = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

export default function AdminVideos({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const { list, options, query } = loaderData;
  if (!list || !options || !query) return null;
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/admin/videos';
  const search = new URLSearchParams(query);
  search.delete('page');
  search.set('export', 'csv');
  const select = (
    name: (typeof FILTERS)[number],
    label: string,
    items: Array<{ slug: string; name: string }>,
  ) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={query[name] ?? ''} className={SELECT}>
        <option value="">Any</option>
        {items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          Videos
        </h1>
        <Link to="/admin/videos/new" className="btn btn-solid ml-auto">
          New video
        </Link>
      </div>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label="Filter videos">
        <label className="flex flex-col gap-1 text-sm">
          Search
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={SELECT}
            placeholder="Title, slug, DVD id"
          />
        </label>
        {select('studio', 'Studio', options.studios)}
        {select('category', 'Category', options.categories)}
        {select('actress', 'Actress', options.actresses)}
        {select('series', 'Series', options.series)}
        <label className="flex flex-col gap-1 text-sm">
          Status
          <select name="status" defaultValue={query.status ?? 'all'} className={SELECT}>
            <option value="all">Any</option>
            <option value="published">Published</option>
            <option value="unpublished">Unpublished</option>
          </select>
        </label>
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className="btn btn-outline">
          Apply filters
        </button>
        <Link to="/admin/videos" className="text-sm underline">
          Clear
        </Link>
      </Form>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mb-3 text-sm ${result.ok ? 'text-emerald-400' : 'text-rose-400'}`}
        >
          {result.ok ? result.message : (result.formError ?? Object.values(result.fieldErrors)[0])}
        </p>
      ) : null}
      <DataTable
        caption="Videos"
        columns={COLUMNS}
        rows={list.items}
        rowId={(r) => r.slug}
        page={list.page}
        totalPages={list.totalPages}
        total={list.total}
        sort={{ key: query.sort ?? 'createdAt', dir: query.dir === 'asc' ? 'asc' : 'desc' }}
        loading={loading}
        empty="No videos match these filters."
        csv={{ href: `/admin/videos?${search.toString()}`, filename: 'videos.csv' }}
        bulkActions={(selected) => (
          <Form method="post" id="bulk-videos" className="flex flex-wrap gap-2">
            {selected.map((v) => (
              <input key={v.slug} type="hidden" name="slugs" value={v.slug} />
            ))}
            <button type="submit" name="intent" value="publish" className="btn btn-outline">
              Publish
            </button>
            <ConfirmButton
              form="bulk-videos"
              name="intent"
              value="unpublish"
              label="Unpublish"
              title={`Unpublish ${selected.length} ${selected.length === 1 ? 'video' : 'videos'}?`}
              confirmLabel="Unpublish"
            >
              They disappear at once from the store, its search and new carts until published again.
              Buyers keep what they bought.
            </ConfirmButton>
          </Form>
        )}
      />
    </section>
  );
}
