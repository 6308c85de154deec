import { Link } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { DataTable } from '../../components/charts/data-table';
import { loadPayouts } from '../../lib/affiliate/affiliate.server';
import { formatCents } from '../../lib/affiliate/format';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/payout-history';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadPayouts(context, url);
}

export function meta() {
  return pageMeta('Payout history', 'Your payouts, newest first.');
}

export default function PayoutHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Payout history
      </h1>
      <p className="mt-2 text-sm text-zinc-400">
        Payouts run on the 1st and the 16th of each month.
      </p>
      {!loaderData.ok ? (
        <LoadError message={loaderData.message} />
      ) : (
        <DataTable
          caption="Payouts"
          rows={loaderData.data.items}
          rowKey={(p) => p.id}
          empty="No payouts yet: your approved balance is paid once it reaches your method's minimum."
          columns={[
            {
              key: 'period',
              label: 'Period',
              value: (p) => (
                <Link to={`/affiliate/payout-history/${p.id}`}>
                  {p.periodStart} – {p.periodEnd}
                </Link>
              ),
              kind: 'date',
            },
            {
              key: 'method',
              label: 'Method',
              value: (p) => `${p.method}${p.methodMasked ? ` (${p.methodMasked})` : ''}`,
            },
            {
              key: 'amount',
              label: 'Amount',
              value: (p) => formatCents(p.amountCents),
              kind: 'money',
            },
            { key: 'fee', label: 'Fee', value: (p) => formatCents(p.feeCents), kind: 'money' },
            { key: 'status', label: 'Status', value: (p) => p.status },
            {
              key: 'paid',
              label: 'Paid',
              value: (p) => p.paidAt?.slice(0, 10) ?? '—',
              kind: 'date',
            },
            { key: 'reference', label: 'Reference', value: (p) => p.reference ?? '—' },
          ]}
        />
      )}
    </section>
  );
}
