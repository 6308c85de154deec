import type { PayoutDetail } from '@reelcart/contract/affiliate';
import { Link } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { CommissionTable } from '../../components/affiliate/commission-table';
import { loadPayout } from '../../lib/affiliate.server';
import { formatCents } from '../../lib/affiliate-format';
import { csvDocument, csvHref } from '../../lib/csv';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/payout';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  return loadPayout(context, url, params.id);
}

export function meta() {
  return pageMeta('Payout details', 'The commissions and adjustments a payout bundles.');
}

export function statementCsv({ payout, lines }: PayoutDetail): string {
  const money = (c: number) => (c / 100).toFixed(2);
  return csvDocument(
    ['date', 'order', 'type', 'source', 'sale_usd', 'rate_percent', 'amount_usd'],
    [
      ...lines.map((l) => [
        l.createdAt.slice(0, 10),
        l.orderNumber,
        l.kind,
        l.source,
        money(l.baseCents),
        l.rateBp / 100,
        money(l.amountCents),
      ]),
      ['', '', 'total', '', '', '', money(payout.amountCents)],
      ['', '', 'fee', '', '', '', money(-payout.feeCents)],
      ['', '', 'net paid', '', '', '', money(payout.amountCents - payout.feeCents)],
    ],
  );
}

export default function PayoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/affiliate/payout-history">← Payout history</Link>
      </p>
      <h1 id="page-title" className="mt-2 font-semibold text-2xl">
        Payout details
      </h1>
      {!loaderData.ok ? (
        <LoadError message={loaderData.message} />
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              [
                'Period',
                `${loaderData.data.payout.periodStart} – ${loaderData.data.payout.periodEnd}`,
              ],
              ['Method', loaderData.data.payout.methodMasked ?? loaderData.data.payout.method],
              ['Amount', formatCents(loaderData.data.payout.amountCents)],
              ['Fee', formatCents(loaderData.data.payout.feeCents)],
              [
                'Net paid',
                formatCents(loaderData.data.payout.amountCents - loaderData.data.payout.feeCents),
              ],
              ['Status', loaderData.data.payout.status],
              ['Paid on', loaderData.data.payout.paidAt?.slice(0, 10) ?? '—'],
              ['Reference', loaderData.data.payout.reference ?? '—'],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-zinc-400">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4">
            <a
              className="btn btn-outline"
              download={`payout-statement-${loaderData.data.payout.periodEnd}.csv`}
              href={csvHref(statementCsv(loaderData.data))}
            >
              Download CSV statement
            </a>
          </p>
          <h2 className="mt-6 font-semibold text-lg">Commissions and adjustments</h2>
          <CommissionTable
            lines={loaderData.data.lines}
            caption="Commissions and adjustments in this payout"
          />
        </>
      )}
    </section>
  );
}
