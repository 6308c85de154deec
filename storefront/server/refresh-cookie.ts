import {
  createRequestCookieJar,
  readAuthCookie,
  sessionAfterRefresh,
  writeAuthCookie,
} from '@reelcart/sdk';
import { parseWith, RefreshTokenResponse } from '@reelcart/sdk/contract';
import {
  isRefresh,
  presentedRefreshToken,
  REFRESH_PATH,
} from '../app/lib/auth/refresh-request.server';

export { REFRESH_PATH };

export interface RefreshCookieOptions {
  /** The auth cookie's Domain (COOKIE_DOMAIN), as the pages write it. */
  cookieDomain?: string | undefined;
  /** Whether the visitor's request came over https (the cookie is then Secure). */
  secure: (request: Request) => boolean;
}

async function jsonOf(message: Response): Promise<unknown> {
  try {
    return await message.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * A refresh whose answer the page never reads still moves the browser's session on (issue 28).
 *
 * The SDK sends its refresh with `keepalive`, so the request outlives a tab closed or a link
 * followed while it is under way; but then only the browser sees the answer, never the page's
 * code, and the auth cookie would keep the refresh token the server has just spent. Presented
 * again after the reuse interval, that token is taken for theft: the family is revoked and every
 * tab signed out. So when the token refreshed is the one in the request's auth cookie, this writes
 * the refreshed session into that cookie with the answer (`Set-Cookie`), as the page would have.
 *
 * Only then: a refresh presented by another site's embed (no cookie of ours), or by a tab whose
 * cookie has moved on (another token), leaves the cookie alone, so an answer never puts an older
 * session back. Anything else — another path, a refusal, an answer that is not a refresh — passes
 * through untouched.
 */
export async function withRefreshCookie(
  request: Request,
  send: (request: Request) => Response | Promise<Response>,
  options: RefreshCookieOptions,
): Promise<Response> {
  if (!isRefresh(request)) {
    return send(request);
  }
  const jar = createRequestCookieJar(request.headers.get('cookie'));
  const session = readAuthCookie(jar);
  const presented = session?.refreshToken ? await presentedRefreshToken(request) : null;
  const response = await send(request);
  if (!session || !presented || presented !== session.refreshToken) {
    return response;
  }
  if (response.status !== 200) return response;
  const answer = parseWith(RefreshTokenResponse, await jsonOf(response));
  const next = answer.success ? sessionAfterRefresh(session, answer.data) : null;
  if (!next) return response;
  writeAuthCookie(jar, next, {
    ...(options.cookieDomain ? { domain: options.cookieDomain } : {}),
    ...(options.secure(request) ? { secure: true } : {}),
  });
  const headers = new Headers(response.headers);
  for (const cookie of jar.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
