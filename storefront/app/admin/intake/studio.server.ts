import { contract, IntakePrices as IntakePricesSchema } from '@reelcart/contract/admin';
import { type RouterContextProvider, redirect } from 'react-router';
import { adminLoad } from '../../lib/admin/admin.server';
import { fieldErrorsOf } from '../../lib/admin/forms';
import { intakeWrite } from '../../lib/admin/intake.server';
import { safeRedirect } from '../../lib/auth/safe-redirect';
import { pricesFromForm, type StudioActionResult } from './studio';

type Context = Readonly<RouterContextProvider>;

/** `/studiosconnect/{studio}`: the studio, its batches and its default prices. */
export function loadIntakeStudio(context: Context, url: URL, studio: string) {
  return adminLoad(context, url, contract.intakeStudio, { params: { studio } });
}

/** The posted manifest: a chosen file (its extension names the format) or the pasted text. */
async function manifestOf(form: FormData) {
  const file = form.get('file');
  const pasted = String(form.get('text') ?? '');
  let text = pasted;
  let format = String(form.get('format') ?? 'csv') === 'json' ? 'json' : 'csv';
  if (file instanceof File && file.size > 0) {
    text = await file.text();
    if (file.name.toLowerCase().endsWith('.json')) format = 'json';
    if (file.name.toLowerCase().endsWith('.csv')) format = 'csv';
  }
  return { text, format: format as 'csv' | 'json', name: String(form.get('name') ?? '').trim() };
}

/**
 * `/studiosconnect/{studio}`'s action: save the default prices (`defaults`), preview a manifest
 * (`preview`) or import it (`import`, then to the new batch).
 */
export async function intakeStudioAction(
  request: Request,
  context: Context,
  url: URL,
  params: { studio: string },
) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const studio = { studio: params.studio };
  if (intent === 'defaults') {
    const body = pricesFromForm(form);
    const fieldErrors = fieldErrorsOf(IntakePricesSchema, body);
    if (Object.keys(fieldErrors).length)
      return {
        intent,
        ok: false,
        message: 'Please correct the prices.',
        fieldErrors,
      } satisfies StudioActionResult;
    const res = await intakeWrite(context, url, contract.intakeSetDefaults, {
      params: studio,
      body,
    });
    return {
      intent,
      ok: res.ok,
      message: res.ok ? 'Default prices saved.' : res.message,
    } satisfies StudioActionResult;
  }
  const manifest = await manifestOf(form);
  if (intent === 'preview') {
    const res = await intakeWrite(context, url, contract.intakePreview, {
      params: studio,
      body: { format: manifest.format, text: manifest.text },
    });
    if (!res.ok) return { intent, ok: false, message: res.message } satisfies StudioActionResult;
    return { intent, preview: res.data, ...manifest } satisfies StudioActionResult;
  }
  if (intent === 'import') {
    const res = await intakeWrite(context, url, contract.intakeImport, {
      params: studio,
      body: manifest,
    });
    if (!res.ok) return { intent, ok: false, message: res.message } satisfies StudioActionResult;
    throw redirect(
      safeRedirect(
        `/studiosconnect/${encodeURIComponent(params.studio)}/${encodeURIComponent(res.data.batch)}?imported=${res.data.rows.length}&problems=${res.data.problems.length}`,
        '/studiosconnect',
      ),
    );
  }
  return { intent: 'import', ok: false, message: 'Unknown action.' } satisfies StudioActionResult;
}
