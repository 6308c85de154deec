import { ActressInput, ActressUpdate, type AdminActress } from '@reelcart/contract/admin';
import { contract } from '@reelcart/contract/docs';
import type { CatalogueEntity } from '@reelcart/sdk/contract';
import { entityList } from '../../components/admin/entity-list-page';
import { nullable, str, trimmed, versionOf } from '../../lib/admin/forms';
import type { CatalogueResource, ResourceNames } from '../../lib/admin/resource';

const names: ResourceNames = {
  one: 'actress',
  many: 'actresses',
  path: '/admin/actresses',
  title: 'Actresses',
};

/** The actress form's body for `adminCreateActress` / `adminUpdateActress` (browser and action). */
export function actressFromForm(form: FormData) {
  return {
    name: trimmed(form, 'name'),
    slug: trimmed(form, 'slug'),
    description: str(form, 'description'),
    photoUrl: nullable(form, 'photoUrl'),
    ...versionOf(form),
  };
}

/** Actresses (`/admin/actresses`, `/admin/actresses/{slug}`, `new` creates): name, slug, bio, photo. */
export const actresses: CatalogueResource<AdminActress, CatalogueEntity> = {
  names,
  list: entityList(names, contract.listActresses),
  get: contract.adminGetActress,
  create: { call: contract.adminCreateActress, schema: ActressInput },
  update: { call: contract.adminUpdateActress, schema: ActressUpdate },
  fromForm: actressFromForm,
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
    { name: 'description', label: 'Bio', multiline: true, wide: true },
    { name: 'photoUrl', label: 'Photo URL', hint: 'Empty uses the generated artwork.' },
  ],
};
