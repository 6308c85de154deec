/**
 * The drop-in's own words and the states its elements show, as pure functions. The spec's
 * strings (ownership reasons, coupon and cart errors) never appear here: they come from the SDK
 * (`cart.ownershipOf`, the `error.message` of a command) and are shown as they are.
 */

/** The accessible name of the count: "Cart, empty", "Cart, 1 item", "Cart, 2 items". */
export function countLabel(count: number): string {
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A price in the page's language, e.g. `$12.99`. */
export function formatPrice(amount: number, currency = 'USD', locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

export interface AddButtonInput {
  /** The product could not be loaded: the message to show. */
  loadError: string | null;
  /** The product is loaded (its title and price are known). */
  loaded: boolean;
  inCart: boolean;
  /** Why the product cannot be bought (the spec's reason), or null. */
  reason: string | null;
}

export interface AddButtonState {
  /** The button's visible text: what pressing it does ('Add to cart', 'Remove from cart'). */
  label: string;
  disabled: boolean;
  /** What the line under the button says (the owned reason, "In your cart", a load error), or ''. */
  note: string;
  /** `data-state` of the host, for styling from the page: `[data-state="owned"]`. */
  state: 'loading' | 'error' | 'owned' | 'in-cart' | 'available';
}

/** What `<reelcart-add-to-cart>` shows. Owned beats in-cart: an owned product cannot be bought. */
export function addButtonState(input: AddButtonInput): AddButtonState {
  if (input.loadError) {
    return {
      label: 'Add to cart',
      disabled: true,
      note: input.loadError,
      state: 'error',
    };
  }
  if (!input.loaded) {
    return { label: 'Add to cart', disabled: true, note: '', state: 'loading' };
  }
  if (input.reason) {
    return {
      label: 'Add to cart',
      disabled: true,
      note: input.reason,
      state: 'owned',
    };
  }
  if (input.inCart) {
    return {
      label: 'Remove from cart',
      disabled: false,
      note: 'In your cart',
      state: 'in-cart',
    };
  }
  return { label: 'Add to cart', disabled: false, note: '', state: 'available' };
}
