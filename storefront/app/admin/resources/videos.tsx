import {
  type AdminOptions,
  type AdminVideoRow,
  contract,
  ProductInput,
  PublishVideos,
  VideoInput,
  VideoUpdate,
} from '@reelcart/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { VideoBulkBar } from '../../components/admin/video-bulk';
import {
  checked,
  formatCents,
  int,
  list,
  nullable,
  str,
  trimmed,
  versionOf,
} from '../../lib/admin/forms';
import {
  defineIntent,
  type Intents,
  type ListFilter,
  type ListPage,
  type ListSpec,
  type ResourceNames,
} from '../../lib/admin/resource';
import { pickerCreates } from './picker-creates';
import { productFromForm, productUpdate } from './products';

/** The video form's body for `adminCreateVideo` / `adminUpdateVideo` (browser and action). */
export function videoFromForm(form: FormData) {
  return {
    title: trimmed(form, 'title'),
    slug: trimmed(form, 'slug'),
    description: str(form, 'description'),
    dvdId: nullable(form, 'dvdId'),
    releaseDate: trimmed(form, 'releaseDate'),
    durationMinutes: int(form, 'durationMinutes'),
    studioId: nullable(form, 'studioId'),
    seriesId: nullable(form, 'seriesId'),
    actressIds: list(form, 'actressIds'),
    categoryIds: list(form, 'categoryIds'),
    artworkUrl: nullable(form, 'artworkUrl'),
    published: checked(form, 'published'),
    ...versionOf(form),
  };
}

/**
 * What `/admin/videos/{slug}` can do (`new` creates): save the video — a new one, or one whose
 * slug changed, goes to its address — add a product, and save a product in its row
 * (`product:{id}`) — and create a performer, category or studio from its pickers (`pickerCreates`).
 */
export function videoIntents(slug: string): Intents {
  const creating = slug === 'new';
  const goTo = (data: { slug: string }) =>
    creating || data.slug !== slug ? `/admin/videos/${data.slug}` : null;
  return {
    'save-video': creating
      ? defineIntent({
          call: contract.adminCreateVideo,
          schema: VideoInput,
          body: videoFromForm,
          redirect: goTo,
          done: () => 'Video created.',
        })
      : defineIntent({
          call: contract.adminUpdateVideo,
          schema: VideoUpdate,
          body: videoFromForm,
          params: () => ({ slug }),
          redirect: goTo,
          done: () => 'Video saved.',
        }),
    'add-product': defineIntent({
      call: contract.adminCreateProduct,
      schema: ProductInput,
      body: productFromForm,
      params: () => ({ slug }),
      done: () => 'Product added.',
    }),
    'product:': productUpdate('product:', 'Product saved.'),
    ...pickerCreates,
  };
}

const names: ResourceNames = {
  one: 'video',
  many: 'videos',
  path: '/admin/videos',
  title: 'Videos',
};

const FILTERS = ['q', 'studio', 'series', 'actress', 'category', 'status'] as const;

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
    meta: { label: 'DVD id', kind: 'id', csv: (r) => r.dvdId },
    cell: ({ row }) => row.original.dvdId ?? '—',
  },
  {
    id: 'studio',
    meta: { label: 'Studio', sortKey: 'studio', csv: (r) => r.studio },
    cell: ({ row }) => row.original.studio ?? '—',
  },
  {
    id: 'releaseDate',
    meta: { label: 'Released', kind: 'date', sortKey: 'releaseDate', csv: (r) => r.releaseDate },
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
    meta: { label: 'Products', kind: 'count', csv: (r) => r.products },
    cell: ({ row }) => row.original.products,
  },
  {
    id: 'fromPrice',
    meta: {
      label: 'From',
      kind: 'money',

      csv: (r) => (r.fromPriceCents === null ? '' : formatCents(r.fromPriceCents)),
    },
    cell: ({ row }) =>
      row.original.fromPriceCents === null ? '—' : `$${formatCents(row.original.fromPriceCents)}`,
  },
];

const choice = (
  name: (typeof FILTERS)[number],
  label: string,
  items: Array<{ slug: string; name: string }>,
): ListFilter => ({
  kind: 'choice',
  name,
  label,
  any: '',
  options: items.map((item) => [item.slug, item.name]),
});

/**
 * Every video, published or not (`/admin/videos`): filtered by the catalogue's `options` (the
 * loader's; none on the server), sorted and paged (20) in the URL, a CSV of every match, and the
 * selected ones published or unpublished (`videoListIntents`, the bulk bar is the page's).
 */
export function videoList(
  options: AdminOptions | null,
): ListSpec<AdminVideoRow, ListPage<AdminVideoRow>> {
  return {
    names,
    call: contract.adminListVideos,
    query: (url) => {
      const query: Record<string, string> = {};
      for (const key of [...FILTERS, 'sort', 'dir', 'page'] as const) {
        const value = url.searchParams.get(key);
        if (value) query[key] = value;
      }
      return query;
    },
    pageSize: 20,
    csv: true,
    create: true,
    columns: COLUMNS,
    rowId: (r) => r.slug,
    filters: () => ({
      filters: [
        {
          kind: 'text',
          type: 'search',
          name: 'q',
          label: 'Search',
          placeholder: 'Title, slug, DVD id',
        },
        ...(options
          ? [
              choice('studio', 'Studio', options.studios),
              choice('category', 'Category', options.categories),
              choice('actress', 'Actress', options.actresses),
              choice('series', 'Series', options.series),
            ]
          : []),
        {
          kind: 'choice',
          name: 'status',
          label: 'Status',
          any: 'all',
          options: [
            ['published', 'Published'],
            ['unpublished', 'Unpublished'],
          ],
        },
        { kind: 'keep', name: 'sort' },
        { kind: 'keep', name: 'dir' },
      ],
    }),
    sort: (query) => ({
      key: query.sort ?? 'createdAt',
      dir: query.dir === 'asc' ? 'asc' : 'desc',
    }),
    empty: () => 'No videos match these filters.',
    bulkActions: (selected) => <VideoBulkBar selected={selected} />,
  };
}

const publishing = (published: boolean) =>
  defineIntent({
    call: contract.adminPublishVideos,
    schema: PublishVideos,
    body: (form) => ({
      slugs: form.getAll('slugs').filter((s): s is string => typeof s === 'string'),
      published,
    }),
    done: ({ updated: n }) =>
      `${n} ${n === 1 ? 'video' : 'videos'} ${published ? 'published' : 'unpublished'}.`,
    // Undo (decision 105): the opposite, for exactly the videos this changed (the API names
    // them); setting a state is idempotent, so a repeated undo changes nothing more.
    undo: ({ slugs }) =>
      slugs.length === 0
        ? null
        : [
            ['intent', published ? 'unpublish' : 'publish'],
            ...slugs.map((slug): [string, string] => ['slugs', slug]),
          ],
    undone: ({ updated: n }) =>
      `Undone: ${n} ${n === 1 ? 'video' : 'videos'} ${published ? 'published' : 'unpublished'} again.`,
  });

/** What `/admin/videos` can do to the selected videos (`slugs`): publish or unpublish them. */
export const videoListIntents: Intents = {
  publish: publishing(true),
  unpublish: publishing(false),
};
