import type { Order } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import {
  formatDate,
  formatDateTime,
  orderHistory,
  orderLineLabel,
  orderStatusLabel,
} from '../../lib/account/format';
import { formatPrice } from '../../lib/cart/product';
import { OrderRefunds } from './order-refunds';

/** Prints the page; the print stylesheet (app.css, `@media print`) keeps only the receipt. */
export function PrintButton() {
  return (
    <button type="button" className="btn btn-outline print:hidden" onClick={() => window.print()}>
      Print receipt
    </button>
  );
}

/**
 * One order as a receipt: its lines (a link to each video; own at a resolution or a rental with
 * its period; with a coupon, what each line paid; a refunded line's refund), coupon and discount,
 * gateway, status (partially refunded or refunded once it was: decision 064) and its history,
 * totals, and its refunds with what is left of the total.
 */
export function OrderReceipt({ order, billerName }: { order: Order; billerName?: string | null }) {
  const discounted = order.discount > 0;
  const refunded = order.refunds.length > 0;
  const columns = 3 + (discounted ? 1 : 0) + (refunded ? 1 : 0);
  return (
    <article aria-labelledby="page-title" className="receipt">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="font-semibold text-2xl">
          Order {order.orderNumber}
        </h1>
        <PrintButton />
      </div>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-zinc-400">Status</dt>
        <dd data-testid="order-status">{orderStatusLabel(order)}</dd>
        <dt className="text-zinc-400">Placed</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
        <dt className="text-zinc-400">Payment</dt>
        <dd>{billerName ?? order.billerId ?? 'Not paid'}</dd>
        <dt className="text-zinc-400">Coupon</dt>
        <dd>{order.couponCode ?? 'None'}</dd>
      </dl>

      <h2 className="mt-6 font-semibold text-lg">Lines</h2>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Lines of order {order.orderNumber}</caption>
        <thead className="border-zinc-800 border-b text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Video
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Purchase
            </th>
            {refunded ? (
              <th scope="col" className="py-2 pr-4 font-medium">
                Refund
              </th>
            ) : null}
            <th scope="col" className={`py-2 text-right font-medium ${discounted ? 'pr-4' : ''}`}>
              Price
            </th>
            {discounted ? (
              <th scope="col" className="py-2 text-right font-medium">
                Paid
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} className="border-zinc-900 border-b">
              <th scope="row" className="py-2 pr-4 font-medium">
                <Link to={`/videos/${item.slug}`}>{item.title}</Link>
              </th>
              <td className="py-2 pr-4">{orderLineLabel(item)}</td>
              {refunded ? (
                <td className="py-2 pr-4">
                  {item.refund ? (
                    <>
                      Refunded {formatPrice(item.refund.amount)} on{' '}
                      <time dateTime={item.refund.at}>{formatDate(item.refund.at)}</time>
                    </>
                  ) : (
                    'Not refunded'
                  )}
                </td>
              ) : null}
              <td className={`py-2 text-right tabular-nums ${discounted ? 'pr-4' : ''}`}>
                {formatPrice(item.price)}
              </td>
              {discounted ? (
                <td className="py-2 text-right tabular-nums">{formatPrice(item.paid)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" colSpan={columns - 1} className="pt-3 pr-4 text-right font-normal">
              Subtotal
            </th>
            <td className="pt-3 text-right">{formatPrice(order.subtotal)}</td>
          </tr>
          {order.discount > 0 ? (
            <tr>
              <th scope="row" colSpan={columns - 1} className="pr-4 text-right font-normal">
                Discount{order.couponCode ? ` (${order.couponCode})` : ''}
              </th>
              <td className="text-right">−{formatPrice(order.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={columns - 1} className="pr-4 text-right font-semibold">
              Total
            </th>
            <td className="text-right font-semibold">{formatPrice(order.total)}</td>
          </tr>
          {refunded ? (
            <>
              <tr>
                <th scope="row" colSpan={columns - 1} className="pr-4 text-right font-normal">
                  Refunded
                </th>
                <td className="text-right">−{formatPrice(order.refunded)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={columns - 1} className="pr-4 text-right font-semibold">
                  Remaining total
                </th>
                <td className="text-right font-semibold" data-testid="order-remaining">
                  {formatPrice(order.remaining)}
                </td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>

      <OrderRefunds order={order} />

      <h2 className="mt-6 font-semibold text-lg">History</h2>
      <ol className="mt-2 text-sm">
        {orderHistory(order).map((event) => (
          <li key={`${event.label}@${event.at}`}>
            {event.label}: <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </li>
        ))}
        {order.status === 'declined' ? <li>Declined by the payment gateway</li> : null}
      </ol>

      <p className="mt-8 print:hidden">
        <Link to="/dashboard/orders">Back to your orders</Link>
      </p>
    </article>
  );
}
