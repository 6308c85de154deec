import { ActressInput, ActressUpdate, type AdminActress, contract } from '@reelcart/contract/admin';
import { Form, useActionData } from 'react-router';
import { EntityDetail } from '../../components/admin/entity-detail';
import { pick, SaveMessage, TextField } from '../../components/admin/fields';
import { adminLoad } from '../../lib/admin.server';
import { type EntityNoun, saveEntity } from '../../lib/admin-entity.server';
import { actressFromForm, type FormResult, useClientValidation } from '../../lib/admin-forms';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/actress';

const NOUN: EntityNoun = { one: 'actress', many: 'actresses', path: '/admin/actresses' };

/** `/admin/actresses/{slug}` edits an actress; `/admin/actresses/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const actress =
    params.slug === 'new'
      ? null
      : await adminLoad(context, url, contract.adminGetActress, { params: { slug: params.slug } });
  return { actress };
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return saveEntity({
    request,
    context,
    url,
    slug: params.slug,
    noun: NOUN,
    create: { call: contract.adminCreateActress, schema: ActressInput },
    update: { call: contract.adminUpdateActress, schema: ActressUpdate },
    fromForm: actressFromForm,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.actress ? `Edit ${loaderData.actress.name}` : 'New actress');
}

export default function AdminActressPage({ loaderData }: Route.ComponentProps) {
  const { actress } = loaderData;
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <EntityDetail noun={NOUN} entity={actress}>
      <ActressForm key={actress?.version ?? 'new'} actress={actress} result={result} />
    </EntityDetail>
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
