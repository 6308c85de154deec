import { randomUUID } from 'node:crypto';
import { AdminRefundRequest, contract } from '@reelcart/contract/admin';
import type { RouterContextProvider } from 'react-router';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import { type OrderActionResult, refundFromForm } from './orders';

type Context = Readonly<RouterContextProvider>;

/**
 * `/admin/orders/{id}`: the order, and a fresh refund key for the refund form — a retried or
 * double-clicked submission of that form answers the same refund (decision 043).
 */
export async function loadOrder(context: Context, url: URL, id: string) {
  const order = await adminLoad(context, url, contract.adminGetOrder, { params: { id } });
  return { order, refundKey: `rf-${randomUUID()}` };
}

export async function refundAction(
  context: Context,
  url: URL,
  form: FormData,
  id: string,
): Promise<OrderActionResult> {
  const result = await submitAdminForm(context, url, form, {
    intent: 'refund',
    call: contract.adminRefundOrder,
    schema: AdminRefundRequest,
    body: refundFromForm(form),
    params: { id },
  });
  if (!result.ok) return result;
  const { refund } = result.data;
  const dollars = (refund.amountCents / 100).toFixed(2);
  const lines = refund.productIds.length;
  const commission =
    refund.commission === 'void'
      ? ' The affiliate commission was voided.'
      : refund.commission === 'reversal'
        ? " The affiliate commission's share of this refund was reversed."
        : refund.commission === 'adjustment'
          ? " The paid-out affiliate commission's share of this refund will be clawed back from the next payout."
          : '';
  return {
    ok: true,
    intent: 'refund',
    message: `Refunded $${dollars} (${lines} ${lines === 1 ? 'line' : 'lines'}).${commission}`,
  };
}
