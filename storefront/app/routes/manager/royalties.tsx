import type { RoyaltyStatement, RoyaltyStatementSummary } from '@reelcart/sdk/contract';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { DataTable } from '../../components/charts/data-table';
import { CsvLink } from '../../components/reports/csv-link';
import { formatCents, formatCount, formatRate } from '../../components/reports/format';
import { pageMeta } from '../../lib/page-meta';
import { loadRoyalties, recordPaymentAction } from '../../lib/reports.server';
import type { Route } from './+types/royalties';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadRoyalties(context, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  return recordPaymentAction(context, request);
}

export function meta() {
  return pageMeta('Royalties', "The studios' royalty statements by month.");
}

const STATE_LABEL = { open: 'Open', final: 'Final', paid: 'Paid' } as const;
const cents = (n: number) => (n / 100).toFixed(2);

const LINE_HEADER = [
  'Kind',
  'Video',
  'License',
  'Quantity',
  'Gross',
  'Deductions',
  'Net',
  'Rate',
  'Royalty',
];
const deductions = (l: RoyaltyStatement['lines'][number]) =>
  l.refundCents + l.chargebackCents + l.feeCents + l.commissionCents;

function StatementDetail({ statement }: { statement: RoyaltyStatement }) {
  const action = useActionData<typeof import('./royalties').action>();
  const navigation = useNavigation();
  const t = statement.totals;
  return (
    <section
      aria-labelledby="statement-title"
      className="mt-8 rounded-md border border-zinc-800 p-4"
    >
      <h2 id="statement-title" className="font-semibold text-lg">
        {statement.studioName}, {statement.month} — {STATE_LABEL[statement.state]}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
        <dt>Gross</dt>
        <dd>{formatCents(t.grossCents)}</dd>
        <dt>Refunds and chargebacks</dt>
        <dd>{formatCents(t.refundCents + t.chargebackCents)}</dd>
        <dt>Payment fees</dt>
        <dd>{formatCents(t.feeCents)}</dd>
        <dt>Affiliate commission</dt>
        <dd>{formatCents(t.commissionCents)}</dd>
        <dt>Net</dt>
        <dd>{formatCents(t.netCents)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(statement.rateBp)}</dd>
        <dt>Royalty</dt>
        <dd>{formatCents(t.royaltyCents)}</dd>
        <dt>On hold / cleared</dt>
        <dd>
          {formatCents(t.onHoldCents)} / {formatCents(t.clearedCents)}
        </dd>
        {statement.paymentReference && (
          <>
            <dt>Payment reference</dt>
            <dd>{statement.paymentReference}</dd>
          </>
        )}
      </dl>
      <DataTable
        caption={`Line items of ${statement.studioName}, ${statement.month}`}
        rows={statement.lines}
        rowKey={(l) => `${l.kind}-${l.videoId}-${l.orderType}-${l.resolution}-${l.rateBp}`}
        empty="No line items."
        columns={[
          { key: 'kind', label: 'Kind', value: (l) => (l.kind === 'sale' ? 'Sale' : 'Adjustment') },
          { key: 'video', label: 'Video', value: (l) => l.videoTitle },
          { key: 'license', label: 'License', value: (l) => `${l.orderType} ${l.resolution}` },
          { key: 'qty', label: 'Quantity', value: (l) => formatCount(l.quantity), numeric: true },
          { key: 'gross', label: 'Gross', value: (l) => formatCents(l.grossCents), numeric: true },
          {
            key: 'ded',
            label: 'Deductions',
            value: (l) => formatCents(deductions(l)),
            numeric: true,
          },
          { key: 'net', label: 'Net', value: (l) => formatCents(l.netCents), numeric: true },
          { key: 'rate', label: 'Rate', value: (l) => formatRate(l.rateBp), numeric: true },
          {
            key: 'royalty',
            label: 'Royalty',
            value: (l) => formatCents(l.royaltyCents),
            numeric: true,
          },
        ]}
      />
      <p className="mt-4">
        <CsvLink
          filename={`royalty-${statement.studioId}-${statement.month}.csv`}
          header={LINE_HEADER}
          rows={statement.lines.map((l) => [
            l.kind === 'sale' ? 'Sale' : 'Adjustment',
            l.videoTitle,
            `${l.orderType} ${l.resolution}`,
            l.quantity,
            cents(l.grossCents),
            cents(deductions(l)),
            cents(l.netCents),
            formatRate(l.rateBp),
            cents(l.royaltyCents),
          ])}
        />
      </p>
      {statement.state === 'final' && (
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          <input type="hidden" name="statement" value={statement.id} />
          <label className="flex flex-col text-sm">
            Payment reference
            <input
              name="reference"
              required
              maxLength={120}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100"
            />
          </label>
          <button type="submit" className="btn btn-solid" disabled={navigation.state !== 'idle'}>
            Record payment
          </button>
        </Form>
      )}
      {action && (
        <p role={action.ok ? 'status' : 'alert'} className="mt-3 text-sm">
          {action.ok ? `Payment recorded: ${action.reference}.` : action.message}
        </p>
      )}
    </section>
  );
}

export default function ManagerRoyalties({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { list, statement } = loaderData;
  return (
    <section aria-labelledby="page-title" aria-busy={navigation.state === 'loading'}>
      <h1 id="page-title" className="font-semibold text-2xl">
        Royalties
      </h1>
      {!list.ok ? (
        <LoadError message={list.message} />
      ) : (
        <DataTable<RoyaltyStatementSummary>
          caption="Royalty statements by studio and month"
          rows={list.data.items}
          rowKey={(s) => s.id}
          empty="No statements yet."
          columns={[
            {
              key: 'statement',
              label: 'Statement',
              value: (s) => (
                <Link to={`?statement=${encodeURIComponent(s.id)}`} className="underline">
                  {s.studioName}, {s.month}
                </Link>
              ),
            },
            { key: 'state', label: 'State', value: (s) => STATE_LABEL[s.state] },
            {
              key: 'net',
              label: 'Net',
              value: (s) => formatCents(s.totals.netCents),
              numeric: true,
            },
            { key: 'rate', label: 'Rate', value: (s) => formatRate(s.rateBp), numeric: true },
            {
              key: 'royalty',
              label: 'Royalty',
              value: (s) => formatCents(s.totals.royaltyCents),
              numeric: true,
            },
            {
              key: 'hold',
              label: 'On hold',
              value: (s) => formatCents(s.totals.onHoldCents),
              numeric: true,
            },
          ]}
        />
      )}
      {statement &&
        (statement.ok ? (
          <StatementDetail statement={statement.data} />
        ) : (
          <LoadError message={statement.message} />
        ))}
    </section>
  );
}
