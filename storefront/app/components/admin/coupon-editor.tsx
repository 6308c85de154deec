import { type AdminCoupon, AdminCouponInput, AdminCouponUpdate } from '@reelcart/contract/admin';
import type { Biller } from '@reelcart/sdk/contract';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import {
  couponFromForm,
  dayOf,
  discountLabel,
  formatUsd,
  STATE_LABELS,
  usesLabel,
} from '../../admin/resources/coupons';
import { type FormResult, formatCents, useClientValidation } from '../../lib/admin/forms';
import { AuditHistory } from './audit-history';
import { CheckField, pick, pickList, SaveMessage, TextField } from './fields';

/** Usage figures of one coupon: uses against the limits, customers, discount given, revenue. */
export function CouponUsageFigures({ coupon }: { coupon: AdminCoupon }) {
  const { usage } = coupon;
  const figures: Array<[string, string]> = [
    ['State', STATE_LABELS[coupon.state]],
    ['Times used', usesLabel(usage.timesUsed, coupon.usageLimit)],
    ['Customers', String(usage.distinctUsers)],
    ['Discount given', formatUsd(usage.discountCents)],
    ['Revenue of its orders', formatUsd(usage.revenueCents)],
  ];
  return (
    <section aria-labelledby="coupon-usage-title" className="mt-4">
      <h2 id="coupon-usage-title" className="sr-only">
        Usage
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-zinc-700 p-3">
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="font-semibold text-lg" data-testid={`usage-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The coupon form (create, or edit at a version): code, percent or amount off, payment gateways
 * (none ticked = every gateway, spec §5), valid from / to (whole days, UTC), total and per-customer
 * limits, minimum subtotal, active. The contract's schema checks it in the browser and the action.
 */
export function CouponEditor({
  coupon,
  billers,
  result,
}: {
  coupon: AdminCoupon | null;
  billers: Biller[];
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values;
  const [discountType, setDiscountType] = useState(
    pick(values, 'discountType', coupon?.discountType ?? 'percent'),
  );
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    coupon ? AdminCouponUpdate : AdminCouponInput,
    couponFromForm,
    failure?.fieldErrors,
  );
  const gateways = pickList(values, 'appliesToGateway', coupon?.appliesToGateway ?? []);
  const cents = (v: number | null | undefined) => (v == null ? '' : formatCents(v));
  const title = coupon ? `Coupon ${coupon.code}` : 'New coupon';
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/coupons" className="underline">
          Coupons
        </Link>
      </p>
      <h1 id="page-title" className="font-semibold text-2xl">
        {title}
        {coupon ? (
          <span className="ml-3 font-normal text-base text-zinc-400">{discountLabel(coupon)}</span>
        ) : null}
      </h1>
      {coupon ? <CouponUsageFigures coupon={coupon} /> : null}
      <Form
        method="post"
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={onFieldChange}
        aria-label="Coupon details"
        className="mt-6 grid gap-4 md:grid-cols-2"
        noValidate
      >
        <input type="hidden" name="intent" value="save-coupon" />
        {coupon ? <input type="hidden" name="version" value={coupon.version} /> : null}
        <TextField
          label="Code"
          name="code"
          defaultValue={pick(values, 'code', coupon?.code ?? '')}
          error={errors.code}
          hint="3 to 32 letters, digits, - or _; stored upper case, unique in any case."
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">Discount</legend>
          <div className="flex gap-4 text-sm">
            {(['percent', 'amount'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="discountType"
                  value={kind}
                  checked={discountType === kind}
                  onChange={() => setDiscountType(kind)}
                />
                {kind === 'percent' ? 'Percent off' : 'Amount off'}
              </label>
            ))}
          </div>
          {discountType === 'percent' ? (
            <TextField
              label="Percent off (1–100)"
              name="percentOff"
              inputMode="numeric"
              defaultValue={pick(values, 'percentOff', String(coupon?.percentOff ?? ''))}
              error={errors.percentOff}
            />
          ) : (
            <TextField
              label="Amount off ($)"
              name="amountOffCents"
              inputMode="decimal"
              defaultValue={pick(values, 'amountOffCents', cents(coupon?.amountOffCents))}
              error={errors.amountOffCents}
              hint="Never more than the cart's subtotal."
            />
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-1" aria-describedby="coupon-gateways-hint">
          <legend className="mb-1 text-sm">Payment gateways</legend>
          {billers.map((b) => (
            <label key={b.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="appliesToGateway"
                value={b.id}
                defaultChecked={gateways.includes(b.id)}
              />
              {b.name}
            </label>
          ))}
          <span id="coupon-gateways-hint" className="text-xs text-zinc-400">
            None ticked: every gateway.
          </span>
          {errors.appliesToGateway ? (
            <span className="text-rose-400 text-xs">{errors.appliesToGateway}</span>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Valid from"
            name="startsAt"
            type="date"
            defaultValue={pick(values, 'startsAt', dayOf(coupon?.startsAt ?? null))}
            error={errors.startsAt}
            hint="From 00:00 UTC; empty: now."
          />
          <TextField
            label="Valid to"
            name="expiresAt"
            type="date"
            defaultValue={pick(values, 'expiresAt', dayOf(coupon?.expiresAt ?? null, true))}
            error={errors.expiresAt}
            hint="Through that day (UTC); empty: no end."
          />
        </div>
        <TextField
          label="Total uses"
          name="usageLimit"
          inputMode="numeric"
          defaultValue={pick(values, 'usageLimit', String(coupon?.usageLimit ?? ''))}
          error={errors.usageLimit}
          hint="Across every customer; empty: no limit."
        />
        <TextField
          label="Uses per customer"
          name="perUserLimit"
          inputMode="numeric"
          defaultValue={pick(values, 'perUserLimit', String(coupon?.perUserLimit ?? ''))}
          error={errors.perUserLimit}
          hint="Empty: no limit."
        />
        <TextField
          label="Minimum subtotal ($)"
          name="minSubtotalCents"
          inputMode="decimal"
          defaultValue={pick(values, 'minSubtotalCents', cents(coupon?.minSubtotalCents))}
          error={errors.minSubtotalCents}
          hint="Empty: no minimum."
        />
        <div className="flex items-end">
          <CheckField
            label="Active"
            name="active"
            defaultChecked={values ? values.active === 'on' : (coupon?.active ?? true)}
          />
        </div>
        <div className="flex flex-col gap-2 md:col-span-2">
          <SaveMessage
            result={result}
            intent="save-coupon"
            {...(coupon ? { reloadHref: `/admin/coupons/${coupon._id}` } : {})}
          />
          <button type="submit" className="btn btn-solid self-start">
            {coupon ? 'Save coupon' : 'Create coupon'}
          </button>
        </div>
      </Form>
      {coupon ? <AuditHistory entries={coupon.history} /> : null}
    </section>
  );
}
