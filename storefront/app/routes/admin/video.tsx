import {
  contract,
  ProductInput,
  ProductUpdate,
  VideoInput,
  VideoUpdate,
} from '@reelcart/contract/admin';
import { redirect, useActionData } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { SaveMessage } from '../../components/admin/fields';
import { NewProductForm, ProductRow } from '../../components/admin/product-editor';
import { money } from '../../components/admin/revenue-chart';
import { VideoForm } from '../../components/admin/video-form';
import { adminLoad, submitAdminForm } from '../../lib/admin.server';
import { type FormResult, productFromForm, videoFromForm } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/video';

/** `/admin/videos/{slug}` edits a video and its products; `/admin/videos/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const [video, options] = await Promise.all([
    params.slug === 'new'
      ? null
      : adminLoad(context, url, contract.adminGetVideo, { params: { slug: params.slug } }),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { video, options };
}

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const slug = params.slug;
  if (intent === 'save-video') {
    const creating = slug === 'new';
    const result = creating
      ? await submitAdminForm(context, url, form, {
          intent,
          call: contract.adminCreateVideo,
          schema: VideoInput,
          body: videoFromForm(form),
        })
      : await submitAdminForm(context, url, form, {
          intent,
          call: contract.adminUpdateVideo,
          schema: VideoUpdate,
          body: videoFromForm(form),
          params: { slug },
        });
    if (!result.ok) return result;
    if (creating || result.data.slug !== slug) throw redirect(`/admin/videos/${result.data.slug}`);
    return { ok: true, intent, message: 'Video saved.' };
  }
  if (intent === 'add-product') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminCreateProduct,
      schema: ProductInput,
      body: productFromForm(form),
      params: { slug },
    });
    return result.ok ? { ok: true, intent, message: 'Product added.' } : result;
  }
  if (intent.startsWith('product:')) {
    const id = intent.slice('product:'.length);
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminUpdateProduct,
      schema: ProductUpdate,
      body: productFromForm(form),
      params: { id },
    });
    return result.ok ? { ok: true, intent, message: 'Product saved.' } : result;
  }
  return { ok: false, intent, fieldErrors: {}, formError: 'Unknown action.', values: {} };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.video ? `Edit ${loaderData.video.title}` : 'New video');
}

export default function AdminVideoPage({ loaderData }: Route.ComponentProps) {
  const { video, options } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {video ? video.title : 'New video'}
      </h1>
      {video ? (
        <p className="mt-1 text-sm text-zinc-400">
          {video.published ? (
            <a href={`/videos/${video.slug}`} className="underline">
              View on the store
            </a>
          ) : (
            'Unpublished: not on the store.'
          )}
        </p>
      ) : null}
      <VideoForm key={video?.version ?? 'new'} video={video} options={options} result={result} />
      {video ? (
        <>
          <section aria-labelledby="products-title" className="mt-8">
            <h2 id="products-title" className="font-semibold text-lg">
              Products
            </h2>
            <SaveMessage
              result={result?.intent.startsWith('product:') && result.ok ? result : undefined}
              intent={result?.intent ?? ''}
            />
            {video.products.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">
                No products yet: the video cannot be bought until it has one.
              </p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Products of this video</caption>
                  <thead className="text-left text-zinc-400">
                    <tr>
                      <th scope="col" className="px-2">
                        Product
                      </th>
                      <th scope="col" className="px-2">
                        Price (USD)
                      </th>
                      <th scope="col" className="px-2">
                        Rental hours
                      </th>
                      <th scope="col" className="px-2">
                        Download
                      </th>
                      <th scope="col" className="px-2">
                        Stream
                      </th>
                      <th scope="col" className="px-2">
                        Enabled
                      </th>
                      <th scope="col" className="px-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {video.products.map((p) => (
                      <ProductRow key={`${p._id}-${p.version}`} product={p} result={result} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <SaveMessage result={result} intent="add-product" />
            <NewProductForm key={video.products.length} result={result} />
          </section>
          <section aria-labelledby="sales-title" className="mt-8">
            <h2 id="sales-title" className="font-semibold text-lg">
              Sales
            </h2>
            <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-zinc-400">Units sold</dt>
                <dd data-testid="sales-units">{video.sales.units}</dd>
              </div>
              <div>
                <dt className="text-zinc-400">Of which rentals</dt>
                <dd>{video.sales.rentals}</dd>
              </div>
              <div>
                <dt className="text-zinc-400">Revenue</dt>
                <dd>{money(video.sales.revenueCents)}</dd>
              </div>
            </dl>
          </section>
          <AuditHistory entries={video.history} />
        </>
      ) : null}
    </section>
  );
}
