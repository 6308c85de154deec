import type { IntakeStudio } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { PRICE_KEYS, PRICE_LABEL, type StudioActionResult } from '../../admin/intake/studio';
import { formatCents } from '../../lib/admin/forms';
import { TextField } from '../admin/fields';

/** A studio's default prices for rows without one (empty: the store's standard price). */
export function DefaultPrices({
  defaults,
  result,
}: {
  defaults: IntakeStudio['defaults'];
  result: StudioActionResult | undefined;
}) {
  return (
    <section aria-labelledby="defaults-title" className="mt-8">
      <h2 id="defaults-title" className="font-semibold text-lg">
        Default prices
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        Used when a row has no price. Empty uses the store's standard price.
      </p>
      <Form
        method="post"
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Default prices"
      >
        {PRICE_KEYS.map((k) => (
          <TextField
            key={k}
            label={PRICE_LABEL[k]}
            name={k}
            inputMode="decimal"
            defaultValue={defaults[k] === null ? '' : formatCents(defaults[k])}
            error={
              result?.intent === 'defaults' && 'fieldErrors' in result
                ? result.fieldErrors?.[k]
                : undefined
            }
          />
        ))}
        <button type="submit" name="intent" value="defaults" className="btn btn-solid">
          Save prices
        </button>
      </Form>
      {result?.intent === 'defaults' && 'message' in result ? (
        <p role={result.ok ? 'status' : 'alert'} className="mt-2 text-sm">
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
