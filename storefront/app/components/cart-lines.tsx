import type { CartProduct, ValidationError } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import { formatPrice, orderTypeLabel, RESOLUTION_LABEL } from '../lib/cart/product';

export interface CartLinesProps {
  products: readonly CartProduct[];
  invalidProducts: readonly string[];
  validationErrors: readonly ValidationError[];
  onRemove: (productId: string) => void;
}

/** The cart's lines: artwork, title, resolution, type, price, remove; invalid lines flagged. */
export function CartLines({
  products,
  invalidProducts,
  validationErrors,
  onRemove,
}: CartLinesProps) {
  return (
    <ul aria-label="Cart items" className="flex flex-col gap-3">
      {products.map((product) => {
        const reasons = validationErrors
          .filter((e) => e.productId === product._id)
          .map((e) => e.reason);
        const invalid = invalidProducts.includes(product._id) || reasons.length > 0;
        return (
          <CartLine
            key={product._id}
            product={product}
            reasons={invalid ? (reasons.length ? reasons : ['Cannot be bought']) : []}
            onRemove={onRemove}
          />
        );
      })}
    </ul>
  );
}

function CartLine({
  product,
  reasons,
  onRemove,
}: {
  product: CartProduct;
  reasons: string[];
  onRemove: (productId: string) => void;
}) {
  const { video } = product;
  const titleId = `line-${product._id}`;
  const artwork = video.thumbnail ?? video.cover;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="cart-line"
      data-invalid={reasons.length > 0 || undefined}
      className={`flex flex-wrap items-center gap-4 rounded-md border p-3 ${
        reasons.length > 0 ? 'border-rose-700' : 'border-zinc-800'
      }`}
    >
      {artwork ? (
        <img
          src={artwork}
          alt=""
          width={160}
          height={90}
          data-artwork
          className="aspect-video w-32 rounded bg-zinc-800 object-cover"
        />
      ) : null}
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-medium">
          {video.slug ? <Link to={`/videos/${video.slug}`}>{video.title}</Link> : video.title}
        </h2>
        <p className="text-sm text-zinc-400">
          {orderTypeLabel(product.orderType)} · {RESOLUTION_LABEL[product.resolution]}
        </p>
        {reasons.length > 0 ? (
          <ul className="text-rose-400 text-sm" aria-label="Problems">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <span className="tabular-nums">{formatPrice(product.currentPrice)}</span>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Remove ${video.title}`}
        onClick={() => onRemove(product._id)}
      >
        Remove
      </button>
    </li>
  );
}

/** What the cart and billing pages say when there is nothing to buy. */
export function EmptyCartNote() {
  return (
    <p className="mt-4">
      Your cart is empty.{' '}
      <Link to="/videos" className="text-rose-400 underline">
        Browse videos
      </Link>
    </p>
  );
}
