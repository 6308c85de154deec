import { useActionData } from 'react-router';
import { videoList } from '../../admin/resources/videos';
import { loadVideos, videosAction } from '../../admin/resources/videos.server';
import { ResourceListPage } from '../../components/admin/resource-list';
import { VideoBulkResult } from '../../components/admin/video-bulk';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/videos';

/**
 * `/admin/videos`: every video, published or not; filters, sort and page in the URL; the selected
 * ones published or unpublished (the list and its forms: `admin/resources/videos.tsx`).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadVideos(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return videosAction(request, context, url);
}

export function meta() {
  return pageMeta('Videos');
}

export default function AdminVideos({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if (!('options' in loaderData)) return null;
  return (
    <ResourceListPage resource={videoList(loaderData.options)} data={loaderData}>
      <VideoBulkResult result={result} />
    </ResourceListPage>
  );
}
