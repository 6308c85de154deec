import { AdminCreativeInput, AdminCreativeUpdate, contract } from '@reelcart/contract/admin';
import { type RouterContextProvider, redirect } from 'react-router';
import { submitAdminForm } from '../../lib/admin/admin.server';
import { withDone } from '../../lib/admin/done';
import type { FormResult } from '../../lib/admin/forms';
import { creativeFromForm } from './creatives';

/** The largest file the form passes on (the server's own limit is 150 KB). */
const MAX_FORM_FILE = 400_000;

/**
 * The action of `/admin/creatives/{id}` (`new` creates): the chosen file read as base64 (the
 * server checks its type, size and pixel dimensions), the form checked with the contract's
 * schema, then the create or versioned update call; a new creative goes to its address.
 */
export async function saveCreative(options: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  id: string;
}): Promise<FormResult> {
  const form = await options.request.formData();
  const file = form.get('image');
  let dataBase64: string | null = null;
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FORM_FILE)
      return {
        ok: false,
        intent: 'save-creative',
        fieldErrors: { image: `The file is ${Math.ceil(file.size / 1000)} KB; at most 150 KB` },
        formError: 'Please correct the highlighted fields.',
        values: Object.fromEntries(
          [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
      };
    dataBase64 = Buffer.from(await file.arrayBuffer()).toString('base64');
  }
  const creating = options.id === 'new';
  const body = creativeFromForm(form, dataBase64);
  const result = creating
    ? await submitAdminForm(options.context, options.url, form, {
        intent: 'save-creative',
        call: contract.adminCreateCreative,
        schema: AdminCreativeInput,
        body,
      })
    : await submitAdminForm(options.context, options.url, form, {
        intent: 'save-creative',
        call: contract.adminUpdateCreative,
        schema: AdminCreativeUpdate,
        body,
        params: { id: options.id },
      });
  if (!result.ok) return result;
  if (creating)
    throw redirect(withDone(`/admin/creatives/${result.data.id}?created=1`, 'Creative created.'));
  return { ok: true, intent: 'save-creative', message: 'Creative saved.' };
}
