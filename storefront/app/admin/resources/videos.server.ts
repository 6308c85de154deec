import { contract } from '@reelcart/contract/admin';
import type { RouterContextProvider } from 'react-router';
import { adminLoad } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { runIntent } from '../../lib/admin/intents.server';
import { loadResourceList } from '../../lib/admin/list.server';
import { videoIntents, videoList, videoListIntents } from './videos';

type Context = Readonly<RouterContextProvider>;

/** `/admin/videos/{slug}` (`new`: none): the video, and the studios, series, actresses and categories to choose from. */
export async function loadVideo(context: Context, url: URL, slug: string) {
  const [video, options] = await Promise.all([
    slug === 'new' ? null : adminLoad(context, url, contract.adminGetVideo, { params: { slug } }),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { video, options };
}

/** `/admin/videos/{slug}`'s action: save the video, add a product, or save one (`videoIntents`). */
export async function videoAction(
  request: Request,
  context: Context,
  url: URL,
  slug: string,
): Promise<FormResult> {
  const form = await request.formData();
  return runIntent(videoIntents(slug), { context, url, form, params: { slug } });
}

/**
 * `/admin/videos`: the page of videos the URL asks for and the catalogue's options for its
 * filters, or with `?export=csv` every matching video.
 */
export async function loadVideos(context: Context, url: URL) {
  const [answer, options] = await Promise.all([
    loadResourceList(videoList(null), context, url),
    url.searchParams.get('export') === 'csv'
      ? null
      : adminLoad(context, url, contract.adminOptions),
  ]);
  return 'list' in answer && options ? { ...answer, options } : answer;
}

/** `/admin/videos`' action: publish or unpublish the selected videos (no intent: publish). */
export async function videosAction(request: Request, context: Context, url: URL) {
  const form = await request.formData();
  return runIntent(videoListIntents, { context, url, form, params: {}, fallback: 'publish' });
}
