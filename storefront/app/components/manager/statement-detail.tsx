import type { RoyaltyStatement, StatementLine } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { type Column, DataTable, figure } from '../charts/data-table';
import { sumsOf } from '../charts/totals';
import { CsvLink } from '../reports/csv-link';
import { formatCents, formatCount, formatRate } from '../reports/format';
import { STATE_LABEL } from './statement-list';

/** What the "record a payment" action answered (see recordPaymentAction). */
export type PaymentResult = { ok: true; reference: string } | { ok: false; message: string };

export const LINE_CSV_HEADER = [
  'Kind',
  'Video',
  'License',
  'Quantity',
  'Gross',
  'Deductions',
  'Net',
  'Rate',
  'Royalty',
] as const;

/** Refunds, chargebacks, payment fees and affiliate commission of a line (decision 035). */
export const deductions = (l: StatementLine) =>
  l.refundCents + l.chargebackCents + l.feeCents + l.commissionCents;

const dollars = (n: number) => (n / 100).toFixed(2);
const kindLabel = (l: StatementLine) => (l.kind === 'sale' ? 'Sale' : 'Adjustment');

/** One CSV row per line item, the same figures as the table (amounts in dollars). */
export const statementCsvRow = (l: StatementLine) => [
  kindLabel(l),
  l.videoTitle,
  `${l.orderType} ${l.resolution}`,
  l.quantity,
  dollars(l.grossCents),
  dollars(deductions(l)),
  dollars(l.netCents),
  formatRate(l.rateBp),
  dollars(l.royaltyCents),
];

/**
 * The line items' columns; the totals row shows the statement's totals as the API answers them
 * (its quantity is the lines' sum), and its rate — not a sum of the lines' rates.
 */
function lineColumns(rateBp: number | null): Column<StatementLine>[] {
  return [
    { key: 'kind', label: 'Kind', value: kindLabel },
    { key: 'video', label: 'Video', value: (l) => l.videoTitle },
    { key: 'license', label: 'License', value: (l) => `${l.orderType} ${l.resolution}` },
    figure('qty', 'Quantity', 'count', (l) => l.quantity, formatCount),
    figure('gross', 'Gross', 'money', (l) => l.grossCents, formatCents),
    figure('ded', 'Deductions', 'money', deductions, formatCents),
    figure('net', 'Net', 'money', (l) => l.netCents, formatCents),
    {
      key: 'rate',
      label: 'Rate',
      value: (l) => formatRate(l.rateBp),
      kind: 'rate',
      total: () => formatRate(rateBp),
    },
    figure('royalty', 'Royalty', 'money', (l) => l.royaltyCents, formatCents),
  ];
}

/**
 * A statement's detail: its totals (on hold and cleared), line items (sales and adjustments that
 * carry a refund forward), the CSV of the lines, and for a final statement the payment form.
 */
export function StatementDetail({
  statement,
  result,
  busy = false,
}: {
  statement: RoyaltyStatement;
  result?: PaymentResult | undefined;
  busy?: boolean;
}) {
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
        columns={lineColumns(statement.rateBp)}
        totals={{
          qty: sumsOf(statement.lines, [{ key: 'qty', sum: (l) => l.quantity }]).qty ?? 0,
          gross: t.grossCents,
          ded: t.refundCents + t.chargebackCents + t.feeCents + t.commissionCents,
          net: t.netCents,
          royalty: t.royaltyCents,
        }}
      />
      <p className="mt-4">
        <CsvLink
          filename={`royalty-${statement.studioId}-${statement.month}.csv`}
          header={LINE_CSV_HEADER}
          rows={statement.lines.map(statementCsvRow)}
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
              aria-invalid={result?.ok === false ? true : undefined}
              aria-describedby={result ? 'payment-result' : undefined}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100"
            />
          </label>
          <button type="submit" className="btn btn-solid" disabled={busy}>
            Record payment
          </button>
        </Form>
      )}
      {result && (
        <p id="payment-result" role={result.ok ? 'status' : 'alert'} className="mt-3 text-sm">
          {result.ok ? `Payment recorded: ${result.reference}.` : result.message}
        </p>
      )}
    </section>
  );
}
