import type { Commerce } from '@reelcart/sdk';
import type { CartProduct, CatalogueProduct, VideoDetail } from '@reelcart/sdk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { showAddedToast } from '../lib/cart/added-toast';
import {
  formatPrice,
  orderTypeLabel,
  RESOLUTION_LABEL,
  sortProducts,
  toCartProduct,
} from '../lib/cart/product';
import { addToCartEarly, takesEdits } from '../lib/commerce/commerce-start';
import { useLiveCommerce, useLiveSnapshot, usePendingAdds } from './deferred-commerce';

type VideoForOptions = Pick<
  VideoDetail,
  '_id' | 'slug' | 'title' | 'thumbnail' | 'cover' | 'dvdId' | 'products'
>;

/** The video's products: own at each resolution, then rental; each with its cart state. */
export function PurchaseOptions({ video }: { video: VideoForOptions }) {
  const products = sortProducts(video.products);
  const names = new Map(
    products.map((p) => [p._id, optionName(p.orderType, p.resolution, p.rentalHours)]),
  );
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
            names={names}
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

const optionName = (
  orderType: CartProduct['orderType'],
  resolution: CartProduct['resolution'],
  rentalHours: CatalogueProduct['rentalHours'],
) => `${orderTypeLabel(orderType, rentalHours)} · ${RESOLUTION_LABEL[resolution]}`;

const cartOf = (commerce: Commerce) => commerce.cart;

/**
 * One option with its cart state. Before the SDK runs, and while its cart is still restoring, it
 * renders from the page and a click goes through lib/commerce-start.ts (journaled, counted until
 * the cart shows it); then from the SDK's cart and owned products. The same elements either way:
 * the press that starts the SDK must not lose its click.
 */
function PurchaseOption({
  product,
  rentalHours,
  names,
}: OptionProps & { names: ReadonlyMap<string, string> }) {
  const live = useLiveCommerce();
  const cart = useLiveSnapshot(cartOf);
  const pending = usePendingAdds();
  const [queued, setQueued] = useState(false);
  let state: 'addable' | 'inCart' | { owned: string | null } = queued ? 'inCart' : 'addable';
  if (live && cart && takesEdits(cart)) {
    const reason = live.cart.ownershipOf(product);
    if (reason !== null) state = { owned: reason };
    else if (cart.products.some((p) => p._id === product._id)) state = 'inCart';
    else if (pending === 0) state = 'addable';
  }
  // One line per video: adding this option replaces another option of the video in the cart.
  const other = cart?.products.find(
    (line) => line.video._id === product.video._id && line._id !== product._id,
  );
  return (
    <OptionRow
      product={product}
      rentalHours={rentalHours}
      state={state}
      replaces={other ? (names.get(other._id) ?? null) : null}
      onAdd={() => {
        // Before the SDK runs, or while its cart is restoring: journaled and counted meanwhile.
        if (live && cart && takesEdits(cart)) {
          live.cart.add(product);
        } else {
          setQueued(true);
          addToCartEarly(product);
        }
        showAddedToast(
          product.video.title,
          names.get(product._id) ?? '',
          other ? (names.get(other._id) ?? null) : null,
        );
      }}
    />
  );
}

function OptionRow({
  product,
  rentalHours,
  state,
  replaces = null,
  onAdd,
}: OptionProps & {
  state: 'addable' | 'inCart' | { owned: string | null };
  /** The option of this video already in the cart, which adding this one replaces. */
  replaces?: string | null;
  onAdd: () => void;
}) {
  const name = optionName(product.orderType, product.resolution, rentalHours);
  const labelId = `option-${product._id}`;
  const hintId = `${labelId}-replaces`;
  const replacing = state === 'addable' && replaces !== null;
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
      <span className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        {replacing ? (
          <span id={hintId} className="text-amber-300 text-xs">
            Replaces {replaces} in your cart
          </span>
        ) : null}
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
            aria-describedby={replacing ? `${labelId} ${hintId}` : labelId}
            onClick={onAdd}
          >
            Add to cart
          </button>
        )}
      </span>
    </li>
  );
}
