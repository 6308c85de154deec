import { type AdminStudio, contract, StudioInput, StudioUpdate } from '@reelcart/sdk/contract';
import { Form, Link, redirect, useActionData } from 'react-router';
import { AuditHistory } from '../../components/admin/audit-history';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad, submitAdminForm } from '../../lib/admin.server';
import { type FormResult, studioFromForm, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/studio';

/** `/admin/studios/{slug}` edits a studio; `/admin/studios/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const studio =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetStudio, { params: { slug: params.slug } });
  return { studio };
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
        intent: 'save-studio',
        call: contract.adminCreateStudio,
        schema: StudioInput,
        body: studioFromForm(form),
      })
    : await submitAdminForm(context, url, form, {
        intent: 'save-studio',
        call: contract.adminUpdateStudio,
        schema: StudioUpdate,
        body: studioFromForm(form),
        params: { slug: params.slug },
      });
  if (!result.ok) return result;
  if (creating || result.data.slug !== params.slug)
    throw redirect(`/admin/studios/${result.data.slug}`);
  return { ok: true, intent: 'save-studio', message: 'Studio saved.' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.studio ? `Edit ${loaderData.studio.name}` : 'New studio');
}

export default function AdminStudioPage({ loaderData }: Route.ComponentProps) {
  const { studio } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {studio ? studio.name : 'New studio'}
      </h1>
      <StudioForm key={studio?.version ?? 'new'} studio={studio} result={result} />
      {studio ? (
        <>
          <section aria-labelledby="studio-videos-title" className="mt-8">
            <h2 id="studio-videos-title" className="font-semibold text-lg">
              Videos ({studio.videos.length})
            </h2>
            {studio.videos.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">No videos yet.</p>
            ) : (
              <ul className="mt-2 columns-1 text-sm sm:columns-2">
                {studio.videos.map((v) => (
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
          <AuditHistory entries={studio.history} />
        </>
      ) : null}
    </section>
  );
}

function StudioForm({
  studio,
  result,
}: {
  studio: AdminStudio | null;
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit } = useClientValidation(
    studio ? StudioUpdate : StudioInput,
    studioFromForm,
    failure?.fieldErrors,
  );
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      aria-label="Studio details"
      className="mt-4 grid gap-4 md:grid-cols-2"
      noValidate
    >
      {studio ? <input type="hidden" name="version" value={studio.version} /> : null}
      <TextField
        label="Name"
        name="name"
        defaultValue={pick(values, 'name', studio?.name ?? '')}
        error={errors.name}
      />
      <TextField
        label="Slug"
        name="slug"
        defaultValue={pick(values, 'slug', studio?.slug ?? '')}
        error={errors.slug}
      />
      <div className="md:col-span-2">
        <TextField
          label="Description"
          name="description"
          multiline
          defaultValue={pick(values, 'description', studio?.description ?? '')}
          error={errors.description}
        />
      </div>
      <TextField
        label="Logo URL"
        name="logoUrl"
        defaultValue={pick(values, 'logoUrl', studio?.logoUrl ?? '')}
        error={errors.logoUrl}
        hint="Empty uses the generated artwork."
      />
      <TextField
        label="Royalty rate (basis points)"
        name="royaltyBps"
        inputMode="numeric"
        defaultValue={pick(values, 'royaltyBps', String(studio?.royaltyBps ?? 5000))}
        error={errors.royaltyBps}
        hint="10000 = 100 % of the studio's sales; the manager's royalty reports use it."
      />
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent="save-studio"
          {...(studio ? { reloadHref: `/admin/studios/${studio.slug}` } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {studio ? 'Save studio' : 'Create studio'}
        </button>
      </div>
    </Form>
  );
}
