import { type AdminCategory, CategoryInput, CategoryUpdate } from '@reelcart/contract/admin';
import { contract } from '@reelcart/contract/docs';
import type { CatalogueEntity } from '@reelcart/sdk/contract';
import { entityList } from '../../components/admin/entity-list-page';
import { int, str, trimmed, versionOf } from '../../lib/admin/forms';
import type { CatalogueResource, ResourceNames } from '../../lib/admin/resource';

const names: ResourceNames = {
  one: 'category',
  many: 'categories',
  path: '/admin/categories',
  title: 'Categories',
};

/** The category form's body for `adminCreateCategory` / `adminUpdateCategory` (browser and action). */
export function categoryFromForm(form: FormData) {
  return {
    name: trimmed(form, 'name'),
    slug: trimmed(form, 'slug'),
    description: str(form, 'description'),
    position: int(form, 'position'),
    ...versionOf(form),
  };
}

/**
 * Categories (`/admin/categories`, `/admin/categories/{slug}`, `new` creates): name, slug,
 * description and position. Unsorted, the list is in the store's order (position, then name).
 */
export const categories: CatalogueResource<AdminCategory, CatalogueEntity> = {
  names,
  list: entityList(names, contract.listCategories, {
    defaults: { sort: 'order' },
    extra: [
      {
        id: 'position',
        meta: { label: 'Position', kind: 'count', sortKey: 'order', csv: (r) => r.position ?? 0 },
        cell: ({ row }) => row.original.position ?? 0,
      },
    ],
  }),
  get: contract.adminGetCategory,
  create: { call: contract.adminCreateCategory, schema: CategoryInput },
  update: { call: contract.adminUpdateCategory, schema: CategoryUpdate },
  fromForm: categoryFromForm,
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
    {
      name: 'position',
      label: 'Position',
      inputMode: 'numeric',
      initial: '0',
      hint: 'The store lists categories lowest first, then by name.',
    },
    { name: 'description', label: 'Description', multiline: true, wide: true },
  ],
};
