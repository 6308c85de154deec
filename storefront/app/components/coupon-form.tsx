import { useCart } from '@reelcart/sdk/react';
import { type FormEvent, useId, useState } from 'react';
import { PendingButton } from './pending-button';

/** Coupon entry and removal through the cart service; its errors inline. */
export function CouponForm() {
  const { appliedCoupon, applyCoupon, removeCoupon } = useCart();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function run(action: () => ReturnType<typeof removeCoupon>) {
    setPending(true);
    setError(null);
    const result = await action();
    setPending(false);
    if (result.error) setError(result.error.message);
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError('Enter a coupon code.');
      return;
    }
    void run(() => applyCoupon(code));
  }

  const errorLine = error ? (
    <p id={`${id}-error`} role="alert" className="text-rose-400 text-sm">
      {error}
    </p>
  ) : null;
  if (appliedCoupon) {
    return (
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-3 text-sm">
          Coupon <strong data-testid="applied-coupon">{appliedCoupon.code}</strong>
          <PendingButton
            className="btn btn-outline"
            pending={pending}
            pendingLabel="Removing…"
            onClick={() => void run(removeCoupon)}
          >
            Remove coupon
          </PendingButton>
        </p>
        {errorLine}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-code`} className="text-sm">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2 uppercase"
        />
        <PendingButton
          type="submit"
          className="btn btn-outline"
          pending={pending}
          pendingLabel="Applying…"
        >
          Apply
        </PendingButton>
      </div>
      {errorLine}
    </form>
  );
}
