import { contract } from '@reelcart/contract/admin';
import { useActionData, useFetcher } from 'react-router';
import { bannerIntents } from '../../admin/resources/banners';
import { AuditHistory } from '../../components/admin/audit-history';
import { BannerForm } from '../../components/admin/banner-form';
import { BannerOrder } from '../../components/admin/banner-order';
import { SaveMessage } from '../../components/admin/fields';
import { adminLoad } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { runIntent } from '../../lib/admin/intents.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/banners';

/** `/admin/banners`: the home page's banners; order by drag or keyboard, schedule, active state. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return adminLoad(context, url, contract.adminListBanners);
}

export async function action({ request, context, url }: Route.ActionArgs): Promise<FormResult> {
  const form = await request.formData();
  return runIntent(bannerIntents, { context, url, form, params: {} });
}

export function meta() {
  return pageMeta('Banners');
}

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
