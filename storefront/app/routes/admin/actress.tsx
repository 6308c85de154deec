import { actresses } from '../../admin/resources/actresses';
import { EntityEditPage } from '../../components/admin/entity-detail';
import { loadEntity, saveResource } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/actress';

/** `/admin/actresses/{slug}` edits an actress; `/admin/actresses/new` creates one (its fields: `admin/resources/actresses.ts`). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { actress: await loadEntity(actresses, context, url, params.slug) };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveResource(actresses, { request, context, url, slug: params.slug });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.actress ? `Edit ${loaderData.actress.name}` : 'New actress');
}

export default function AdminActressPage({ loaderData }: Route.ComponentProps) {
  return <EntityEditPage resource={actresses} entity={loaderData.actress} />;
}
