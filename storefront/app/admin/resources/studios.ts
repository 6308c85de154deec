import { type AdminStudio, StudioInput, StudioUpdate } from '@reelcart/contract/admin';
import { contract } from '@reelcart/contract/docs';
import type { CatalogueEntity } from '@reelcart/sdk/contract';
import { entityList } from '../../components/admin/entity-list-page';
import { int, nullable, str, trimmed, versionOf } from '../../lib/admin/forms';
import type { CatalogueResource, ResourceNames } from '../../lib/admin/resource';

const names: ResourceNames = {
  one: 'studio',
  many: 'studios',
  path: '/admin/studios',
  title: 'Studios',
};

/** The studio form's body for `adminCreateStudio` / `adminUpdateStudio` (browser and action). */
export function studioFromForm(form: FormData) {
  return {
    name: trimmed(form, 'name'),
    slug: trimmed(form, 'slug'),
    description: str(form, 'description'),
    logoUrl: nullable(form, 'logoUrl'),
    royaltyBps: int(form, 'royaltyBps'),
    ...versionOf(form),
  };
}

/**
 * Studios (`/admin/studios`, `/admin/studios/{slug}`, `new` creates): name, slug, description,
 * logo and the royalty rate in basis points that the manager's royalty reports use.
 */
export const studios: CatalogueResource<AdminStudio, CatalogueEntity> = {
  names,
  list: entityList(names, contract.listStudios),
  get: contract.adminGetStudio,
  create: { call: contract.adminCreateStudio, schema: StudioInput },
  update: { call: contract.adminUpdateStudio, schema: StudioUpdate },
  fromForm: studioFromForm,
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
    { name: 'description', label: 'Description', multiline: true, wide: true },
    { name: 'logoUrl', label: 'Logo URL', hint: 'Empty uses the generated artwork.' },
    {
      name: 'royaltyBps',
      label: 'Royalty rate (basis points)',
      inputMode: 'numeric',
      initial: '5000',
      hint: "10000 = 100 % of the studio's sales; the manager's royalty reports use it.",
    },
  ],
};
