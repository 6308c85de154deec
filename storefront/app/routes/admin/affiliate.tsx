import {
  AdminAffiliateUpdate,
  AdminVerifyPayment,
  contract,
  MarkPayoutPaid,
} from '@reelcart/contract/admin';
import { useActionData } from 'react-router';
import {
  type AffiliateActionResult,
  affiliateFromForm,
  verificationFromForm,
} from '../../admin/resources/affiliates';
import { AffiliateDetail } from '../../components/admin/affiliate-detail';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/affiliate';

/** `/admin/affiliates/{id}`: one affiliate's terms, payment info, payouts, ledger and history. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('ledger')) || 1));
  const target = { params: { id: params.id } };
  const [affiliate, ledger] = await Promise.all([
    adminLoad(context, url, contract.adminGetAffiliate, target),
    adminLoad(context, url, contract.adminAffiliateLedger, {
      ...target,
      query: { page, limit: 25 },
    }),
  ]);
  return { affiliate, ledger };
}

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<AffiliateActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const target = { params: { id: params.id } };
  if (intent === 'save-affiliate') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminUpdateAffiliate,
      schema: AdminAffiliateUpdate,
      body: affiliateFromForm(form),
      ...target,
    });
    return result.ok ? { ok: true, intent, message: 'Affiliate saved.' } : result;
  }
  if (intent === 'verify-payment' || intent === 'unverify-payment') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminVerifyAffiliatePayment,
      schema: AdminVerifyPayment,
      body: verificationFromForm(form),
      ...target,
    });
    if (!result.ok) return result;
    return {
      ok: true,
      intent,
      message:
        intent === 'verify-payment'
          ? 'Payment info verified: payout runs pay this affiliate.'
          : 'Payment info marked not verified: payout runs skip this affiliate.',
    };
  }
  if (intent === 'mark-paid') {
    const payoutId = String(form.get('payoutId') ?? '');
    const result = await submitAdminForm(context, url, form, {
      intent: `mark-paid:${payoutId}`,
      call: contract.adminMarkPayoutPaid,
      schema: MarkPayoutPaid,
      body: { reference: String(form.get('reference') ?? '') },
      params: { id: payoutId },
    });
    if (!result.ok) return result;
    return {
      ok: true,
      intent: `mark-paid:${payoutId}`,
      message: `Payout marked paid (reference ${result.data.reference}).`,
    };
  }
  return { ok: false, intent, fieldErrors: {}, formError: 'Unknown action.', values: {} };
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb(
  (data: Route.ComponentProps['loaderData']) => data.affiliate?.code,
);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.affiliate ? `Affiliate ${loaderData.affiliate.code}` : 'Affiliate');
}

export default function AdminAffiliatePage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { affiliate, ledger } = loaderData;
  return (
    <AffiliateDetail
      key={`${affiliate.version}-${affiliate.payouts.filter((p) => p.status === 'paid').length}`}
      affiliate={affiliate}
      ledger={ledger}
      result={result}
    />
  );
}
