import type { CallDefinition, CatalogueEntity } from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import type * as z from 'zod/mini';
import { adminLoad, adminLoadAll, submitAdminForm } from './admin.server';
import type { FormResult } from './forms';

type Context = Readonly<RouterContextProvider>;

/** What an admin page calls a catalogue entity: "studio", its plural and its list's path. */
export interface EntityNoun {
  one: string;
  many: string;
  path: string;
}

type ListCall = CallDefinition<
  undefined,
  z.ZodMiniType,
  z.ZodMiniType<{ items: CatalogueEntity[]; page: number; totalPages: number; total: number }>
>;

/** The list query an entity list keeps in its URL. */
export function entityListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['q', 'sort', 'page'] as const) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/**
 * The loader of an entity list (`/admin/studios`, `/admin/actresses`, `/admin/categories`): a page
 * of 25 as the URL asks, or with `?export=csv` every matching row (100 a call, at most 100 calls).
 * `defaults` apply unless the URL says otherwise (categories list in the store's order).
 */
export async function loadEntityList(
  context: Context,
  url: URL,
  call: ListCall,
  defaults: Record<string, string> = {},
) {
  const query = entityListQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, call, { ...defaults, ...query }) };
  const list = await adminLoad(context, url, call, {
    query: { ...defaults, ...query, limit: 25 },
  });
  return { list, query };
}

type SaveCall = CallDefinition<z.ZodMiniType, undefined, z.ZodMiniType<{ slug: string }>>;

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
  create: { call: SaveCall; schema: z.ZodMiniType };
  update: { call: SaveCall; schema: z.ZodMiniType };
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
  if (creating || result.data.slug !== slug) throw redirect(`${noun.path}/${result.data.slug}`);
  const label = noun.one.charAt(0).toUpperCase() + noun.one.slice(1);
  return { ok: true, intent, message: `${label} saved.` };
}
