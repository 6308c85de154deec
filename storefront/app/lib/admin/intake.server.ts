import { type CallDefinition, isCommerceError } from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import type * as z from 'zod/mini';
import { loginPath } from '../../guards';
import { filterOptionsCache } from '../catalogue/filter-options.server';
import { getCommerce } from '../commerce/commerce.server';

type Context = Readonly<RouterContextProvider>;

/**
 * Studio intake's writes from route actions (issue 19): the call made with the contract's schemas
 * (through the shared client, no SDK method), a refusal answered as `{ ok: false, message, field }`
 * for the page to show; a signed-out admin signs in again.
 */
export async function intakeWrite<
  B extends z.ZodMiniType,
  Q extends z.ZodMiniType | undefined,
  R extends z.ZodMiniType,
>(
  context: Context,
  url: URL,
  call: CallDefinition<B, Q, R>,
  options: { params: Record<string, string>; body: unknown },
): Promise<
  | { ok: true; data: z.output<R> }
  | { ok: false; status: number; message: string; field: string | null; code: string | null }
> {
  try {
    const data = await getCommerce(context).client.request(
      call as CallDefinition,
      options as never,
    );
    // Publishing adds videos: the store's cached filter lists are read afresh.
    filterOptionsCache.clear();
    return { ok: true, data: data as z.output<R> };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (error.status === 401) throw redirect(loginPath(url));
    const body =
      typeof error.data === 'object' && error.data
        ? (error.data as { message?: string; field?: string; code?: string })
        : {};
    return {
      ok: false,
      status: error.status ?? 0,
      message:
        error.status === 403 ? 'Only admins may do this.' : (body.message ?? 'The request failed.'),
      field: body.field ?? null,
      code: body.code ?? null,
    };
  }
}

/** The item's path from the route's splat (each segment decoded once). */
export function pathOfSplat(splat: string | undefined): string {
  return (splat ?? '')
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}
