import { contract } from '@reelcart/contract/admin';
import { type CallDefinition, isCommerceError } from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { loginPath, runChecks } from '../../guards';
import { viewerContext } from '../auth/viewer.server';
import { getCommerce } from '../commerce/commerce.server';
import { forbidden } from '../platform/errors';
import { SLUG_KINDS, type SlugCheck, type SlugKind } from './slug';

/** The admin call that reads a record of each kind by its slug (404: nobody has it). */
const BY_SLUG: Record<SlugKind, CallDefinition> = {
  videos: contract.adminGetVideo as CallDefinition,
  actresses: contract.adminGetActress as CallDefinition,
  categories: contract.adminGetCategory as CallDefinition,
  studios: contract.adminGetStudio as CallDefinition,
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/admin/slug-check?kind=actresses&slug=jane-doe` (issue 33): who already has this slug, for the
 * forms' check as the admin types. No new API call: the record's own admin read by slug answers
 * (found: its name or title; 404: free). Admins only, like the pages that ask.
 */
export async function slugCheck(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<SlugCheck> {
  const outcome = runChecks(['admin'], context.get(viewerContext), url);
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  if (outcome.kind === 'forbidden') throw forbidden();
  const slug = url.searchParams.get('slug') ?? '';
  const kind = url.searchParams.get('kind') ?? '';
  if (!SLUG.test(slug) || !(SLUG_KINDS as readonly string[]).includes(kind))
    return { kind, slug, takenBy: null };
  try {
    const record = (await getCommerce(context).client.request(BY_SLUG[kind as SlugKind], {
      params: { slug },
    } as never)) as { name?: string; title?: string };
    return { kind, slug, takenBy: record.name ?? record.title ?? slug };
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) return { kind, slug, takenBy: null };
    if (isCommerceError(error) && error.status === 401) throw redirect(loginPath(url));
    throw error;
  }
}
