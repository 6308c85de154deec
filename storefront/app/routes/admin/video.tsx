import { useActionData } from 'react-router';
import { loadVideo, videoAction } from '../../admin/resources/videos.server';
import { AuditHistory } from '../../components/admin/audit-history';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { StoreLink } from '../../components/admin/store-link';
import { VideoForm } from '../../components/admin/video-form';
import { VideoProducts } from '../../components/admin/video-products';
import type { FormResult } from '../../lib/admin/forms';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/video';

/**
 * `/admin/videos/{slug}` edits a video and its products; `/admin/videos/new` creates one (what
 * its forms do: `admin/resources/videos.ts`).
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadVideo(context, url, params.slug);
}

export function action({ request, context, url, params }: Route.ActionArgs): Promise<FormResult> {
  return videoAction(request, context, url, params.slug);
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.video?.title);

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
            <StoreLink path={`/videos/${video.slug}`} className="underline">
              View on the store
            </StoreLink>
          ) : (
            'Unpublished: not on the store.'
          )}
        </p>
      ) : null}
      <VideoForm key={video?.version ?? 'new'} video={video} options={options} result={result} />
      {video ? (
        <>
          <VideoProducts video={video} result={result} />
          <AuditHistory entries={video.history} />
        </>
      ) : null}
    </section>
  );
}
