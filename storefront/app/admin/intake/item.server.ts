import { contract } from '@reelcart/contract/admin';
import { type RouterContextProvider, redirect } from 'react-router';
import { itemHref, STATE_LABEL } from '../../components/intake/intake-ui';
import { type ItemFormResult, itemErrors, itemFromForm } from '../../components/intake/item-form';
import { adminLoad } from '../../lib/admin/admin.server';
import { formValues } from '../../lib/admin/forms';
import { intakeWrite, pathOfSplat } from '../../lib/admin/intake.server';
import { safeRedirect } from '../../lib/auth/safe-redirect';

type Context = Readonly<RouterContextProvider>;
type ItemParams = { studio: string; batch: string; '*'?: string };

/** `/studiosconnect/{studio}/{batch}/{slug...}`: the batch's queue, the item, the catalogue's options. */
export async function loadIntakeItem(context: Context, url: URL, params: ItemParams) {
  const path = pathOfSplat(params['*']);
  const where = { studio: params.studio, batch: params.batch };
  const [queue, item, options] = await Promise.all([
    adminLoad(context, url, contract.intakeBatch, { params: where }),
    adminLoad(context, url, contract.intakeItem, { params: where, query: { path } }),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { queue, item, options };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * The item page's action: approve or reject it (`reason`), or save its fields (`save`; with
 * `save-next`, then on to the `next` item of the queue).
 */
export async function intakeItemAction(
  request: Request,
  context: Context,
  url: URL,
  params: ItemParams,
): Promise<ItemFormResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const path = pathOfSplat(params['*']);
  const where = { studio: params.studio, batch: params.batch };
  if (intent === 'approve' || intent === 'reject') {
    const res = await intakeWrite(context, url, contract.intakeDecide, {
      params: where,
      body: { paths: [path], action: intent, reason: field(form, 'reason') },
    });
    if (!res.ok) return { intent, ok: false, message: res.message };
    const outcome = res.data.results[0];
    return {
      intent,
      ok: outcome?.ok ?? false,
      message: outcome?.ok
        ? intent === 'approve'
          ? 'Approved.'
          : 'Rejected.'
        : (outcome?.message ?? 'Refused.'),
    };
  }
  const fields = itemFromForm(form);
  const values = formValues(form);
  const fieldErrors = itemErrors(fields);
  if (Object.keys(fieldErrors).length)
    return {
      intent,
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors,
      values,
    };
  const res = await intakeWrite(context, url, contract.intakeSaveItem, {
    params: where,
    body: { path, version: Number(form.get('version')), fields },
  });
  if (!res.ok) {
    const field = res.field?.replace(/^fields\./, '') ?? null;
    return {
      intent,
      ok: false,
      message: res.message,
      values,
      conflict: res.code === 'STALE_VERSION',
      ...(field && field !== 'body'
        ? { fieldErrors: { [field]: res.message.replace(/^Invalid [\w.]+: /, '') } }
        : {}),
    };
  }
  const next = field(form, 'next');
  if (intent === 'save-next' && next) {
    // The next item's path comes from the form: one guard for every redirect taken from input.
    throw redirect(safeRedirect(itemHref(params.studio, params.batch, next), url.pathname));
  }
  return { intent, ok: true, message: `Saved: ${STATE_LABEL[res.data.state]}.` };
}
