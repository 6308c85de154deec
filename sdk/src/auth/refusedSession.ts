import { AUTH_COOKIE_NAME } from '../constants';
import type { CookieJar } from '../platform/cookieJar';
import { type AuthCookieOptions, authCookieAttributes } from './authCookie';

/**
 * A session whose refresh the server refused leaves its user's id in a cookie beside the auth
 * cookie (`reelcart_auth_ended`) until the next session is written (decision 109). Every tab then
 * knows, whichever noticed first, that the session's unsent edits stay as the guest's; and any
 * page opened before the next sign-in knows whose cart the removals among them were made on.
 */
const NAME = `${AUTH_COOKIE_NAME}_ended`;

/** The id of the user whose session was refused, if no session was written since. */
export const readRefusedUser = (jar: CookieJar) => jar.get(NAME);

/** Records the refusal (`userid`), or forgets it (`undefined`: a session was written). */
export function writeRefusedUser(
  jar: CookieJar,
  userid: string | undefined,
  options: AuthCookieOptions = {},
): void {
  if (userid !== undefined) jar.set(NAME, userid, authCookieAttributes(options));
  else if (jar.get(NAME) !== undefined) jar.remove(NAME, authCookieAttributes(options));
}
