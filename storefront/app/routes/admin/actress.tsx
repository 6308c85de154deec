import { ActressInput, ActressUpdate, type AdminActress, contract } from '@reelcart/sdk/contract';
import { Form, Link, redirect, useActionData } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad, submitAdminForm } from '../../lib/admin.server';
import { actressFromForm, type FormResult, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/actress';

/** `/admin/actresses/{slug}` edits an actress; `/admin/actresses/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const actress =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetActress, { params: { slug: params.slug } });
  return { actress };
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
        intent: 'save-actress',
        call: contract.adminCreateActress,
        schema: ActressInput,
        body: actressFromForm(form),
      })
    : await submitAdminForm(context, url, form, {
        intent: 'save-actress',
        call: contract.adminUpdateActress,
        schema: ActressUpdate,
        body: actressFromForm(form),
        params: { slug: params.slug },
      });
  if (!result.ok) return result;
  if (creating || result.data.slug !== params.slug)
    throw redirect(`/admin/actresses/${result.data.slug}`);
  return { ok: true, intent: 'save-actress', message: 'Actress saved.' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.actress ? `Edit ${loaderData.actress.name}` : 'New actress');
}

export default function AdminActressPage({ loaderData }: Route.ComponentProps) {
  const { actress } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {actress ? actress.name : 'New actress'}
      </h1>
      <ActressForm key={actress?.version ?? 'new'} actress={actress} result={result} />
      {actress ? (
        <>
          <section aria-labelledby="actress-videos-title" className="mt-8">
            <h2 id="actress-videos-title" className="font-semibold text-lg">
              Videos ({actress.videos.length})
            </h2>
            {actress.videos.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">No videos yet.</p>
            ) : (
              <ul className="mt-2 columns-1 text-sm sm:columns-2">
                {actress.videos.map((v) => (
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
          <AuditHistory entries={actress.history} />
        </>
      ) : null}
    </section>
  );
}

function ActressForm({
  actress,
  result,
}: {
  actress: AdminActress | null;
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit } = useClientValidation(
    actress ? ActressUpdate : ActressInput,
    actressFromForm,
    failure?.fieldErrors,
  );
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      aria-label="Actress details"
      className="mt-4 grid gap-4 md:grid-cols-2"
      noValidate
    >
      {actress ? <input type="hidden" name="version" value={actress.version} /> : null}
      <TextField
        label="Name"
        name="name"
        defaultValue={pick(values, 'name', actress?.name ?? '')}
        error={errors.name}
      />
      <TextField
        label="Slug"
        name="slug"
        defaultValue={pick(values, 'slug', actress?.slug ?? '')}
        error={errors.slug}
      />
      <div className="md:col-span-2">
        <TextField
          label="Bio"
          name="description"
          multiline
          defaultValue={pick(values, 'description', actress?.description ?? '')}
          error={errors.description}
        />
      </div>
      <TextField
        label="Photo URL"
        name="photoUrl"
        defaultValue={pick(values, 'photoUrl', actress?.photoUrl ?? '')}
        error={errors.photoUrl}
        hint="Empty uses the generated artwork."
      />
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent="save-actress"
          {...(actress ? { reloadHref: `/admin/actresses/${actress.slug}` } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {actress ? 'Save actress' : 'Create actress'}
        </button>
      </div>
    </Form>
  );
}
