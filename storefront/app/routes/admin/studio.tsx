import { studios } from '../../admin/resources/studios';
import { EntityEditPage } from '../../components/admin/entity-detail';
import { loadEntity, saveResource } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/studio';

/** `/admin/studios/{slug}` edits a studio; `/admin/studios/new` creates one (its fields: `admin/resources/studios.ts`). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { studio: await loadEntity(studios, context, url, params.slug) };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveResource(studios, { request, context, url, slug: params.slug });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.studio ? `Edit ${loaderData.studio.name}` : 'New studio');
}

export default function AdminStudioPage({ loaderData }: Route.ComponentProps) {
  return <EntityEditPage resource={studios} entity={loaderData.studio} />;
}
