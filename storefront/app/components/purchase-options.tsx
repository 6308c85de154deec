import type { CartProduct, CatalogueProduct, VideoDetail } from '@reelcart/sdk/contract';
import { useCart, useOwnership } from '@reelcart/sdk/react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  orderTypeLabel,
  RESOLUTION_LABEL,
  sortProducts,
  toCartProduct,
} from '../lib/cart-product';
import { addToCartEarly } from '../lib/commerce-start';
import { useLiveCommerce } from './deferred-commerce';

type VideoForOptions = Pick<
  VideoDetail,
  '_id' | 'slug' | 'title' | 'thumbnail' | 'cover' | 'dvdId' | 'products'
>;

/** The video's products: own at each resolution, then rental; each with its cart state. */
export function PurchaseOptions({ video }: { video: VideoForOptions }) {
  const products = sortProducts(video.products);
  if (products.length === 0) return <p className="text-zinc-400">Not available for purchase.</p>;
  return (
    <section aria-labelledby="purchase-title" className="mt-6">
      <h2 id="purchase-title" className="font-semibold text-lg">
        Purchase options
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {products.map((product) => (
          <PurchaseOption
            key={product._id}
            product={toCartProduct(video, product)}
            rentalHours={product.rentalHours}
          />
        ))}
      </ul>
    </section>
  );
}

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <span className={on ? 'text-emerald-400' : 'text-zinc-400 line-through'}>
      {label}
      <span className="sr-only">{on ? ': yes' : ': no'}</span>
    </span>
  );
}

type OptionProps = { product: CartProduct; rentalHours: CatalogueProduct['rentalHours'] };

/** Before the SDK runs the option renders from the page; a click is queued (lib/commerce-start.ts). */
function PurchaseOption(props: OptionProps) {
  return useLiveCommerce() ? <LivePurchaseOption {...props} /> : <EarlyPurchaseOption {...props} />;
}

function LivePurchaseOption({ product, rentalHours }: OptionProps) {
  const { add } = useCart();
  const { owned, reason, inCart } = useOwnership(product);
  return (
    <OptionRow
      product={product}
      rentalHours={rentalHours}
      state={owned ? { owned: reason } : inCart ? 'inCart' : 'addable'}
      onAdd={() => add(product)}
    />
  );
}

function EarlyPurchaseOption({ product, rentalHours }: OptionProps) {
  const [queued, setQueued] = useState(false);
  return (
    <OptionRow
      product={product}
      rentalHours={rentalHours}
      state={queued ? 'inCart' : 'addable'}
      onAdd={() => {
        setQueued(true);
        addToCartEarly(product);
      }}
    />
  );
}

function OptionRow({
  product,
  rentalHours,
  state,
  onAdd,
}: OptionProps & {
  state: 'addable' | 'inCart' | { owned: string | null };
  onAdd: () => void;
}) {
  const name = `${orderTypeLabel(product.orderType, rentalHours)} · ${RESOLUTION_LABEL[product.resolution]}`;
  const labelId = `option-${product._id}`;
  return (
    <li
      aria-labelledby={labelId}
      data-testid="purchase-option"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-zinc-800 px-3 py-2"
    >
      <span id={labelId} className="min-w-48 font-medium">
        {name}
      </span>
      <span className="tabular-nums">{formatPrice(product.currentPrice)}</span>
      <span className="flex gap-3 text-xs">
        <Flag on={product.download} label="Download" />
        <Flag on={product.stream} label="Stream" />
      </span>
      <span className="ml-auto">
        {typeof state === 'object' ? (
          <span className="text-sm text-zinc-300">{state.owned}</span>
        ) : state === 'inCart' ? (
          <Link to="/cart" className="btn btn-outline">
            In cart: view cart
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-solid"
            aria-describedby={labelId}
            onClick={onAdd}
          >
            Add to cart
          </button>
        )}
      </span>
    </li>
  );
}
