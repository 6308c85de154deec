import { ConfirmPayoutRun, contract } from '@reelcart/contract/admin';
import { useActionData, useNavigation } from 'react-router';
import { AffiliatesList } from '../../components/admin/affiliates-list';
import { PayoutRunPanel } from '../../components/admin/payout-run';
import { adminLoad, adminLoadAll, submitAdminForm } from '../../lib/admin.server';
import {
  type AffiliateActionResult,
  affiliateListQuery,
  recentRunKeys,
} from '../../lib/admin-affiliates';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/affiliates';

/**
 * `/admin/affiliates`: affiliates and their figures (filters in the URL; CSV of every match),
 * and the payout run: `?run=` previews a run, the action confirms it (decision 049).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = affiliateListQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, contract.adminListAffiliates, query) };
  const runKeys = recentRunKeys(new Date());
  const run = url.searchParams.get('run');
  const runKey = run && runKeys.includes(run) ? run : null;
  const [list, preview] = await Promise.all([
    adminLoad(context, url, contract.adminListAffiliates, { query: { ...query, limit: 25 } }),
    runKey
      ? adminLoad(context, url, contract.adminPreviewPayoutRun, { query: { runKey } })
      : Promise.resolve(null),
  ]);
  return {
    list,
    query,
    runKeys,
    runKey,
    preview,
    runError: run && !runKey ? 'Pick one of the listed run dates.' : null,
  };
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<AffiliateActionResult> {
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

export function meta() {
  return pageMeta('Affiliates');
}

export default function AdminAffiliates({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  if (!('list' in loaderData) || !loaderData.list) return null;
  const { list, query, runKeys, runKey, preview, runError } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Affiliates
      </h1>
      <PayoutRunPanel
        runKeys={runKeys}
        runKey={runKey}
        preview={preview}
        error={runError}
        result={result}
      />
      <AffiliatesList
        list={list}
        query={query}
        loading={
          navigation.state === 'loading' && navigation.location.pathname === '/admin/affiliates'
        }
      />
    </section>
  );
}
