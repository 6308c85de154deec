import type { AccessClaims, TokenService } from '../../platform/auth/tokens';

/**
 * Test-only levers for the storefront's model-based end-to-end test (decision 070), mounted only
 * with TEST_HOOKS=true, which production refuses to start with. Everything here is scoped to one
 * user, so a spec that faults its own shopper never disturbs the specs running beside it.
 *
 * - Faults: the user's requests under some paths answer slowly, or with an error status, until
 *   cleared ("the server answering slowly or 500 for a while").
 * - Access-token expiry: every access token the user holds now is refused as expired from now
 *   on, as if the shopper had been away past its lifetime; tokens issued later (a refresh) work.
 */
export interface Fault {
  /** Answer with this status instead of running the route (500, 502, 503). */
  status: number | null;
  /** Wait this long before answering (or before the error). */
  delayMs: number;
  /** Path prefixes the fault applies to, e.g. `/api/cart`. */
  paths: string[];
}

export interface TestHooks {
  setFault(userId: string, fault: Fault): void;
  clearFault(userId: string): void;
  /** The fault for this user and path, if any. */
  faultFor(userId: string, path: string): Fault | null;
  /** Refuses, from now on, every access token of the user issued before now. */
  expireAccessTokens(userId: string): void;
  /** Whether a verified token is refused by `expireAccessTokens`. */
  refusesToken(claims: AccessClaims, token: string): boolean;
  /** Wraps the token service so that tokens issued after an expiry are told apart. */
  tokenService(tokens: TokenService): TokenService;
}

/** Requests carrying this header are never faulted: the test's own probes of the server state. */
export const TEST_PROBE_HEADER = 'x-reelcart-test-probe';

/** Fault delays are capped, so a mistaken call cannot hold a request for ever. */
export const MAX_FAULT_DELAY_MS = 10_000;

export function createTestHooks(): TestHooks {
  const faults = new Map<string, Fault>();
  // Per user whose tokens were expired: the access tokens issued since (the only ones accepted).
  const issuedSinceExpiry = new Map<string, Set<string>>();
  return {
    setFault: (userId, fault) => {
      faults.set(userId, { ...fault, delayMs: Math.min(fault.delayMs, MAX_FAULT_DELAY_MS) });
    },
    clearFault: (userId) => {
      faults.delete(userId);
    },
    faultFor(userId, path) {
      const fault = faults.get(userId);
      return fault?.paths.some((prefix) => path.startsWith(prefix)) ? fault : null;
    },
    expireAccessTokens: (userId) => {
      issuedSinceExpiry.set(userId, new Set());
    },
    refusesToken(claims, token) {
      const accepted = issuedSinceExpiry.get(claims.id);
      return accepted !== undefined && !accepted.has(token);
    },
    tokenService: (tokens) => ({
      verifyAccess: tokens.verifyAccess,
      async signAccess(user) {
        const token = await tokens.signAccess(user);
        issuedSinceExpiry.get(user.id)?.add(token);
        return token;
      },
    }),
  };
}
