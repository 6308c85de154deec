import type { CartView } from '../cart/cartService';
import { commerceFor } from './commerce';
import { countLabel } from './labels';
import { attachStyledShadow, ElementBase, h } from './template';

const STYLES = `
:host { display: inline-block; }
[part="count"] {
  display: inline-flex; align-items: center; gap: 0.35em;
}
[part="badge"] {
  display: inline-block; min-width: 1.5em; padding: 0 0.4em; text-align: center;
  border-radius: 999px; background: var(--_accent); color: var(--_accent-text);
  font-variant-numeric: tabular-nums;
}
`;

/**
 * `<reelcart-cart-count>`: the number of lines in the cart, live. A polite live region whose
 * text is "Cart, 2 items" for screen readers and the bare number on screen. Changes as soon as
 * an edit is made (the SDK applies edits optimistically), in every tab of the page's origin.
 * Slot: whatever the page puts inside shows before the badge (an icon, a word).
 * Parts: `count` (the whole), `badge` (the number). Reflects `count` as an attribute.
 */
export class ReelcartCartCount extends ElementBase {
  #stop: (() => void) | null = null;
  #badge: HTMLElement | null = null;
  #label: HTMLElement | null = null;

  connectedCallback(): void {
    const root = attachStyledShadow(this, STYLES);
    this.#badge = h('span', { part: 'badge', 'aria-hidden': 'true' });
    this.#label = h('span', { class: 'visually-hidden' });
    // What the page puts inside (an icon, a word) is decoration: the status says "Cart, 2 items".
    root.append(
      h(
        'span',
        { part: 'count' },
        h('span', { 'aria-hidden': 'true' }, h('slot')),
        h('span', { role: 'status' }, this.#badge, this.#label),
      ),
    );
    const { cart } = commerceFor(this);
    this.#render(cart.getSnapshot());
    this.#stop = cart.subscribe((view) => this.#render(view));
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = null;
  }

  #render(view: CartView): void {
    const text = String(view.count);
    if (this.#badge && this.#badge.textContent !== text) this.#badge.textContent = text;
    const label = countLabel(view.count);
    if (this.#label && this.#label.textContent !== label) this.#label.textContent = label;
    this.setAttribute('count', text);
  }
}
