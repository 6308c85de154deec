import { embedOriginsOf } from '@reelcart/contract/core/origins';

/** The last environment read and its list: every page render asks (root loader, route checks). */
let cached: { key: string; origins: string[] } | null = null;

/**
 * The embedding origins the login may send a shopper back to (EMBED_ORIGINS, decision 097): the
 * API's own reading of the variable (the embedded API refuses to start on a bad value), with
 * "production" decided as the API decides it (API_ENV, else NODE_ENV; decision 059). A bad value
 * here (a remote API, API_URL) means no origin at all: the login then returns only to the store.
 * Parsed once per value, not per request.
 */
export function embedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const production = (env.API_ENV ?? env.NODE_ENV) === 'production';
  const key = `${production}\n${env.EMBED_ORIGINS ?? ''}`;
  if (cached?.key !== key) {
    const result = embedOriginsOf(env.EMBED_ORIGINS, production);
    cached = { key, origins: 'error' in result ? [] : result.origins };
  }
  return cached.origins;
}
