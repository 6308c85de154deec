import { authCalls, parseWith, RefreshTokenRequest } from '@reelcart/sdk/contract';

/** The path of the refresh call (`POST /api/auth/refresh-token`), from the contract. */
export const REFRESH_PATH = authCalls.refreshToken.path;

/** Whether `request` is a refresh (the contract's method and path). */
export const isRefresh = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname === REFRESH_PATH;

/**
 * The refresh token a refresh request presents (its body read from a clone, so the request can
 * still be sent), or null when the body is not the contract's.
 */
export async function presentedRefreshToken(request: Request): Promise<string | null> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return null;
  }
  const parsed = parseWith(RefreshTokenRequest, body);
  return parsed.success ? parsed.data.refreshToken : null;
}
