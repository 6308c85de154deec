import { type CallDefinition, isCommerceError, parseWith } from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import type * as z from 'zod/mini';
import { loginPath } from '../../guards';
import { filterOptionsCache } from '../catalogue/filter-options.server';
import { getCommerce } from '../commerce/commerce.server';
import { routeInvalid } from '../platform/errors';
import { type FormFailure, fieldErrorsOf, formValues } from './forms';

type Context = Readonly<RouterContextProvider>;

const bodyOf = (error: unknown): { message?: string; field?: string; code?: string } =>
  isCommerceError(error) && typeof error.data === 'object' && error.data
    ? (error.data as { message?: string; field?: string; code?: string })
    : {};

/** A signed-out (or expired) admin signs in again and comes back; an unknown record is a 404 page. */
function rethrow(error: unknown, url: URL): never {
  if (isCommerceError(error) && error.status === 401) throw redirect(loginPath(url));
  if (isCommerceError(error) && (error.status === 404 || error.status === 400))
    throw routeInvalid(url.pathname);
  throw error;
}

/** One admin call for a loader. */
export async function adminLoad<
  B extends z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined,
  R extends z.ZodMiniType,
>(
  context: Context,
  url: URL,
  call: CallDefinition<B, Q, R>,
  options: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
): Promise<z.output<R>> {
  try {
    return (await getCommerce(context).client.request(
      call as CallDefinition,
      options as never,
    )) as z.output<R>;
  } catch (error) {
    rethrow(error, url);
  }
}

/** The signed-in admin's e-mail, for the layout. */
/**
 * Every row of a paginated admin list for a CSV export: 100 a call, at most 100 calls (10,000
 * rows), with the list's own filters and sort.
 */
export async function adminLoadAll<L extends { items: unknown[]; totalPages?: number }>(
  context: Context,
  url: URL,
  call: CallDefinition<undefined, z.ZodMiniType, z.ZodMiniType<L>>,
  query: Record<string, unknown>,
): Promise<L['items']> {
  const rows: L['items'] = [];
  for (let page = 1; page <= 100; page += 1) {
    const part = await adminLoad(context, url, call, { query: { ...query, page, limit: 100 } });
    rows.push(...part.items);
    if (page >= (part.totalPages ?? 1)) break;
  }
  return rows;
}

export function adminEmail(context: Context): string | null {
  return getCommerce(context).auth.getSnapshot().session?.username ?? null;
}

/**
 * One form submission of the back office: the body from the form, checked with the call's schema
 * (the same the browser used), sent; a refusal lands on the field the server names, a stale
 * version becomes a conflict message. What was typed always comes back with a failure.
 */
export async function submitAdminForm<B extends z.ZodMiniType, R extends z.ZodMiniType>(
  context: Context,
  url: URL,
  form: FormData,
  options: {
    intent: string;
    call: CallDefinition<B, undefined, R>;
    schema: z.ZodMiniType;
    body: unknown;
    params?: Record<string, string>;
  },
): Promise<{ ok: true; data: z.output<R> } | FormFailure> {
  const fail = (
    fieldErrors: Record<string, string>,
    formError: string | null,
    conflict = false,
  ): FormFailure => ({
    ok: false,
    fieldErrors,
    formError,
    values: formValues(form),
    intent: options.intent,
    ...(conflict ? { conflict } : {}),
  });
  const errors = fieldErrorsOf(options.schema, options.body);
  if (Object.keys(errors).length > 0) return fail(errors, 'Please correct the highlighted fields.');
  const parsed = parseWith(options.schema, options.body);
  try {
    const data = await getCommerce(context).client.request(
      options.call as CallDefinition,
      {
        body: parsed.success ? parsed.data : options.body,
        ...(options.params ? { params: options.params } : {}),
      } as never,
    );
    // Catalogue lists the store keeps for a minute are read afresh after any admin write.
    filterOptionsCache.clear();
    return { ok: true, data: data as z.output<R> };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (error.status === 401) throw redirect(loginPath(url));
    const body = bodyOf(error);
    const message = body.message ?? 'The save failed. Please try again.';
    if (error.status === 409 && body.code === 'STALE_VERSION') return fail({}, message, true);
    if ((error.status === 400 || error.status === 409) && body.field && body.field !== 'body') {
      const field = body.field === 'priceCents' ? 'price' : body.field;
      return fail({ [field]: message.replace(/^Invalid \w+: /, '') }, message);
    }
    if (error.status === 403) return fail({}, 'Only admins may do this.');
    return fail({}, message);
  }
}
