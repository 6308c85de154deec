import type { AdminLedgerPage } from '@reelcart/contract/admin';
import { Link } from 'react-router';
import { percentOf } from '../../admin/resources/affiliates';
import { formatCents } from '../../lib/admin/forms';
import { DetailSection } from './detail-section';

const money = (cents: number) => `$${formatCents(cents)}`;
const EMPTY = 'mt-2 text-sm text-zinc-400';

/** An affiliate's commission ledger, newest first, a page at a time (`?ledger=`). */
export function AffiliateLedger({
  affiliateId,
  ledger,
}: {
  affiliateId: string;
  ledger: AdminLedgerPage;
}) {
  const ledgerHref = (page: number) =>
    `/admin/affiliates/${affiliateId}?ledger=${page}#ledger-title`;
  return (
    <DetailSection id="ledger-title" title={`Ledger (${ledger.total} entries)`}>
      {ledger.items.length === 0 ? (
        <p className={EMPTY}>No ledger entries yet.</p>
      ) : (
        <>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">
              Ledger entries, newest first, page {ledger.page} of {ledger.totalPages}
            </caption>
            <thead>
              <tr className="text-zinc-400">
                <th scope="col">Booked</th>
                <th scope="col">Order</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col" className="text-right">
                  Rate
                </th>
                <th scope="col" className="text-right">
                  Base
                </th>
                <th scope="col" className="text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.items.map((e) => (
                <tr key={e.id}>
                  <td>{e.createdAt.slice(0, 10)}</td>
                  <td>#{e.orderNumber}</td>
                  <td>{e.kind}</td>
                  <td>{e.status}</td>
                  <td className="text-right">{percentOf(e.rateBp)}</td>
                  <td className="text-right">{money(e.baseCents)}</td>
                  <td className="text-right">{money(e.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Ledger pages" className="mt-2 flex items-center gap-3 text-sm">
            {ledger.page > 1 ? (
              <Link to={ledgerHref(ledger.page - 1)} className="underline">
                Newer entries
              </Link>
            ) : null}
            <span>
              Page {ledger.page} of {Math.max(ledger.totalPages, 1)}
            </span>
            {ledger.page < ledger.totalPages ? (
              <Link to={ledgerHref(ledger.page + 1)} className="underline">
                Older entries
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </DetailSection>
  );
}
