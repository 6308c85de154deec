import { affiliateCalls, CreateLinkRequest } from '@reelcart/contract/affiliate';
import { isCommerceError, parseWith } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { getCommerce } from '../commerce/commerce.server';
import { LINK_KINDS } from './link-kinds';

/**
 * `/affiliate/link-generator`'s action: the landing page from the chosen kind and what was typed,
 * the source and sub-id checked with the contract's schema, then the link saved.
 */
export async function createLinkAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const kind = LINK_KINDS.find((k) => k.id === form.get('kind')) ?? LINK_KINDS[0];
  const value = String(form.get('value') ?? '').trim();
  if (kind.id !== 'home' && kind.id !== 'videos' && !value)
    return { error: 'Enter the slug or the title for this kind of page.', link: null };
  const body = {
    landingPage: kind.path(kind.id === 'search' ? value : value.replace(/[^a-z0-9-]/gi, '')),
    source: String(form.get('source') ?? '').trim() || null,
    subId: String(form.get('subId') ?? '').trim() || null,
  };
  const parsed = parseWith(CreateLinkRequest, body);
  if (!parsed.success)
    return {
      error: 'Source and sub-id: letters, digits, dot, dash or underscore (up to 40).',
      link: null,
    };
  try {
    const link = await getCommerce(context).client.request(affiliateCalls.affiliateCreateLink, {
      body: parsed.data,
    });
    return { error: null, link };
  } catch (error) {
    return {
      error: isCommerceError(error) ? error.message : 'The link could not be saved.',
      link: null,
    };
  }
}
