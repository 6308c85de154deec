import type { AdminProductRow } from '@reelcart/contract/admin';
import { Form, useActionData } from 'react-router';
import { type FormResult, formatCents } from '../../lib/admin/forms';
import { FILTER_CONTROL } from './filter-choice';

/**
 * A product's price on `/admin/products`, edited in its row (`price:{id}`): the row's other fields
 * ride along unchanged; a refused price shows beside it, as typed.
 */
export function PriceCell({ product, label }: { product: AdminProductRow; label: string }) {
  const result = useActionData<FormResult>();
  const intent = `price:${product._id}`;
  const failure = result && !result.ok && result.intent === intent ? result : undefined;
  const typed = failure?.values.price;
  const name = `${product.video.title} ${label} price`;
  // A new version (this save, a bulk change) shows the new price: the form starts afresh.
  return (
    <Form key={product.version} method="post" className="flex items-center justify-end gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={product.version} />
      {/* The price before this save, for its toast's undo (decision 105). */}
      <input type="hidden" name="was" value={product.priceCents} />
      <input type="hidden" name="orderType" value={product.orderType} />
      <input type="hidden" name="resolution" value={product.resolution} />
      <input type="hidden" name="rentalHours" value={product.rentalHours ?? ''} />
      {(['download', 'stream', 'enabled'] as const).map((flag) =>
        product[flag] ? <input key={flag} type="hidden" name={flag} value="on" /> : null,
      )}
      <input
        name="price"
        aria-label={name}
        inputMode="decimal"
        defaultValue={typeof typed === 'string' ? typed : formatCents(product.priceCents)}
        aria-invalid={failure ? true : undefined}
        className="w-20 rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-right aria-[invalid=true]:border-rose-500"
      />
      <button
        type="submit"
        className="btn btn-outline min-h-0 px-2 py-1"
        aria-label={`Save ${name}`}
      >
        Save
      </button>
      {failure ? (
        <span role="alert" className="text-rose-400 text-xs">
          {failure.fieldErrors.price ?? failure.formError}
        </span>
      ) : null}
    </Form>
  );
}

/** The bulk price change of the selected products: by a percent or an amount, previewed first. */
export function BulkPriceForm({ selected }: { selected: AdminProductRow[] }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Change prices">
      {selected.map((p) => (
        <input key={p._id} type="hidden" name="items" value={`${p._id}:${p.version}`} />
      ))}
      <label className="flex flex-col gap-1">
        Change by
        <select name="mode" className={FILTER_CONTROL} defaultValue="percent">
          <option value="percent">Percent</option>
          <option value="fixed">Fixed amount (USD)</option>
        </select>
      </label>
      <label className="flex flex-col gap-1">
        Amount (e.g. -10 or 1.50)
        <input name="amount" className={FILTER_CONTROL} inputMode="decimal" required />
      </label>
      <button type="submit" name="intent" value="preview" className="btn btn-outline">
        Preview new prices
      </button>
    </Form>
  );
}
