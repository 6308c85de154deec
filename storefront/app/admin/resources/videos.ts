import {
  contract,
  ProductInput,
  ProductUpdate,
  VideoInput,
  VideoUpdate,
} from '@reelcart/sdk/contract';
import { checked, int, list, nullable, str, trimmed, versionOf } from '../../lib/admin/forms';
import { defineIntent, type Intents } from '../../lib/admin/resource';
import { productFromForm } from './products';

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
 * (`product:{id}`).
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
          done: () => 'Video saved.',
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
    'product:': defineIntent({
      call: contract.adminUpdateProduct,
      schema: ProductUpdate,
      body: productFromForm,
      params: (_route, _form, intent) => ({ id: intent.slice('product:'.length) }),
      done: () => 'Product saved.',
    }),
  };
}
