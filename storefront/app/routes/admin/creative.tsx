import { contract } from '@reelcart/contract/admin';
import { useActionData } from 'react-router';
import { saveCreative } from '../../admin/resources/creatives.server';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { CreativeDetail } from '../../components/admin/creative-detail';
import { adminLoad } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/creative';

/** `/admin/creatives/{id}` edits a creative and shows its figures; `/admin/creatives/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const creative =
    params.id === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetCreative, {
          params: { id: params.id },
          query: { days: url.searchParams.get('days') ?? undefined },
        });
  return { creative, created: url.searchParams.get('created') === '1' };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveCreative({ request, context, url, id: params.id });
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.creative?.name);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.creative ? `Creative: ${loaderData.creative.name}` : 'New creative');
}

export default function AdminCreativePage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <CreativeDetail creative={loaderData.creative} result={result} created={loaderData.created} />
  );
}
