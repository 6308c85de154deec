import type { AuthView } from '../auth/authService';
import type { Commerce } from '../createCommerce';
import { commerceFor } from './commerce';
import { signInHref } from './signInLink';
import { attachStyledShadow, ElementBase, h } from './template';

const STYLES = ':host { display: inline-flex; align-items: center; gap: var(--_gap); }';

/**
 * `<reelcart-account>`: the shopper's session on the host page, without navigating it. Signed
 * out: a "Sign in" link to the store's sign-in (`login-url`, default the store's `/login`) with
 * `?redirect=` this page. Signed in: "Signed in as {e-mail}" and a "Sign out" button. A page on
 * another site comes back from the store as a guest (browsers keep one site's cookies from
 * another; docs/embedding.md, "Signing in on the store, and back").
 * Attributes: `login-url`, `api`. Parts: `sign-in`, `user`, `sign-out`.
 */
export class ReelcartAccount extends ElementBase {
  #stop: (() => void) | null = null;

  connectedCallback(): void {
    const root = attachStyledShadow(this, STYLES);
    const commerce: Commerce = commerceFor(this);
    const signIn = h('a', { part: 'sign-in' }, 'Sign in');
    const user = h('span', { part: 'user' });
    const signOut = h(
      'button',
      // Not in a form: a plain button (no `type` needed).
      { part: 'sign-out', class: 'secondary' },
      'Sign out',
    );
    signOut.addEventListener('click', () => void commerce.auth.signOut());
    root.append(signIn, user, signOut);
    const render = (view: AuthView) => {
      signIn.hidden = view.isSignedIn;
      signIn.href = signInHref(this);
      user.hidden = signOut.hidden = !view.isSignedIn;
      user.textContent = `Signed in as ${view.session?.username ?? ''}`;
    };
    render(commerce.auth.getSnapshot());
    this.#stop = commerce.auth.subscribe(render);
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = null;
  }
}
