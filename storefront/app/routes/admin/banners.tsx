import {
  type AdminBanner,
  BannerInput,
  BannerOrder as BannerOrderSchema,
  BannerUpdate,
  contract,
} from '@reelcart/contract/admin';
import { Form, useActionData, useFetcher } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { BannerOrder } from '../../components/admin/banner-order';
import { CheckField, pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad, submitAdminForm } from '../../lib/admin.server';
import { type FormResult, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/banners';

const str = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function bannerFromForm(form: FormData) {
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

/** `/admin/banners`: the home page's banners; order by drag or keyboard, schedule, active state. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return adminLoad(context, url, contract.adminListBanners);
}

export async function action({ request, context, url }: Route.ActionArgs): Promise<FormResult> {
  const form = await request.formData();
  const intent = str(form, 'intent');
  if (intent === 'order') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminOrderBanners,
      schema: BannerOrderSchema,
      body: { ids: form.getAll('ids').map(String) },
    });
    return result.ok
      ? { ok: true, intent, message: 'Order saved: the home page follows it.' }
      : result;
  }
  if (intent === 'create') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminCreateBanner,
      schema: BannerInput,
      body: bannerFromForm(form),
    });
    return result.ok ? { ok: true, intent, message: 'Banner added.' } : result;
  }
  const id = intent.startsWith('banner:') ? intent.slice('banner:'.length) : '';
  const result = await submitAdminForm(context, url, form, {
    intent,
    call: contract.adminUpdateBanner,
    schema: BannerUpdate,
    body: bannerFromForm(form),
    params: { id },
  });
  return result.ok ? { ok: true, intent, message: 'Banner saved.' } : result;
}

export function meta() {
  return pageMeta('Banners');
}

/** `2026-11-24T12:30:00.000Z` → `2026-11-24T12:30` for a datetime-local field (UTC). */
const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const order = useFetcher<typeof action>();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Banners
      </h1>
      <p className="mt-1 text-sm text-zinc-400">
        The home page shows the active banners inside their schedule, in this order. Drag a row, or
        use its ↑ ↓ buttons.
      </p>
      <section aria-labelledby="order-title" className="mt-4">
        <h2 id="order-title" className="font-semibold text-lg">
          Order
        </h2>
        {loaderData.items.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">No banners yet.</p>
        ) : (
          <BannerOrder
            banners={loaderData.items}
            busy={order.state !== 'idle'}
            onChange={(ids) => {
              const form = new FormData();
              form.set('intent', 'order');
              for (const id of ids) form.append('ids', id);
              order.submit(form, { method: 'post' });
            }}
          />
        )}
        <SaveMessage result={order.data} intent="order" />
      </section>
      <section aria-labelledby="edit-title" className="mt-6">
        <h2 id="edit-title" className="font-semibold text-lg">
          Banners
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          {loaderData.items.map((banner) => (
            <li key={`${banner._id}-${banner.version}`}>
              <details
                className="rounded-md border border-zinc-800 p-3"
                open={result?.intent === `banner:${banner._id}`}
              >
                <summary className="cursor-pointer text-sm">
                  {banner.title} {banner.live ? '· live' : '· not live'}
                </summary>
                <BannerForm banner={banner} result={result} />
              </details>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="new-title" className="mt-6">
        <h2 id="new-title" className="font-semibold text-lg">
          New banner
        </h2>
        <BannerForm key={loaderData.items.length} banner={null} result={result} />
      </section>
      <AuditHistory entries={loaderData.history} />
    </section>
  );
}

function BannerForm({
  banner,
  result,
}: {
  banner: AdminBanner | null;
  result: FormResult | undefined;
}) {
  const intent = banner ? `banner:${banner._id}` : 'create';
  const failure = result && !result.ok && result.intent === intent ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit } = useClientValidation(
    banner ? BannerUpdate : BannerInput,
    bannerFromForm,
    failure?.fieldErrors,
  );
  const label = banner ? `Edit ${banner.title}` : 'New banner';
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
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
