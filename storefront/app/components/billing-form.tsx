import type { Biller } from '@reelcart/sdk/contract';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { formatPrice } from '../lib/cart/product';
import { PendingButton } from './pending-button';

/** `/billing`'s form: the payment method, the card number or wallet, the error and "Pay $…". */
export function BillingForm({
  billers,
  billerId,
  onBiller,
  total,
  pending,
  error,
  onSubmit,
}: {
  billers: readonly Biller[];
  billerId: string;
  onBiller: (id: string) => void;
  /** The cart's total, as the Pay button shows it. */
  total: number;
  pending: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  const biller = billers.find((b) => b.id === billerId);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm">Payment method</legend>
        {billers.map((b) => (
          <label key={b.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="biller"
              value={b.id}
              checked={b.id === billerId}
              onChange={() => onBiller(b.id)}
            />
            {b.name}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-detail`} className="text-sm">
          {biller?.kind === 'crypto' ? 'Wallet address' : 'Card number'}
        </label>
        <input
          id={`${id}-detail`}
          name="detail"
          autoComplete={biller?.kind === 'crypto' ? 'off' : 'cc-number'}
          className="rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2"
        />
      </div>
      {error ? (
        <p role="alert" className="text-rose-400 text-sm">
          {error}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className="btn btn-solid"
        pending={pending}
        pendingLabel="Paying…"
      >
        {`Pay ${formatPrice(total)}`}
      </PendingButton>
    </form>
  );
}
