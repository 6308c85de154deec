import { AdminCouponInput, AdminCouponUpdate, contract } from '@reelcart/contract/admin';
import { checkoutCalls } from '@reelcart/sdk/contract';
import { redirect, useActionData, useSearchParams } from 'react-router';
import { couponFromForm } from '../../admin/resources/coupons';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { CouponEditor } from '../../components/admin/coupon-editor';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { getCommerce } from '../../lib/commerce/commerce.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/coupon';

/** `/admin/coupons/{id}` edits a coupon (with its usage and history); `/admin/coupons/new` creates one. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const [coupon, { billers }] = await Promise.all([
    params.id === 'new'
      ? null
      : adminLoad(context, url, contract.adminGetCoupon, { params: { id: params.id } }),
    getCommerce(context).client.request(checkoutCalls.listBillers),
  ]);
  return { coupon, billers };
}

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<FormResult> {
  const form = await request.formData();
  const body = couponFromForm(form);
  if (params.id === 'new') {
    const result = await submitAdminForm(context, url, form, {
      intent: 'save-coupon',
      call: contract.adminCreateCoupon,
      schema: AdminCouponInput,
      body,
    });
    if (!result.ok) return result;
    throw redirect(`/admin/coupons/${result.data._id}?created=1`);
  }
  const result = await submitAdminForm(context, url, form, {
    intent: 'save-coupon',
    call: contract.adminUpdateCoupon,
    schema: AdminCouponUpdate,
    body,
    params: { id: params.id },
  });
  return result.ok ? { ok: true, intent: 'save-coupon', message: 'Coupon saved.' } : result;
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.coupon?.code);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.coupon ? `Coupon ${loaderData.coupon.code}` : 'New coupon');
}

export default function AdminCouponPage({ loaderData }: Route.ComponentProps) {
  const { coupon, billers } = loaderData;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const created = search.has('created');
  return (
    <CouponEditor
      key={coupon?.version ?? 'new'}
      coupon={coupon}
      billers={billers}
      result={
        result ??
        (created ? { ok: true, intent: 'save-coupon', message: 'Coupon created.' } : undefined)
      }
    />
  );
}
