import { categories } from '../../admin/resources/categories';
import { EntityEditPage } from '../../components/admin/entity-detail';
import { loadEntity, saveResource } from '../../lib/admin/entity.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/category';

/** `/admin/categories/{slug}` edits a category; `/admin/categories/new` creates one (its fields: `admin/resources/categories.ts`). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { category: await loadEntity(categories, context, url, params.slug) };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveResource(categories, { request, context, url, slug: params.slug });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.category ? `Edit ${loaderData.category.name}` : 'New category');
}

export default function AdminCategoryPage({ loaderData }: Route.ComponentProps) {
  return <EntityEditPage resource={categories} entity={loaderData.category} />;
}
