import { type CommerceOptions, createCommerce, isCommerceError } from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';

/**
 * The 5-minute tour of docs/getting-started.md. In a page, `options` is just
 * `{ baseURL: 'https://api.example.com' }`; the test passes the fake server's fetch.
 */
export async function quickStart(
  options: CommerceOptions,
  credentials: { email: string; password: string },
  product: CartProduct,
): Promise<string[]> {
  const seen: string[] = [];

  // 1. One instance per page (per request on a server).
  const commerce = createCommerce(options);

  // 2. Render from the snapshot, then again on every change.
  const render = (auth: ReturnType<typeof commerce.auth.getSnapshot>) =>
    seen.push(auth.session ? `signed in as ${auth.session.username}` : auth.status);
  render(commerce.auth.getSnapshot());
  const stop = commerce.auth.subscribe(render);

  // 3. A guest cart: the edit applies at once and is kept (IndexedDB in a browser).
  commerce.cart.add(product);
  const cart = commerce.cart.getSnapshot();
  seen.push(`cart: ${cart.count} line(s), ${cart.pendingOperations} pending`);

  // 4. Sign in. Expected failures are values, never exceptions.
  const wrong = await commerce.auth.signIn({ ...credentials, password: 'not the password' });
  if (wrong.error) seen.push(`error: ${wrong.error.message}`);
  const { data: session } = await commerce.auth.signIn(credentials);
  if (session) seen.push(`token for ${session.username}`);

  // 5. Signing in merges the guest cart into the server's (the login sync).
  await new Promise<void>((resolve) => {
    const off = commerce.cart.subscribe((now) => {
      if (now.status !== 'idle' || now.pendingOperations > 0) return;
      seen.push(`cart: ${now.count} line(s), synced`);
      off();
      resolve();
    });
  });

  // 6. Any contract call, typed and schema-checked; failures are CommerceErrors.
  try {
    const { cart: onServer } = await commerce.client.call('getCart');
    seen.push(`server cart: ${onServer.products.length} line(s)`);
  } catch (error) {
    if (isCommerceError(error)) seen.push(`no cart (${error.status})`);
  }

  // 7. Sign out and clean up.
  commerce.auth.signOut();
  stop();
  commerce.destroy();
  return seen;
}
