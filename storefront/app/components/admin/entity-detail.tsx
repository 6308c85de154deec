import type { AuditEntry } from '@reelcart/contract/admin';
import type { ReactNode } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { type FormResult, useClientValidation } from '../../lib/admin/forms';
import type { EntitySpec, ResourceNames } from '../../lib/admin/resource';
import type { SlugKind } from '../../lib/admin/slug';
import { AuditHistory } from './audit-history';
import { pick, SaveMessage, TextField } from './fields';
import { SlugField } from './slug-field';

interface EntityWithVideos {
  name: string;
  slug: string;
  version: number;
  videos: Array<{ slug: string; title: string; published: boolean }>;
  history: AuditEntry[];
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The page of a studio, actress or category in the back office (`/admin/{many}/{slug}`, `new`
 * creates): its form, from the resource's fields (decision 076), and the action's answer.
 */
export function EntityEditPage<R extends EntityWithVideos>({
  resource,
  entity,
}: {
  resource: EntitySpec<R>;
  entity: R | null;
}) {
  const result = useActionData<FormResult>();
  return (
    <EntityDetail noun={resource.names} entity={entity}>
      <EntityForm
        key={entity?.version ?? 'new'}
        resource={resource}
        entity={entity}
        result={result}
      />
    </EntityDetail>
  );
}

/** An entity's form: one text field per resource field, what was typed kept when a save fails. */
function EntityForm<R extends EntityWithVideos>({
  resource,
  entity,
  result,
}: {
  resource: EntitySpec<R>;
  entity: R | null;
  result: FormResult | undefined;
}) {
  const { one, path } = resource.names;
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    entity ? resource.update.schema : resource.create.schema,
    resource.fromForm,
    failure?.fieldErrors,
  );
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      aria-label={`${capital(one)} details`}
      className="mt-4 grid gap-4 md:grid-cols-2"
      noValidate
    >
      {entity ? <input type="hidden" name="version" value={entity.version} /> : null}
      {resource.fields.map((field) => {
        const recorded = entity?.[field.name];
        const control =
          field.name === 'slug' ? (
            <SlugField
              key={field.name}
              kind={path.replace('/admin/', '') as SlugKind}
              source="name"
              own={entity?.slug ?? null}
              defaultValue={pick(values, 'slug', entity?.slug ?? '')}
              error={errors.slug}
              {...(field.hint ? { hint: field.hint } : {})}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              multiline={field.multiline ?? false}
              {...(field.inputMode ? { inputMode: field.inputMode } : {})}
              defaultValue={pick(values, field.name, String(recorded ?? field.initial ?? ''))}
              error={errors[field.name]}
              {...(field.hint ? { hint: field.hint } : {})}
            />
          );
        return field.wide ? (
          <div key={field.name} className="md:col-span-2">
            {control}
          </div>
        ) : (
          control
        );
      })}
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent={`save-${one}`}
          {...(entity ? { reloadHref: `${path}/${entity.slug}` } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {entity ? `Save ${one}` : `Create ${one}`}
        </button>
      </div>
    </Form>
  );
}

/**
 * The page of a studio, actress or category in the back office: its name (or "New …"), its form,
 * and once it exists its videos (unpublished ones marked) and its history.
 */
export function EntityDetail({
  noun,
  entity,
  children,
}: {
  noun: Pick<ResourceNames, 'one'>;
  entity: Omit<EntityWithVideos, 'slug' | 'version'> | null;
  /** The entity's form. */
  children: ReactNode;
}) {
  const videosTitle = `${noun.one}-videos-title`;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {entity ? entity.name : `New ${noun.one}`}
      </h1>
      {children}
      {entity ? (
        <>
          <section aria-labelledby={videosTitle} className="mt-8">
            <h2 id={videosTitle} className="font-semibold text-lg">
              Videos ({entity.videos.length})
            </h2>
            {entity.videos.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">No videos yet.</p>
            ) : (
              <ul className="mt-2 columns-1 text-sm sm:columns-2">
                {entity.videos.map((v) => (
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
              <Link to="/admin/videos/new" className="underline">
                Add a video
              </Link>
            </p>
          </section>
          <AuditHistory entries={entity.history} />
        </>
      ) : null}
    </section>
  );
}
