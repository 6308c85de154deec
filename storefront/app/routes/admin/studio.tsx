import { type AdminStudio, contract, StudioInput, StudioUpdate } from '@reelcart/contract/admin';
import { Form, useActionData } from 'react-router';
import { EntityDetail } from '../../components/admin/entity-detail';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad } from '../../lib/admin.server';
import { type EntityNoun, saveEntity } from '../../lib/admin-entity.server';
import { type FormResult, studioFromForm, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/studio';

const NOUN: EntityNoun = { one: 'studio', many: 'studios', path: '/admin/studios' };

/** `/admin/studios/{slug}` edits a studio; `/admin/studios/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const studio =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetStudio, { params: { slug: params.slug } });
  return { studio };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveEntity({
    request,
    context,
    url,
    slug: params.slug,
    noun: NOUN,
    create: { call: contract.adminCreateStudio, schema: StudioInput },
    update: { call: contract.adminUpdateStudio, schema: StudioUpdate },
    fromForm: studioFromForm,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.studio ? `Edit ${loaderData.studio.name}` : 'New studio');
}

export default function AdminStudioPage({ loaderData }: Route.ComponentProps) {
  const { studio } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <EntityDetail noun={NOUN} entity={studio}>
      <StudioForm key={studio?.version ?? 'new'} studio={studio} result={result} />
    </EntityDetail>
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
