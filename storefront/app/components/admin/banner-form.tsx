import { type AdminBanner, BannerInput, BannerUpdate } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { bannerFromForm } from '../../admin/resources/banners';
import { type FormResult, useClientValidation } from '../../lib/admin/forms';
import { CheckField, pick, SaveMessage, TextField } from './fields';

/** `2026-11-24T12:30:00.000Z` → `2026-11-24T12:30` for a datetime-local field (UTC). */
const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/** A banner's form on `/admin/banners` (`banner:{id}`), or the new banner's (`create`). */
export function BannerForm({
  banner,
  result,
}: {
  banner: AdminBanner | null;
  result: FormResult | undefined;
}) {
  const intent = banner ? `banner:${banner._id}` : 'create';
  const failure = result && !result.ok && result.intent === intent ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    banner ? BannerUpdate : BannerInput,
    bannerFromForm,
    failure?.fieldErrors,
  );
  const label = banner ? `Edit ${banner.title}` : 'New banner';
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      aria-label={label}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      {banner ? <input type="hidden" name="version" value={banner.version} /> : null}
      <TextField
        label="Title"
        name="title"
        defaultValue={pick(values, 'title', banner?.title ?? '')}
        error={errors.title}
      />
      <TextField
        label="Text"
        name="subtitle"
        defaultValue={pick(values, 'subtitle', banner?.subtitle ?? '')}
        error={errors.subtitle}
      />
      <TextField
        label="Link"
        name="linkUrl"
        defaultValue={pick(values, 'linkUrl', banner?.linkUrl ?? '/videos')}
        error={errors.linkUrl}
        hint="A path such as /videos, or an https:// address."
      />
      <TextField
        label="Image URL"
        name="imageUrl"
        defaultValue={pick(values, 'imageUrl', banner?.imageUrl ?? '')}
        error={errors.imageUrl}
        hint="Empty uses the generated artwork."
      />
      <TextField
        label="Show from (UTC)"
        name="startsAt"
        type="datetime-local"
        defaultValue={pick(values, 'startsAt', local(banner?.startsAt ?? null))}
        error={errors.startsAt}
      />
      <TextField
        label="Show until (UTC)"
        name="endsAt"
        type="datetime-local"
        defaultValue={pick(values, 'endsAt', local(banner?.endsAt ?? null))}
        error={errors.endsAt}
      />
      <CheckField
        label="Active"
        name="active"
        defaultChecked={values ? values.active === 'on' : (banner?.active ?? true)}
      />
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent={intent}
          {...(banner ? { reloadHref: '/admin/banners' } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {banner ? 'Save banner' : 'Add banner'}
        </button>
      </div>
    </Form>
  );
}
