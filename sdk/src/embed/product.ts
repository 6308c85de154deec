import type { CartProduct } from '@reelcart/contract/store/cart';
import { catalogueCalls } from '@reelcart/contract/store/catalogue';
import type { Commerce } from '../createCommerce';

/** One request per product per page, however many buttons name it. */
const products = new WeakMap<Commerce, Map<string, Promise<CartProduct>>>();

/** Loads a product as a cart line (`GET /api/products/{id}`); rejects when it is unknown. */
export function loadCartProduct(commerce: Commerce, productId: string): Promise<CartProduct> {
  const cache = products.get(commerce) ?? new Map<string, Promise<CartProduct>>();
  products.set(commerce, cache);
  let product = cache.get(productId);
  if (!product) {
    product = commerce.client.request(catalogueCalls.getProduct, { params: { id: productId } });
    // A failed load is not remembered: the next element (or a reconnect) tries again.
    product.catch(() => cache.delete(productId));
    cache.set(productId, product);
  }
  return product;
}
