// @reelcart/sdk/embed: the one-tag drop-in. Loading this module registers four custom elements
// that share one commerce instance per page (created from the first element's configuration).
import type { CartProduct } from '@reelcart/contract/store/cart';
import type { CartView } from '../cart/cartService';
import { ReelcartAccount } from './account';
import { ReelcartAddToCart } from './addToCart';
import { ReelcartCart } from './cart';
import { ReelcartCartCount } from './cartCount';
import { defineElement } from './template';

export { ReelcartAccount } from './account';
export { ReelcartAddToCart } from './addToCart';
export { ReelcartCart } from './cart';
export { ReelcartCartCount } from './cartCount';
export { commerceFor, provideEmbedCommerce, SESSION_END_EVENT } from './commerce';
export { API_META_NAME, resolveApiBase } from './config';
export type { AddButtonState } from './labels';
export { addButtonState, countLabel } from './labels';

defineElement('reelcart-cart-count', ReelcartCartCount);
defineElement('reelcart-add-to-cart', ReelcartAddToCart);
defineElement('reelcart-cart', ReelcartCart);
defineElement('reelcart-account', ReelcartAccount);

/** The drop-in's events, typed for `addEventListener` on the elements and the document. */
export interface ReelcartEventMap {
  /** From `<reelcart-add-to-cart>`: the product was added. */
  'reelcart:add': CustomEvent<{ product: CartProduct }>;
  /** From `<reelcart-add-to-cart>`: the product was removed. */
  'reelcart:remove': CustomEvent<{ product: CartProduct }>;
  /** From `<reelcart-cart>` before its Checkout link is followed (cancelable). */
  'reelcart:checkout': CustomEvent<{ cart: CartView | undefined }>;
  /** On the document: the session ended (the store's sign-in is offered; the page stays). */
  'reelcart:session-end': CustomEvent<{ baseURL: string }>;
}

declare global {
  interface HTMLElementEventMap extends ReelcartEventMap {}
  interface DocumentEventMap extends ReelcartEventMap {}
  interface HTMLElementTagNameMap {
    'reelcart-cart-count': ReelcartCartCount;
    'reelcart-add-to-cart': ReelcartAddToCart;
    'reelcart-cart': ReelcartCart;
    'reelcart-account': ReelcartAccount;
  }
}
