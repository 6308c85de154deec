import { Form, Link } from 'react-router';
import type { ProductsAction } from '../../admin/resources/products';
import { formatCents } from '../../lib/admin/forms';
import { SaveMessage, useSuccessToast } from './fields';

/**
 * What `/admin/products` says after an action: a saved price, a refused bulk change, or a bulk
 * change's preview (before and after each product, with "Apply these prices") or its result.
 */
export function PriceChange({
  result,
  query,
}: {
  result: ProductsAction | undefined;
  query: Record<string, string>;
}) {
  const preview = result?.ok && 'preview' in result ? result : undefined;
  const bulkFailure =
    result && !result.ok && (result.intent === 'preview' || result.intent === 'apply')
      ? result
      : undefined;
  // Applying a bulk change saves prices: it says so in a toast too (issue 33); a preview does not.
  useSuccessToast(preview?.intent === 'apply' ? preview.message : undefined, 'apply', result);
  return (
    <>
      {result?.ok && !('preview' in result) ? (
        <SaveMessage result={result} intent={result.intent} />
      ) : null}
      {bulkFailure ? (
        <p role="alert" className="mb-3 text-rose-400 text-sm">
          {bulkFailure.fieldErrors.amount ?? bulkFailure.formError}
        </p>
      ) : null}
      {preview ? (
        <section
          aria-labelledby="preview-title"
          className="mb-4 rounded-md border border-zinc-700 p-3 text-sm"
        >
          <h2 id="preview-title" className="font-semibold">
            {preview.intent === 'apply' ? 'Applied' : 'Preview'}
          </h2>
          <p role="status">{preview.message}</p>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Prices before and after</caption>
            <thead className="text-zinc-400">
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="text-right">
                  Before
                </th>
                <th scope="col" className="text-right">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.preview.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="font-normal">
                    {item.video} · {item.name}
                  </th>
                  <td className="text-right tabular-nums">${formatCents(item.beforeCents)}</td>
                  <td className="text-right tabular-nums">${formatCents(item.afterCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.intent === 'preview' ? (
            <Form method="post" className="mt-3 flex gap-2">
              {[preview.values.items].flat().map((item) => (
                <input key={item} type="hidden" name="items" value={item} />
              ))}
              <input type="hidden" name="mode" value={String(preview.values.mode)} />
              <input type="hidden" name="amount" value={String(preview.values.amount)} />
              <button type="submit" name="intent" value="apply" className="btn btn-solid">
                Apply these prices
              </button>
              <Link
                to={`/admin/products${query ? `?${new URLSearchParams(query).toString()}` : ''}`}
                className="btn btn-outline"
              >
                Cancel
              </Link>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
