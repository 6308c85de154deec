import type { CatalogueEntity } from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { adminLoad, submitAdminForm } from './admin.server';
import { withDone } from './done';
import type { FormResult } from './forms';
import { loadResourceList } from './list.server';
import {
  type EntitySave,
  type EntitySpec,
  entityListQuery,
  type ListCall,
  type ListPage,
  type ResourceNames,
} from './resource';

type Context = Readonly<RouterContextProvider>;

/** What an admin page calls a catalogue entity: "studio", its plural and its list's path. */
export type EntityNoun = Pick<ResourceNames, 'one' | 'many' | 'path'>;

type EntityList = ListPage<CatalogueEntity>;

/**
 * The loader of an entity list (`/admin/studios`, `/admin/actresses`, `/admin/categories`): a page
 * of 25 as the URL asks, or with `?export=csv` every matching row (100 a call, at most 100 calls).
 * `defaults` apply unless the URL says otherwise (categories list in the store's order).
 */
export function loadEntityList(
  context: Context,
  url: URL,
  call: ListCall<EntityList>,
  defaults: Record<string, string> = {},
) {
  return loadResourceList<EntityList>(
    { call, query: entityListQuery, defaults, pageSize: 25, csv: true },
    context,
    url,
  );
}

/** The loader of an entity's page: the entity of that slug, or none for `new`. */
export async function loadEntity<R>(
  resource: EntitySpec<R>,
  context: Context,
  url: URL,
  slug: string,
): Promise<R | null> {
  if (slug === 'new') return null;
  return adminLoad(context, url, resource.get, { params: { slug } });
}

/**
 * The action of an entity's page (`/admin/{many}/{slug}`; `new` creates): the form checked with
 * the contract's schema (kept as typed when it fails), then the create or versioned update call;
 * a new entity or a changed slug goes to its address.
 */
export async function saveEntity(options: {
  request: Request;
  context: Context;
  url: URL;
  slug: string;
  noun: EntityNoun;
  create: EntitySave;
  update: EntitySave;
  fromForm: (form: FormData) => unknown;
}): Promise<FormResult | Response> {
  const { context, url, slug, noun } = options;
  const form = await options.request.formData();
  const creating = slug === 'new';
  const intent = `save-${noun.one}`;
  const target = creating ? options.create : options.update;
  const result = await submitAdminForm(context, url, form, {
    intent,
    call: target.call,
    schema: target.schema,
    body: options.fromForm(form),
    ...(creating ? {} : { params: { slug } }),
  });
  if (!result.ok) return result;
  const label = noun.one.charAt(0).toUpperCase() + noun.one.slice(1);
  if (creating || result.data.slug !== slug)
    throw redirect(
      withDone(`${noun.path}/${result.data.slug}`, `${label} ${creating ? 'created' : 'saved'}.`),
    );
  return { ok: true, intent, message: `${label} saved.` };
}

/** `saveEntity` for a resource: its names, calls, schemas and form. */
export function saveResource<R>(
  resource: EntitySpec<R>,
  args: { request: Request; context: Context; url: URL; slug: string },
): Promise<FormResult | Response> {
  return saveEntity({
    ...args,
    noun: resource.names,
    create: resource.create,
    update: resource.update,
    fromForm: resource.fromForm,
  });
}
