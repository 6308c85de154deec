import type { AdminVideo } from '@reelcart/contract/admin';
import type { FormResult } from '../../lib/admin/forms';
import { SaveMessage } from './fields';
import { NewProductForm, ProductRow } from './product-editor';
import { money } from './revenue-chart';

/**
 * A video's products on `/admin/videos/{slug}`, each edited in its row (`product:{id}`), a form to
 * add one, and the video's sales.
 */
export function VideoProducts({
  video,
  result,
}: {
  video: AdminVideo;
  result: FormResult | undefined;
}) {
  return (
    <>
      <section aria-labelledby="products-title" className="mt-8">
        <h2 id="products-title" className="font-semibold text-lg">
          Products
        </h2>
        <SaveMessage
          result={result?.intent.startsWith('product:') && result.ok ? result : undefined}
          intent={result?.intent ?? ''}
        />
        {video.products.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">
            No products yet: the video cannot be bought until it has one.
          </p>
        ) : (
          <div className="relative mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Products of this video</caption>
              <thead className="text-left text-zinc-400">
                <tr>
                  <th scope="col" className="px-2">
                    Product
                  </th>
                  <th scope="col" className="px-2">
                    Price (USD)
                  </th>
                  <th scope="col" className="px-2">
                    Rental hours
                  </th>
                  <th scope="col" className="px-2">
                    Download
                  </th>
                  <th scope="col" className="px-2">
                    Stream
                  </th>
                  <th scope="col" className="px-2">
                    Enabled
                  </th>
                  <th scope="col" className="px-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {video.products.map((p) => (
                  <ProductRow key={`${p._id}-${p.version}`} product={p} result={result} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <SaveMessage result={result} intent="add-product" />
        <NewProductForm key={video.products.length} result={result} />
      </section>
      <section aria-labelledby="sales-title" className="mt-8">
        <h2 id="sales-title" className="font-semibold text-lg">
          Sales
        </h2>
        <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-zinc-400">Units sold</dt>
            <dd data-testid="sales-units">{video.sales.units}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">Of which rentals</dt>
            <dd>{video.sales.rentals}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">Revenue</dt>
            <dd>{money(video.sales.revenueCents)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
