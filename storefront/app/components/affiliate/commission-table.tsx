import type { CommissionLine } from '@reelcart/contract/affiliate';
import { formatCents } from '../../lib/affiliate/format';
import { DataTable } from '../charts/data-table';

const KIND: Record<CommissionLine['kind'], string> = {
  commission: 'Commission',
  void: 'Refund (void)',
  reversal: 'Refund (share)',
  adjustment: 'Refund adjustment',
};

export function CommissionTable({
  lines,
  caption,
}: {
  lines: readonly CommissionLine[];
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      rows={lines}
      rowKey={(l) => l.id}
      empty="No commissions yet."
      columns={[
        { key: 'date', label: 'Date', value: (l) => l.createdAt.slice(0, 10), kind: 'date' },
        { key: 'order', label: 'Order', value: (l) => l.orderNumber, kind: 'id' },
        { key: 'kind', label: 'Type', value: (l) => KIND[l.kind] },
        { key: 'source', label: 'Source', value: (l) => l.source ?? '—' },
        { key: 'status', label: 'Status', value: (l) => l.status },
        { key: 'base', label: 'Sale', value: (l) => formatCents(l.baseCents), kind: 'money' },
        { key: 'amount', label: 'Amount', value: (l) => formatCents(l.amountCents), kind: 'money' },
      ]}
    />
  );
}
