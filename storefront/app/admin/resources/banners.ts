import {
  BannerInput,
  BannerOrder as BannerOrderSchema,
  BannerUpdate,
  contract,
} from '@reelcart/contract/admin';
import { defineIntent, type Intents } from '../../lib/admin/resource';

const str = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The banner form's body for `adminCreateBanner` / `adminUpdateBanner` (browser and action). */
export function bannerFromForm(form: FormData) {
  return {
    title: str(form, 'title'),
    subtitle: str(form, 'subtitle'),
    linkUrl: str(form, 'linkUrl'),
    imageUrl: str(form, 'imageUrl') || null,
    startsAt: str(form, 'startsAt') || null,
    endsAt: str(form, 'endsAt') || null,
    active: form.get('active') === 'on',
    ...(form.has('version') ? { version: Number(str(form, 'version')) } : {}),
  };
}

/**
 * What `/admin/banners` can do: save the order (`order`, dragged or moved by keyboard), add a
 * banner (`create`), save one (`banner:{id}`).
 */
export const bannerIntents: Intents = {
  order: defineIntent({
    call: contract.adminOrderBanners,
    schema: BannerOrderSchema,
    body: (form) => ({ ids: form.getAll('ids').map(String) }),
    done: () => 'Order saved: the home page follows it.',
  }),
  create: defineIntent({
    call: contract.adminCreateBanner,
    schema: BannerInput,
    body: bannerFromForm,
    done: () => 'Banner added.',
  }),
  'banner:': defineIntent({
    call: contract.adminUpdateBanner,
    schema: BannerUpdate,
    body: bannerFromForm,
    params: (_route, _form, intent) => ({ id: intent.slice('banner:'.length) }),
    done: () => 'Banner saved.',
  }),
};
