// @reelcart/sdk/embed: the one-tag drop-in. Loading this module registers three custom elements
// that share one commerce instance per page (created from the first element's configuration).
import { ReelcartAddToCart } from './addToCart';
import { ReelcartCart } from './cart';
import { ReelcartCartCount } from './cartCount';
import { defineElement } from './template';

export { ReelcartAddToCart } from './addToCart';
export { ReelcartCart } from './cart';
export { ReelcartCartCount } from './cartCount';
export { commerceFor, provideEmbedCommerce } from './commerce';
export { API_META_NAME, resolveApiBase } from './config';
export type { AddButtonState } from './labels';
export { addButtonState, countLabel } from './labels';

defineElement('reelcart-cart-count', ReelcartCartCount);
defineElement('reelcart-add-to-cart', ReelcartAddToCart);
defineElement('reelcart-cart', ReelcartCart);

declare global {
  interface HTMLElementTagNameMap {
    'reelcart-cart-count': ReelcartCartCount;
    'reelcart-add-to-cart': ReelcartAddToCart;
    'reelcart-cart': ReelcartCart;
  }
}
