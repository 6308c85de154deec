import { cartHandoffUrl } from '@reelcart/contract/store/handoffUrl';
import type { CartService, CartView } from '../cart/cartService';
import type { Commerce } from '../createCommerce';
import { buildParts, lineItem } from './cartParts';
import { commerceFor, embedApiBase, SESSION_END_EVENT } from './commerce';
import { formatPrice } from './labels';
import { signInHref } from './signInLink';
import { attachStyledShadow, ElementBase, h } from './template';

const STYLES = `
:host { display: block; }
[part="cart"] {
  display: grid; gap: var(--_gap); padding: 1rem; background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
[part="heading"] { margin: 0; font-size: 1.125em; }
[part="lines"] { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_gap); }
[part="line"] { display: flex; align-items: center; gap: var(--_gap); flex-wrap: wrap; }
[part="thumbnail"] { width: 4rem; height: auto; border-radius: calc(var(--_radius) / 2); }
[part="title"] { flex: 1; min-width: 8rem; }
[part="details"], [part="empty"] { color: var(--_muted); margin: 0; }
[part="line-error"], [part="error"] { color: var(--_danger); margin: 0; width: 100%; }
[part="coupon"] { display: flex; flex-wrap: wrap; gap: var(--_gap); align-items: center; }
[part="coupon-input"] {
  font: inherit; padding: 0.35em 0.5em; border: 1px solid var(--_muted); border-radius: var(--_radius);
}
[part="coupon-message"] { width: 100%; margin: 0; color: var(--_muted); }
[part="totals"] { display: grid; grid-template-columns: 1fr auto; gap: 0.25em 1em; margin: 0; }
[part="totals"] dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
[part="checkout"] {
  justify-self: end; padding: 0.5em 1.2em; border-radius: var(--_radius);
  background: var(--_accent); color: var(--_accent-text); text-decoration: none;
}
`;

/**
 * `<reelcart-cart>`: the cart's lines with their remove buttons, the coupon form (the
 * server's message on refusal), the totals and a Checkout link that hands the cart to the store.
 * Attributes: `checkout-url` (default: the store's `/cart`, the API's origin), `login-url` (the
 * sign-in offered when the session ends, given `?redirect=` this page; default the store's
 * `/login`), `heading` (default "Your cart"),
 * `currency` (default USD), `api`. Parts: `cart`, `heading`, `empty`, `lines`, `line`,
 * `thumbnail`, `title`, `details`, `price`, `remove`, `line-error`, `coupon`, `coupon-input`,
 * `coupon-button`, `coupon-applied`, `coupon-code`, `coupon-remove`, `coupon-message`,
 * `totals`, `total`, `checkout`, `error`.
 * Events (bubbling, composed): `reelcart:checkout` (cancelable, detail `{ cart }`) before the
 * checkout link is followed.
 */
export class ReelcartCart extends ElementBase {
  #cart: CartService | null = null;
  #commerce: Commerce | null = null;
  #baseURL = '';
  #stop: (() => void) | null = null;
  #parts: ReturnType<typeof buildParts> | null = null;
  #rendered: CartView | null = null;
  #onSessionEnd = () => {};

