import type { CartProduct } from '@reelcart/contract/store/cart';
import { h } from './template';

/** The DOM of `<reelcart-cart>`: built once, then updated in place by the element. */

/** One line: thumbnail, title, details, price, a "Remove {title}" button, the line's reason. */
export function lineItem(
  line: CartProduct,
  index: number,
  price: string,
  reason: string | undefined,
  baseURL: string,
  remove: () => void,
): HTMLLIElement {
  const image = line.video.thumbnail ?? line.video.cover;
  const remover = h(
    'button',
    { part: 'remove', type: 'button', class: 'secondary', 'data-index': String(index) },
    'Remove',
    h('span', { class: 'visually-hidden' }, ` ${line.video.title}`),
  );
  remover.addEventListener('click', remove);
  return h(
    'li',
    { part: 'line' },
    image
      ? h('img', { part: 'thumbnail', src: new URL(image, `${baseURL}/`).href, alt: '' })
      : null,
    h('span', { part: 'title' }, line.video.title),
    h('span', { part: 'details' }, `${line.resolution} · ${line.orderType}`),
    h('span', { part: 'price' }, price),
    remover,
    reason ? h('p', { part: 'line-error' }, reason) : null,
  );
}

export function buildParts(heading: string) {
  const headingElement = h('h2', { part: 'heading', id: 'heading', tabindex: '-1' }, heading);
  const empty = h('p', { part: 'empty' }, 'Your cart is empty.');
  const lines = h('ul', { part: 'lines', 'aria-labelledby': 'heading' });
  const couponInput = h('input', {
    part: 'coupon-input',
    id: 'coupon-code',
    name: 'code',
    autocomplete: 'off',
    'aria-describedby': 'coupon-message',
  });
  const couponButton = h('button', { part: 'coupon-button', type: 'submit' }, 'Apply');
  const couponRemove = h(
    'button',
    { part: 'coupon-remove', type: 'button', class: 'secondary' },
    'Remove coupon',
  );
  const couponCode = h('span', { part: 'coupon-code' });
  const couponApplied = h(
    'span',
    { part: 'coupon-applied', hidden: true },
    couponCode,
    ' ',
    couponRemove,
  );
  const couponMessage = h('p', { part: 'coupon-message', id: 'coupon-message', role: 'status' });
  const couponForm = h(
    'form',
    { part: 'coupon', 'aria-label': 'Coupon' },
    h('label', { for: 'coupon-code' }, 'Coupon code'),
    couponInput,
    couponButton,
    couponApplied,
    couponMessage,
  );
  const subTotal = h('dd', {});
  const discount = h('dd', {});
  const total = h('dd', { part: 'total' });
  const discountLabel = h('dt', {}, 'Discount');
  const totals = h(
    'dl',
    { part: 'totals' },
    h('dt', {}, 'Subtotal'),
    subTotal,
    discountLabel,
    discount,
    h('dt', {}, 'Total'),
    total,
  );
  const checkout = h('a', { part: 'checkout', href: '/checkout' }, 'Checkout');
  const error = h('p', { part: 'error', role: 'alert', hidden: true });
  const section = h(
    'section',
    { part: 'cart', 'aria-labelledby': 'heading' },
    headingElement,
    empty,
    lines,
    totals,
    couponForm,
    checkout,
    error,
  );
  return {
    section,
    heading: headingElement,
    empty,
    lines,
    couponForm,
    couponInput,
    couponButton,
    couponRemove,
    couponApplied,
    couponCode,
    couponMessage,
    totals,
    subTotal,
    discount,
    discountRow: [discountLabel, discount],
    total,
    checkout,
    error,
  };
}
