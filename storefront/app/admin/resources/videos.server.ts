import { contract } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { adminLoad } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { runIntent } from '../../lib/admin/intents.server';
import { videoIntents } from './videos';

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