  connectedCallback(): void {
    const root = attachStyledShadow(this, STYLES);
    const commerce = commerceFor(this);
    this.#cart = commerce.cart;
    this.#commerce = commerce;
    this.#baseURL = embedApiBase() || (this.ownerDocument.location?.origin ?? '');
    const parts = buildParts(this.getAttribute('heading') ?? 'Your cart');
    this.#parts = parts;
    // The session ended: the store's sign-in (`login-url`), in place of a navigation of this page,
    // coming back to this page (the store takes it when its origin is listed: decision 097).
    const signIn = h(
      'a',
      { part: 'sign-in', hidden: true },
      'Your session ended: sign in on the store',
    );
    this.#onSessionEnd = () => {
      signIn.href = signInHref(this);
      signIn.hidden = false;
    };
    this.ownerDocument.addEventListener(SESSION_END_EVENT, this.#onSessionEnd);
    parts.section.append(signIn);
    root.append(parts.section);
    parts.couponForm.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#applyCoupon();
    });
    parts.couponRemove.addEventListener('click', () => void this.#removeCoupon());
    parts.checkout.addEventListener('click', (event) => {
      const cart = this.#cart?.getSnapshot();
      const proceed = this.dispatchEvent(
        new CustomEvent('reelcart:checkout', {
          detail: { cart },
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
      if (!proceed) event.preventDefault();
      // The hand-off moves a guest's cart to the store (decision 096): emptied here once the link
      // is followed (after it, so the link keeps its lines), never shown again after a purchase.
      // A signed-in cart is the server's, which the store completes: it is left alone.
      else if (!this.#commerce?.auth.getSnapshot().isSignedIn)
        setTimeout(() => this.#cart?.reset());
    });
    this.#rendered = null;
    this.#render(commerce.cart.getSnapshot());
    this.#stop = commerce.cart.subscribe((view) => this.#render(view));
  }

  disconnectedCallback(): void {
    this.ownerDocument.removeEventListener(SESSION_END_EVENT, this.#onSessionEnd);
    this.#stop?.();
    this.#stop = null;
  }

  async #applyCoupon(): Promise<void> {
    const parts = this.#parts;
    const cart = this.#cart;
    if (!parts || !cart) return;
    const code = parts.couponInput.value.trim();
    if (!code) return;
    parts.couponButton.disabled = true;
    parts.couponMessage.textContent = '';
    const { error } = await cart.applyCoupon(code);
    parts.couponButton.disabled = false;
    // The server's message (or the catalogue's 'Invalid coupon'), as the SDK reports it.
    parts.couponMessage.textContent = error ? error.message : `Coupon ${code} applied`;
    if (!error) parts.couponInput.value = '';
  }

  async #removeCoupon(): Promise<void> {
    const parts = this.#parts;
    const cart = this.#cart;
    if (!parts || !cart) return;
    const { error } = await cart.removeCoupon();
    parts.couponMessage.textContent = error ? error.message : 'Coupon removed';
    parts.couponInput.focus();
  }

  #render(view: CartView): void {
    const parts = this.#parts;
    if (!parts) return;
    const previous = this.#rendered;
    this.#rendered = view;
    const currency = this.getAttribute('currency') ?? undefined;
    const money = (amount: number) => formatPrice(amount, currency);
    if (
      previous?.products !== view.products ||
      previous?.validationErrors !== view.validationErrors
    ) {
      this.#renderLines(view, money, previous);
    }
    parts.empty.hidden = view.count > 0;
    parts.lines.hidden = view.count === 0;
    parts.totals.hidden = view.count === 0;
    parts.subTotal.textContent = money(view.subTotal);
    parts.discountRow.forEach((node) => {
      node.hidden = view.discount <= 0;
    });
    parts.discount.textContent = `−${money(view.discount)}`;
    parts.total.textContent = money(view.total);
    const coupon = view.appliedCoupon;
    parts.couponApplied.hidden = !coupon;
    parts.couponCode.textContent = coupon ? `Coupon ${coupon.code}` : '';
    parts.checkout.hidden = view.count === 0;
    // The hand-off (decision 090): the store's cart page, given the lines, the coupon and the
    // referral, adds them to the store's own cart and goes on to billing and sign-in there.
    const referral = this.#commerce?.affiliate.referral();
    parts.checkout.href = cartHandoffUrl(
      new URL(this.getAttribute('checkout-url') ?? `${this.#baseURL}/cart`, this.#page()),
      {
        add: view.products.map((line) => line._id),
        coupon: coupon?.code,
        dkr: referral?.referralCode,
        source: referral?.source ?? undefined,
      },
    );
    parts.error.textContent = view.error?.message ?? '';
    parts.error.hidden = !view.error;
  }

  #page(): string {
    return this.ownerDocument.location?.href ?? 'http://localhost/';
  }

  #renderLines(view: CartView, money: (amount: number) => string, previous: CartView | null): void {
    const parts = this.#parts;
    const cart = this.#cart;
    if (!parts || !cart) return;
    // Keep the keyboard where it was: after a removal, on the next line's remove button.
    const focused = this.shadowRoot?.activeElement;
    const focusedIndex = focused instanceof HTMLElement ? Number(focused.dataset.index ?? -1) : -1;
    const reasons = new Map(view.validationErrors.map((e) => [e.productId, e.reason]));
    parts.lines.replaceChildren(
      ...view.products.map((line, index) =>
        lineItem(line, index, money(line.currentPrice), reasons.get(line._id), this.#baseURL, () =>
          cart.remove(line._id),
        ),
      ),
    );
    if (focusedIndex >= 0 && previous && previous.count > view.count) {
      const buttons = parts.lines.querySelectorAll<HTMLButtonElement>('[part="remove"]');
      (buttons[Math.min(focusedIndex, buttons.length - 1)] ?? parts.heading).focus();
    }
  }
}
