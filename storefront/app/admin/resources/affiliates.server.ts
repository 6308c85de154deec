import { ConfirmPayoutRun, contract } from '@reelcart/contract/admin';
import type { RouterContextProvider } from 'react-router';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import { loadResourceList } from '../../lib/admin/list.server';
import { type AffiliateActionResult, affiliates, recentRunKeys } from './affiliates';

type Context = Readonly<RouterContextProvider>;

/**
 * `/admin/affiliates`: the page of affiliates the URL asks for (or with `?export=csv` every
 * matching one), and the payout run: `?run=` previews the run of one of the latest dates.
 */
export async function loadAffiliates(context: Context, url: URL) {
  const runKeys = recentRunKeys(new Date());
  const run = url.searchParams.get('run');
  const runKey = run && runKeys.includes(run) ? run : null;
  const [answer, preview] = await Promise.all([
    loadResourceList(affiliates, context, url),
    runKey && url.searchParams.get('export') !== 'csv'
      ? adminLoad(context, url, contract.adminPreviewPayoutRun, { query: { runKey } })
      : Promise.resolve(null),
  ]);
  if (!('list' in answer)) return answer;
  return {
    ...answer,
    runKeys,
    runKey,
    preview,
    runError: run && !runKey ? 'Pick one of the listed run dates.' : null,
  };
}

/** `/admin/affiliates`' action: confirm a payout run (decision 049). */
export async function affiliatesAction(
  request: Request,
  context: Context,
  url: URL,
): Promise<AffiliateActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== 'confirm-run')
    return { ok: false, intent, fieldErrors: {}, formError: 'Unknown action.', values: {} };
  const result = await submitAdminForm(context, url, form, {
    intent,
    call: contract.adminConfirmPayoutRun,
    schema: ConfirmPayoutRun,
    body: { runKey: String(form.get('runKey') ?? '') },
  });
  if (!result.ok) return result;
  const { created, payouts, runKey } = result.data;
  const message =
    created === 0
      ? `The run of ${runKey} was confirmed already: nothing new was made (${payouts.length} ${payouts.length === 1 ? 'payout' : 'payouts'} in this run).`
      : `${created} ${created === 1 ? 'payout' : 'payouts'} made for the run of ${runKey}: mark each paid with its reference once sent.`;
  return { ok: true, intent, message };
}
