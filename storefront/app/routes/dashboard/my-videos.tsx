import { type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { MyVideosFilters, MyVideosList } from '../../components/account/my-videos';
import { loadMyVideos, mediaAction } from '../../lib/account/my-videos.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/my-videos';

/** Every video the user holds; `?filter=owned|renting|expired` and `?q=` in the URL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadMyVideos(context, url);
}

/** Watch (`intent=stream`) and Download (`intent=download`) answer a signed media URL. */
export async function action({ request, context }: Route.ActionArgs) {
  return mediaAction(context, await request.formData());
}

/** Asking for a media URL changes nothing on the page: no reload of the list after Watch. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  return intent === 'stream' || intent === 'download' ? false : defaultShouldRevalidate;
}

export function meta() {
  return pageMeta('My videos', 'The videos you own and rent: watch and download them.');
}

export default function MyVideos({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/dashboard/my-videos';
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        My videos
      </h1>
      <MyVideosFilters filter={loaderData.filter} q={loaderData.q} />
      {loaderData.videos.ok ? (
        <MyVideosList
          videos={loaderData.videos.data.items}
          total={loaderData.videos.data.total}
          now={loaderData.now}
          filter={loaderData.filter}
          q={loaderData.q}
          loading={loading}
        />
      ) : (
        <LoadError message={loaderData.videos.message} />
      )}
    </section>
  );
}
