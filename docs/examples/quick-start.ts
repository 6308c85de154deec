import { type CommerceOptions, createCommerce, isCommerceError } from '@reelcart/sdk';

/**
 * The 5-minute tour of docs/getting-started.md. In a page, `options` is just
 * `{ baseURL: 'https://api.example.com' }`; the test passes the fake server's fetch.
 */
export async function quickStart(
  options: CommerceOptions,
  credentials: { email: string; password: string },
): Promise<string[]> {
  const seen: string[] = [];

  // 1. One instance per page (per request on a server).
  const commerce = createCommerce(options);

  // 2. Render from the snapshot, then again on every change.
  const render = (auth: ReturnType<typeof commerce.auth.getSnapshot>) =>
    seen.push(auth.session ? `signed in as ${auth.session.username}` : auth.status);
  render(commerce.auth.getSnapshot());
  const stop = commerce.auth.subscribe(render);

  // 3. Sign in. Expected failures are values, never exceptions.
  const wrong = await commerce.auth.signIn({ ...credentials, password: 'not the password' });
  if (wrong.error) seen.push(`error: ${wrong.error.message}`);
  const { data: session } = await commerce.auth.signIn(credentials);
  if (session) seen.push(`token for ${session.username}`);

  // 4. Any contract call, typed and schema-checked; failures are CommerceErrors.
  try {
    const { cart } = await commerce.client.call('getCart');
    seen.push(`cart with ${cart.products.length} line(s)`);
  } catch (error) {
    if (isCommerceError(error)) seen.push(`no cart yet (${error.status})`);
  }

  // 5. Sign out and clean up.
  commerce.auth.signOut();
  stop();
  commerce.destroy();
  return seen;
}
