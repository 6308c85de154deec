import type { AccessClaims } from '../auth/tokens';

/** Hono's variables of a request: the caller's verified access token, if any. */
export interface AppEnv {
  Variables: { auth: AccessClaims | null };
}
