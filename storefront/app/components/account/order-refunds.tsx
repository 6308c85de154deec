import type { Order } from '@reelcart/sdk/contract';
import { formatDateTime } from '../../lib/account/format';
import { formatPrice } from '../../lib/cart/product';

/**
 * The refunds of an order as its buyer sees them (decision 064): when, which lines and how much,
 * oldest first. Renders nothing for an order without refunds.
 */
export function OrderRefunds({
  order,
}: {
  order: Pick<Order, 'orderNumber' | 'items' | 'refunds'>;
}) {
  if (order.refunds.length === 0) return null;
  const titleOf = new Map(order.items.map((i) => [i.productId, i.title]));
  return (
    <section aria-labelledby="refunds-title" className="mt-6">
      <h2 id="refunds-title" className="font-semibold text-lg">
        Refunds
      </h2>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Refunds of order {order.orderNumber}</caption>
        <thead className="border-zinc-800 border-b text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Lines
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((refund) => (
            <tr key={refund._id} className="border-zinc-900 border-b">
              <td className="py-2 pr-4">
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
                {refund.kind === 'chargeback' ? ' (chargeback)' : null}
              </td>
              <td className="py-2 pr-4">
                {refund.productIds.map((id) => titleOf.get(id) ?? id).join(', ')}
              </td>
              <td className="py-2 text-right tabular-nums">{formatPrice(refund.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
