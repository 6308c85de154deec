import { type AdminOrder, AdminRefundRequest } from '@reelcart/contract/admin';
import { useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  ORDER_STATUS_LABELS,
  type OrderActionResult,
  refundFromForm,
  usd,
} from '../../admin/resources/orders';
import { useClientValidation } from '../../lib/admin/forms';
import { money } from '../../lib/platform/words';
import { AuditHistory, formatWhen } from './audit-history';
import { DetailSection } from './detail-section';
import { useSuccessToast } from './fields';

const EMPTY = 'mt-2 text-sm text-zinc-400';
const CELL = 'border-zinc-800 border-b px-2 py-1';

/**
 * The refund dialog (decision 043): which lines (every line not refunded yet is offered; the
 * button that opened it decides which are ticked), what they return, and a required reason.
 * The refund key comes from the page's loader, so a double submission is one refund.
 */
export function RefundDialog({
  order,
  refundKey,
  result,
  open = false,
  initial,
}: {
  order: AdminOrder;
  refundKey: string;
  result: OrderActionResult | undefined;
  /** Open on first render (stories; and again after a failed submission). */
  open?: boolean;
  initial?: string[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = result && !result.ok && result.intent === 'refund' ? result : undefined;
  const refundable = order.lines.filter((l) => l.refund === null);
  const [selected, setSelected] = useState<string[]>(
    initial ??
      (Array.isArray(failure?.values.productIds)
        ? failure.values.productIds
        : typeof failure?.values.productIds === 'string'
          ? [failure.values.productIds]
          : refundable.map((l) => l.productId)),
  );
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    AdminRefundRequest,
    refundFromForm,
    failure?.fieldErrors,
  );
  const amount = refundable
    .filter((l) => selected.includes(l.productId))
    .reduce((s, l) => s + l.paidCents, 0);
  const show = (productIds: string[]) => {
    setSelected(productIds);
    dialog.current?.showModal();
  };
  const ref = (node: HTMLDialogElement | null) => {
    dialog.current = node;
    if (node && (open || failure) && !node.open) node.showModal?.();
  };
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-solid"
          disabled={refundable.length === 0}
          onClick={() => show(refundable.map((l) => l.productId))}
        >
          Refund order…
        </button>
        {refundable.length > 1
          ? refundable.map((l) => (
              <button
                key={l.productId}
                type="button"
                className="btn btn-outline"
                onClick={() => show([l.productId])}
              >
                Refund {l.videoTitle} ({l.resolution})…
              </button>
            ))
          : null}
      </div>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto w-full max-w-lg rounded-lg border border-zinc-700 bg-zinc-900 p-5 text-zinc-100 backdrop:bg-black/60"
        data-testid="refund-dialog"
      >
        <h2 id={titleId} className="font-semibold text-lg">
          Refund {order.orderNumber}
        </h2>
        <Form
          method="post"
          onSubmit={onSubmit}
          onBlur={onBlur}
          onChange={onFieldChange}
          noValidate
          className="mt-3 flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="refundKey" value={refundKey} />
          <fieldset>
            <legend className="text-sm">Lines to refund</legend>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {refundable.map((l) => (
                <li key={l.productId}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="productIds"
                      value={l.productId}
                      checked={selected.includes(l.productId)}
                      onChange={(e) =>
                        setSelected((was) =>
                          e.target.checked
                            ? [...was, l.productId]
                            : was.filter((id) => id !== l.productId),
                        )
                      }
                    />
                    {l.videoTitle} · {l.resolution} · {l.orderType === 'rental' ? 'rental' : 'own'}{' '}
                    · {usd(l.paidCents)}
                  </label>
                </li>
              ))}
            </ul>
            {errors.productIds ? (
              <p className="mt-1 text-rose-300 text-sm">{errors.productIds}</p>
            ) : null}
          </fieldset>
          <p className="text-sm" data-testid="refund-amount">
            Refund {usd(amount)}: the buyer loses access to these videos at once
            {order.attribution &&
            order.attribution.commissionStatus !== 'voided' &&
            order.attribution.commissionStatus !== 'clawed back'
              ? ", and the affiliate commission's share of this amount is reversed (before payout; clawed back from the next payout if already paid out)"
              : ''}
            .
          </p>
          <div className="flex flex-col gap-1">
            <label htmlFor={reasonId} className="text-sm">
              Reason (required)
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              required
              defaultValue={typeof failure?.values.reason === 'string' ? failure.values.reason : ''}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              className="rounded-md border border-zinc-600 bg-zinc-950 px-2 py-1 text-sm"
            />
            {errors.reason ? (
              <p id={`${reasonId}-error`} className="text-rose-300 text-sm">
                {errors.reason}
              </p>
            ) : null}
          </div>
          {failure?.formError ? (
            <p role="alert" className="text-rose-300 text-sm">
              {failure.formError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-solid"
              disabled={busy || selected.length === 0}
            >
              {busy ? 'Refunding…' : `Refund ${usd(amount)}`}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}

/**
 * `/admin/orders/{id}`: the order's lines (with their paid share and refund), payments, coupon,
 * attribution, refunds and timeline, and the refund dialog.
 */
export function OrderDetail({
  order,
  refundKey,
  result,
  dialogOpen = false,
}: {
  order: AdminOrder;
  refundKey: string;
  result: OrderActionResult | undefined;
  dialogOpen?: boolean;
}) {
  // A refund (and any other action here) also says so in a toast (issue 33).
  useSuccessToast(result?.ok ? result.message : undefined, result?.intent ?? '', result);
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/orders" className="underline">
          Orders
        </Link>
      </p>
      <h1 id="page-title" className="font-semibold text-2xl">
        Order {order.orderNumber}
      </h1>
      {result?.ok ? (
        <p role="status" className="mt-2 text-emerald-300 text-sm">
          {result.message}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">Status</dt>
        <dd data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt className="text-zinc-400">Buyer</dt>
        <dd>
          <Link to={`/admin/users/${order.buyerId}`} className="underline">
            {order.buyerEmail}
          </Link>
        </dd>
        <dt className="text-zinc-400">Created</dt>
        <dd>{formatWhen(order.createdAt)}</dd>
        <dt className="text-zinc-400">Paid</dt>
        <dd>{order.paidAt ? formatWhen(order.paidAt) : '—'}</dd>
        <dt className="text-zinc-400">Subtotal / discount / total</dt>
        <dd>
          {usd(order.subtotalCents)} / {usd(order.discountCents)} / {usd(order.totalCents)}
        </dd>
        <dt className="text-zinc-400">Refunded</dt>
        <dd data-testid="order-refunded">{usd(order.refundedCents)}</dd>
      </dl>

      <DetailSection id="order-lines-title" title="Lines">
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead>
            <tr>
              <th className={CELL}>Video</th>
              <th className={CELL}>Resolution / type</th>
              <th className={`${CELL} text-right`}>Price</th>
              <th className={`${CELL} text-right`}>Paid</th>
              <th className={CELL}>Refund</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.productId} data-testid="order-line">
                <td className={CELL}>
                  {l.videoSlug ? (
                    <Link to={`/admin/videos/${l.videoSlug}`} className="underline">
                      {l.videoTitle}
                    </Link>
                  ) : (
                    l.videoTitle
                  )}
                </td>
                <td className={CELL}>
                  {l.resolution} · {l.orderType === 'rental' ? 'rental' : 'own'}
                </td>
                <td className={`${CELL} text-right`}>{usd(l.priceCents)}</td>
                <td className={`${CELL} text-right`}>{usd(l.paidCents)}</td>
                <td className={CELL}>
                  {l.refund
                    ? `Refunded ${usd(l.refund.amountCents)} · ${formatWhen(l.refund.at)}`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.status === 'paid' || order.status === 'partially_refunded' ? (
          <RefundDialog order={order} refundKey={refundKey} result={result} open={dialogOpen} />
        ) : (
          <p className={EMPTY}>
            {order.status === 'refunded'
              ? 'Every line is refunded.'
              : 'Only paid orders can be refunded.'}
          </p>
        )}
      </DetailSection>

      <DetailSection id="order-payments-title" title="Payments">
        {order.payments.length === 0 ? (
          <p className={EMPTY}>No payment attempts.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {order.payments.map((p) => (
              <li key={p._id}>
                {formatWhen(p.createdAt)} · {p.gateway} · {p.status} · {usd(p.amountCents)}
                {p.reference ? ` · ${p.reference}` : ''}
                {p.message ? ` · ${p.message}` : ''}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="order-coupon-title" title="Coupon and attribution">
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-zinc-400">Coupon</dt>
          <dd>
            {order.coupon
              ? `${order.coupon.code} (${order.coupon.percentOff ? `${order.coupon.percentOff} %` : usd(order.coupon.amountOffCents ?? 0)} off)`
              : '—'}
          </dd>
          <dt className="text-zinc-400">Affiliate</dt>
          <dd data-testid="order-affiliate">
            {order.attribution
              ? `${order.attribution.affiliateCode} · commission ${usd(order.attribution.commissionCents)} (${order.attribution.commissionStatus})`
              : '—'}
          </dd>
          <dt className="text-zinc-400">Source / landing page</dt>
          <dd>
            {order.attribution
              ? `${order.attribution.source ?? '—'} / ${order.attribution.landingPage ?? '—'}`
              : '—'}
          </dd>
        </dl>
      </DetailSection>

      <DetailSection id="order-timeline-title" title="Timeline">
        <ol className="mt-2 flex flex-col gap-1 text-sm" data-testid="order-timeline">
          {order.timeline.map((e) => (
            <li key={`${e.at}-${e.kind}-${e.label}-${e.detail ?? ''}`}>
              <time dateTime={e.at} className="text-zinc-400">
                {formatWhen(e.at)}
              </time>{' '}
              {e.label}
              {e.actorEmail ? ` · by ${e.actorEmail}` : ''}
              {e.detail ? ` · ${e.detail}` : ''}
              {e.amountCents !== undefined ? ` · ${money(e.amountCents)}` : ''}
            </li>
          ))}
        </ol>
      </DetailSection>
      <AuditHistory entries={order.history} />
    </section>
  );
}
