import {
  type AdminCategory,
  CategoryInput,
  CategoryUpdate,
  contract,
} from '@reelcart/contract/admin';
import { Form, useActionData } from 'react-router';
import { EntityDetail } from '../../components/admin/entity-detail';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad } from '../../lib/admin.server';
import { type EntityNoun, saveEntity } from '../../lib/admin-entity.server';
import { categoryFromForm, type FormResult, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/category';

const NOUN: EntityNoun = { one: 'category', many: 'categories', path: '/admin/categories' };

/** `/admin/categories/{slug}` edits a category; `/admin/categories/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const category =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetCategory, { params: { slug: params.slug } });
  return { category };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveEntity({
    request,
    context,
    url,
    slug: params.slug,
    noun: NOUN,
    create: { call: contract.adminCreateCategory, schema: CategoryInput },
    update: { call: contract.adminUpdateCategory, schema: CategoryUpdate },
    fromForm: categoryFromForm,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.category ? `Edit ${loaderData.category.name}` : 'New category');
}

export default function AdminCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <EntityDetail noun={NOUN} entity={category}>
      <CategoryForm key={category?.version ?? 'new'} category={category} result={result} />
    </EntityDetail>
  );
}

function CategoryForm({
  category,
  result,
}: {
  category: AdminCategory | null;
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit } = useClientValidation(
    category ? CategoryUpdate : CategoryInput,
    categoryFromForm,
    failure?.fieldErrors,
  );
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      aria-label="Category details"
      className="mt-4 grid gap-4 md:grid-cols-2"
      noValidate
    >
      {category ? <input type="hidden" name="version" value={category.version} /> : null}
      <TextField
        label="Name"
        name="name"
        defaultValue={pick(values, 'name', category?.name ?? '')}
        error={errors.name}
      />
      <TextField
        label="Slug"
        name="slug"
        defaultValue={pick(values, 'slug', category?.slug ?? '')}
        error={errors.slug}
      />
      <TextField
        label="Position"
        name="position"
        inputMode="numeric"
        defaultValue={pick(values, 'position', String(category?.position ?? 0))}
        error={errors.position}
        hint="The store lists categories lowest first, then by name."
      />
      <div className="md:col-span-2">
        <TextField
          label="Description"
          name="description"
          multiline
          defaultValue={pick(values, 'description', category?.description ?? '')}
          error={errors.description}
        />
      </div>
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent="save-category"
          {...(category ? { reloadHref: `/admin/categories/${category.slug}` } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {category ? 'Save category' : 'Create category'}
        </button>
      </div>
    </Form>
  );
}
