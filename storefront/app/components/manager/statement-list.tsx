import type { RoyaltyStatementSummary } from '@reelcart/contract/admin';
import { Link } from 'react-router';
import { DataTable } from '../charts/data-table';
import { formatCents, formatRate } from '../reports/format';

export const STATE_LABEL = { open: 'Open', final: 'Final', paid: 'Paid' } as const;

/** `/manager/royalties`: the statements by studio and month, each linking to its detail. */
export function StatementList({ items }: { items: readonly RoyaltyStatementSummary[] }) {
  return (
    <DataTable<RoyaltyStatementSummary>
      caption="Royalty statements by studio and month"
      rows={items}
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
        { key: 'net', label: 'Net', value: (s) => formatCents(s.totals.netCents), kind: 'money' },
        { key: 'rate', label: 'Rate', value: (s) => formatRate(s.rateBp), kind: 'rate' },
        {
          key: 'royalty',
          label: 'Royalty',
          value: (s) => formatCents(s.totals.royaltyCents),
          kind: 'money',
        },
        {
          key: 'hold',
          label: 'On hold',
          value: (s) => formatCents(s.totals.onHoldCents),
          kind: 'money',
        },
      ]}
    />
  );
}
