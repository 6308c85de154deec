/**
 * A few lines of DOM building for the drop-in's elements: no template strings parsed as HTML,
 * so a product title or a server message is always text, never markup.
 */

type Child = Node | string | null | false | undefined;

/** An element with attributes (`null`/`false` leave one out, `true` sets it empty) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | null | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}

/** Sets or removes an attribute (`null`/`false` removes it). */
export function setAttribute(
  element: Element,
  name: string,
  value: string | boolean | null | undefined,
): void {
  if (value === null || value === undefined || value === false) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : value);
}

/**
 * The look every element shares. Everything a page may change is a custom property with a
 * default here (they inherit through the shadow boundary); anything else through `::part()`.
 */
export const BASE_STYLES = `
:host {
  --_accent: var(--reelcart-accent, #4c1d95);
  --_accent-text: var(--reelcart-accent-text, #ffffff);
  --_text: var(--reelcart-text, #111827);
  --_muted: var(--reelcart-muted, #4b5563);
  --_danger: var(--reelcart-danger, #b91c1c);
  --_surface: var(--reelcart-surface, #ffffff);
  --_border: var(--reelcart-border, #d1d5db);
  --_radius: var(--reelcart-radius, 0.5rem);
  --_gap: var(--reelcart-gap, 0.5rem);
  font-family: var(--reelcart-font, inherit);
  color: var(--_text);
}
[hidden] { display: none !important; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
button {
  font: inherit; cursor: pointer; border-radius: var(--_radius); padding: 0.4em 0.9em;
  border: 1px solid var(--_accent); background: var(--_accent); color: var(--_accent-text);
}
button.secondary { background: var(--_surface); color: var(--_accent); }
button:disabled { cursor: not-allowed; opacity: 0.6; }
button:focus-visible, a:focus-visible, input:focus-visible {
  outline: 3px solid var(--reelcart-focus, var(--_accent)); outline-offset: 2px;
}
`;

/** Opens the element's shadow root (open, so pages and tests can reach in) with its styles. */
export function attachStyledShadow(host: HTMLElement, styles: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren(h('style', {}, BASE_STYLES + styles));
  return root;
}

/** The base class: `HTMLElement` in a browser, an empty class where there is none (Node, SSR). */
export const ElementBase: typeof HTMLElement =
  globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/** Registers an element once (a second copy of the script on the page is harmless). */
export function defineElement(name: string, element: CustomElementConstructor): void {
  const registry = globalThis.customElements;
  if (registry && !registry.get(name)) registry.define(name, element);
}
