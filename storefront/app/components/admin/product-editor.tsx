import {
  type AdminProduct,
  newProductFlags,
  ProductInput,
  ProductUpdate,
} from '@reelcart/contract/admin';
import type { OrderType } from '@reelcart/sdk/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { productFromForm } from '../../admin/resources/products';
import { type FormResult, formatCents, useClientValidation } from '../../lib/admin/forms';
import { pick } from './fields';

const CELL_INPUT =
  'w-24 rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 aria-[invalid=true]:border-rose-500';

const failureFor = (result: FormResult | undefined, intent: string) =>
  result && !result.ok && result.intent === intent ? result : undefined;

/** One product of a video, edited in its row: price, rental hours, download/stream, enabled. */
export function ProductRow({
  product,
  result,
}: {
  product: AdminProduct;
  result: FormResult | undefined;
}) {
  const intent = `product:${product._id}`;
  const failure = failureFor(result, intent);
  const values = failure?.values;
  const formId = `product-${product._id}`;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    ProductUpdate,
    productFromForm,
    failure?.fieldErrors,
  );
  const name = `${product.orderType === 'own' ? 'Own' : 'Rental'} ${product.resolution}`;
  const errorText = Object.values(errors)[0] ?? failure?.formError ?? null;
  return (
    <tr
      className="border-zinc-800 border-t"
      data-testid={`product-${product.orderType}-${product.resolution}`}
    >
      <th scope="row" className="px-2 py-2 text-left font-normal">
        {name}
      </th>
      <td className="px-2 py-2">
        <input
          form={formId}
          name="price"
          aria-label={`${name} price`}
          inputMode="decimal"
          defaultValue={pick(values, 'price', formatCents(product.priceCents))}
          aria-invalid={errors.price ? true : undefined}
          className={CELL_INPUT}
        />
      </td>
      <td className="px-2 py-2">
        {product.orderType === 'rental' ? (
          <input
            form={formId}
            name="rentalHours"
            aria-label={`${name} rental hours`}
            inputMode="numeric"
            defaultValue={pick(values, 'rentalHours', String(product.rentalHours ?? ''))}
            aria-invalid={errors.rentalHours ? true : undefined}
            className={CELL_INPUT}
          />
        ) : (
          '—'
        )}
      </td>
      {(['download', 'stream', 'enabled'] as const).map((flag) => (
        <td key={flag} className="px-2 py-2 text-center">
          <input
            form={formId}
            type="checkbox"
            name={flag}
            aria-label={`${name} ${flag}`}
            defaultChecked={values ? values[flag] === 'on' : product[flag]}
          />
        </td>
      ))}
      <td className="px-2 py-2">
        <Form
          method="post"
          id={formId}
          onSubmit={onSubmit}
          onBlur={onBlur}
          onChange={onFieldChange}
          className="flex flex-col gap-1"
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="orderType" value={product.orderType} />
          <input type="hidden" name="resolution" value={product.resolution} />
          <input type="hidden" name="version" value={product.version} />
          <button type="submit" className="btn btn-outline px-2 py-1" aria-label={`Save ${name}`}>
            Save
          </button>
          {errorText ? (
            <span role="alert" className="text-rose-400 text-xs">
              {errorText}
            </span>
          ) : null}
        </Form>
      </td>
    </tr>
  );
}

/**
 * A new product for the video: own at a resolution, or a rental with its period. The flags start
 * at the kind's defaults (decision 068): an owned copy downloads and streams, a rental streams
 * only; choosing the other kind resets them to its defaults.
 */
export function NewProductForm({ result }: { result: FormResult | undefined }) {
  const failure = failureFor(result, 'add-product');
  const values = failure?.values;
  const [kind, setKind] = useState<OrderType>(
    pick(values, 'orderType', 'own') === 'rental' ? 'rental' : 'own',
  );
  // What the admin typed before a refused save, while the kind is the one they saved with.
  const typed = values && pick(values, 'orderType', '') === kind ? values : undefined;
  const defaults = newProductFlags(kind);
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    ProductInput,
    productFromForm,
    failure?.fieldErrors,
  );
  const field =
    'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm aria-[invalid=true]:border-rose-500';
  const error = (name: string) =>
    errors[name] ? (
      <span id={`new-product-${name}-error`} className="text-rose-400 text-xs">
        {errors[name]}
      </span>
    ) : null;
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      aria-label="Add a product"
      className="mt-3 flex flex-wrap items-end gap-3 text-sm"
    >
      <input type="hidden" name="intent" value="add-product" />
      <label className="flex flex-col gap-1">
        Kind
        <select
          name="orderType"
          value={kind}
          onChange={(event) => setKind(event.target.value === 'rental' ? 'rental' : 'own')}
          className={field}
        >
          <option value="own">Own</option>
          <option value="rental">Rental</option>
        </select>
      </label>
      <label className="flex flex-col gap-1">
        Resolution
        <select
          name="resolution"
          defaultValue={pick(values, 'resolution', 'HD')}
          className={field}
          aria-invalid={errors.resolution ? true : undefined}
          aria-describedby={errors.resolution ? 'new-product-resolution-error' : undefined}
        >
          {['SD', 'HD', 'FHD', '4K'].map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        {error('resolution')}
      </label>
      <label className="flex flex-col gap-1">
        Price (USD)
        <input
          name="price"
          inputMode="decimal"
          defaultValue={pick(values, 'price', '')}
          className={field}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? 'new-product-price-error' : undefined}
        />
        {error('price')}
      </label>
      <label className="flex flex-col gap-1">
        Rental hours
        <input
          name="rentalHours"
          inputMode="numeric"
          defaultValue={pick(values, 'rentalHours', '48')}
          className={field}
          aria-invalid={errors.rentalHours ? true : undefined}
          aria-describedby={errors.rentalHours ? 'new-product-rentalHours-error' : undefined}
        />
        {error('rentalHours')}
      </label>
      {(['download', 'stream', 'enabled'] as const).map((flag) => (
        // Keyed by the kind: another kind starts again from its defaults.
        <label key={`${flag}-${kind}`} className="flex items-center gap-1">
          <input
            type="checkbox"
            name={flag}
            defaultChecked={typed ? typed[flag] === 'on' : defaults[flag]}
          />
          {flag[0]?.toUpperCase()}
          {flag.slice(1)}
        </label>
      ))}
      <button type="submit" className="btn btn-solid">
        Add product
      </button>
      {failure?.formError ? (
        <p role="alert" className="w-full text-rose-400 text-xs">
          {errors.stream ?? failure.formError}
        </p>
      ) : null}
    </Form>
  );
}
