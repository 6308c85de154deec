import {
  type AdminCategory,
  CategoryInput,
  CategoryUpdate,
  contract,
} from '@reelcart/sdk/contract';
import { Form, Link, redirect, useActionData } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad, submitAdminForm } from '../../lib/admin.server';
import { categoryFromForm, type FormResult, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/category';

/** `/admin/categories/{slug}` edits a category; `/admin/categories/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const category =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetCategory, { params: { slug: params.slug } });
  return { category };
}

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const creating = params.slug === 'new';
  const result = creating
    ? await submitAdminForm(context, url, form, {
        intent: 'save-category',
        call: contract.adminCreateCategory,
        schema: CategoryInput,
        body: categoryFromForm(form),
      })
    : await submitAdminForm(context, url, form, {
        intent: 'save-category',
        call: contract.adminUpdateCategory,
        schema: CategoryUpdate,
        body: categoryFromForm(form),
        params: { slug: params.slug },
      });
  if (!result.ok) return result;
  if (creating || result.data.slug !== params.slug)
    throw redirect(`/admin/categories/${result.data.slug}`);
  return { ok: true, intent: 'save-category', message: 'Category saved.' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.category ? `Edit ${loaderData.category.name}` : 'New category');
}

export default function AdminCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {category ? category.name : 'New category'}
      </h1>
      <CategoryForm key={category?.version ?? 'new'} category={category} result={result} />
      {category ? (
        <>
          <section aria-labelledby="category-videos-title" className="mt-8">
            <h2 id="category-videos-title" className="font-semibold text-lg">
              Videos ({category.videos.length})
            </h2>
            {category.videos.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">No videos yet.</p>
            ) : (
              <ul className="mt-2 columns-1 text-sm sm:columns-2">
                {category.videos.map((v) => (
                  <li key={v.slug}>
                    <Link to={`/admin/videos/${v.slug}`} className="underline hover:text-rose-400">
                      {v.title}
                    </Link>
                    {v.published ? null : <span className="text-zinc-400"> (unpublished)</span>}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-2 text-sm">
              <Link to={`/admin/videos/new`} className="underline">
                Add a video
              </Link>
            </p>
          </section>
          <AuditHistory entries={category.history} />
        </>
      ) : null}
    </section>
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
