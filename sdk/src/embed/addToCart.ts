import { isCommerceError } from '@reelcart/contract/core/commerceError';
import type { CartProduct } from '@reelcart/contract/store/cart';
import type { Commerce } from '../createCommerce';
import { commerceFor } from './commerce';
import { addButtonState, formatPrice } from './labels';
import { loadCartProduct } from './product';
import { attachStyledShadow, ElementBase, h } from './template';

const STYLES = `
:host { display: inline-block; }
[part="container"] { display: inline-flex; flex-direction: column; gap: 0.25em; }
:host([data-state="in-cart"]) [part="button"] { background: var(--_surface); color: var(--_accent); }
[part="note"] { font-size: 0.875em; color: var(--_muted); }
:host([data-state="error"]) [part="note"] { color: var(--_danger); }
`;

/** Why a product could not be loaded, in words for the page. */
const loadErrorMessage = (error: unknown) =>
  isCommerceError(error) && error.status === 404 ? 'Product not found' : 'Could not load product';

/**
 * `<reelcart-add-to-cart product-id="prd_…">`: a button that adds the product to
 * the cart; once it is in the cart the button says "Remove from cart" (and does so). For a product the
 * signed-in shopper already owns or rents it is disabled and shows the spec's reason
 * ('Already owned', …), which the SDK works out from the owned products it keeps.
 * Attributes: `product-id`, `currency` (default USD), `api`. Parts: `container`, `button`,
 * `price`, `note`.
 * Events (bubbling, composed): `reelcart:add` and `reelcart:remove`, detail `{ product }`.
 */
export class ReelcartAddToCart extends ElementBase {
  static observedAttributes = ['product-id'];
  #commerce: Commerce | null = null;
  #product: CartProduct | null = null;
  #loadError: string | null = null;
  #stop: (() => void) | null = null;
  #button: HTMLButtonElement | null = null;
  #name: HTMLElement | null = null;
  #price: HTMLElement | null = null;
  #note: HTMLElement | null = null;

  connectedCallback(): void {
    const root = attachStyledShadow(this, STYLES);
    this.#name = h('span', { class: 'visually-hidden' });
    this.#price = h('span', { part: 'price' });
    this.#note = h('span', { part: 'note', id: 'note', 'aria-live': 'polite' });
    this.#button = h(
      'button',
      { part: 'button', type: 'button', 'aria-describedby': 'note' },
      'Add to cart',
      this.#name,
      ' ',
      this.#price,
    );
    this.#button.addEventListener('click', () => this.#toggle());
    root.append(h('span', { part: 'container' }, this.#button, this.#note));
    this.#commerce = commerceFor(this);
    this.#stop = this.#commerce.cart.subscribe(() => this.#render());
    // A session restored from the cookie has no owned products yet (the cart fetches them at
    // sign-in and every 10 minutes): ask for them. The SDK's guard makes this a no-op while its
    // 5-minute cache is fresh or when nobody is signed in; it is queued while a sync runs.
    this.#commerce.cart.actor.send({ type: 'ownedProducts.refresh' });
    void this.#load();
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = null;
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next && this.#commerce) void this.#load();
  }

  /** The loaded product (null until it is loaded). */
  get product(): CartProduct | null {
    return this.#product;
  }

  async #load(): Promise<void> {
    const productId = this.getAttribute('product-id') ?? '';
    this.#product = null;
    this.#loadError = productId ? null : 'Missing product-id attribute';
    this.#render();
    const commerce = this.#commerce;
    if (this.#loadError || !commerce) return;
    try {
      const product = await loadCartProduct(commerce, productId);
      // The attribute changed while this was loading: a newer load owns the element.
      if (this.getAttribute('product-id') !== productId) return;
      this.#product = product;
    } catch (error) {
      this.#loadError = loadErrorMessage(error);
    }
    this.#render();
  }

  #toggle(): void {
    const product = this.#product;
    const cart = this.#commerce?.cart;
    if (!product || !cart) return;
    const inCart = cart.getSnapshot().products.some((line) => line._id === product._id);
    if (inCart) cart.remove(product._id);
    else cart.add(product);
    const type = inCart ? 'reelcart:remove' : 'reelcart:add';
    this.dispatchEvent(
      new CustomEvent(type, { detail: { product }, bubbles: true, composed: true }),
    );
  }

  #render(): void {
    const cart = this.#commerce?.cart;
    const product = this.#product;
    if (!cart || !this.#button) return;
    const inCart = product
      ? cart.getSnapshot().products.some((line) => line._id === product._id)
      : false;
    const state = addButtonState({
      loadError: this.#loadError,
      loaded: product !== null,
      inCart,
      reason: product ? cart.ownershipOf(product) : null,
    });
    const label = this.#button.firstChild;
    if (label && label.textContent !== state.label) label.textContent = state.label;
    this.#button.disabled = state.disabled;
    if (this.#name) {
      this.#name.textContent = product
        ? `: ${product.video.title}, ${product.resolution} ${product.orderType}`
        : '';
    }
    if (this.#price) {
      this.#price.textContent = product
        ? formatPrice(product.currentPrice, this.getAttribute('currency') ?? undefined)
        : '';
    }
    if (this.#note && this.#note.textContent !== state.note) this.#note.textContent = state.note;
    this.dataset.state = state.state;
  }
}
