import { useActionData } from 'react-router';
import { affiliates } from '../../admin/resources/affiliates';
import { affiliatesAction, loadAffiliates } from '../../admin/resources/affiliates.server';
import { AffiliatesList } from '../../components/admin/affiliates-list';
import { PayoutRunPanel } from '../../components/admin/payout-run';
import { useListLoading } from '../../components/admin/resource-list';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/affiliates';

/**
 * `/admin/affiliates`: affiliates and their figures (filters in the URL; CSV of every match),
 * and the payout run: `?run=` previews a run, the action confirms it (decision 049).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadAffiliates(context, url);
}

export function action({ request, context, url }: Route.ActionArgs) {
  return affiliatesAction(request, context, url);
}

export function meta() {
  return pageMeta(affiliates.names.title);
}

export default function AdminAffiliates({ loaderData }: Route.ComponentProps) {
  const loading = useListLoading(affiliates.names.path);
  const result = useActionData<typeof action>();
  if (!('list' in loaderData)) return null;
  const { list, query, runKeys, runKey, preview, runError } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {affiliates.names.title}
      </h1>
      <PayoutRunPanel
        runKeys={runKeys}
        runKey={runKey}
        preview={preview}
        error={runError}
        result={result}
      />
      <AffiliatesList list={list} query={query} loading={loading} />
    </section>
  );
}
