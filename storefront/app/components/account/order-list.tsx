import type { Order } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import { formatDate, lineCount, orderStatusLabel } from '../../lib/account/format';
import { formatPrice } from '../../lib/cart/product';
import { Pagination } from '../pagination';

export interface OrderListProps {
  orders: readonly Order[];
  page: number;
  totalPages: number;
  total: number;
  /** A navigation to another page of orders is under way. */
  loading?: boolean;
}

/** The user's orders, newest first: number (a link to the order), date, status, lines, total. */
export function OrderList({ orders, page, totalPages, total, loading = false }: OrderListProps) {
  if (total === 0 || orders.length === 0) {
    return (
      <div className="mt-6 rounded-md border border-zinc-800 p-6">
        <p>{total === 0 ? 'You have no orders yet.' : 'There are no orders on this page.'}</p>
        <p className="mt-4">
          <Link to={total === 0 ? '/videos' : '/dashboard/orders'} className="btn btn-solid">
            {total === 0 ? 'Browse videos' : 'Back to the first page'}
          </Link>
        </p>
      </div>
    );
  }
  return (
    // Busy without dimming: faded text would fall below contrast; the status line says it loads.
    <div aria-busy={loading || undefined} className={loading ? 'cursor-progress' : undefined}>
      <p role="status" className="text-sm text-zinc-400">
        {loading ? 'Loading orders…' : `${total} ${total === 1 ? 'order' : 'orders'}`}
      </p>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead className="border-zinc-800 border-b text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Order
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Lines
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id} className="border-zinc-900 border-b">
                <th scope="row" className="py-2 pr-4 font-medium">
                  <Link to={`/dashboard/orders/${encodeURIComponent(order.orderNumber)}`}>
                    {order.orderNumber}
                  </Link>
                </th>
                <td className="py-2 pr-4">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </td>
                <td className="py-2 pr-4">{orderStatusLabel(order)}</td>
                <td className="py-2 pr-4">{lineCount(order.items.length)}</td>
                <td className="py-2 text-right tabular-nums">{formatPrice(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={totalPages} />
    </div>
  );
}
