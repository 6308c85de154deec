import { createCommerce, isCommerceError } from '@reelcart/sdk';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Server rendering with the SDK, framework-free (any fetch-style server: Hono, Remix/React
 * Router, Next route handlers, Deno, Bun). One instance per request, made from the request's
 * cookies; whatever it writes to the auth cookie goes out with the response.
 */
export function createHandler(options: { apiBaseURL: string; fetch?: typeof fetch }) {
  return async function handle(request: Request): Promise<Response> {
    const commerce = createCommerce({
      baseURL: options.apiBaseURL,
      cookies: request.headers.get('cookie'),
      server: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    try {
      // The cookie's session: no request needed to know who this is.
      let auth = commerce.auth.getSnapshot();
      let lines = 0;
      if (auth.isSignedIn) {
        try {
          // A 401 here refreshes the token once and retries; the new token lands in the cookie.
          lines = (await commerce.client.call('getCart')).cart.products.length;
        } catch (error) {
          // Spec §7 lets a server answer 404 for "no cart" (the reference server creates one).
          if (!isCommerceError(error) || error.status !== 404) throw error;
        }
        auth = commerce.auth.getSnapshot();
      }
      const who = auth.session ? escapeHtml(auth.session.username) : 'Signed out';
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      for (const cookie of commerce.setCookieHeaders()) headers.append('set-cookie', cookie);
      return new Response(`<p id="who">${who}</p><p id="cart">${lines} line(s)</p>`, { headers });
    } finally {
      commerce.destroy(); // per request: nothing outlives the response
    }
  };
}
