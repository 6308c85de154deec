// What the modules are given, built once per app by `createApp` (never module-level).
import type { JWTVerifyGetKey } from 'jose';
import type { TokenPurge } from '../modules/accounts/tokenPurge';
import type { PaymentGateway } from '../modules/checkout/gateway';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AccessCache } from './http/accessCache';
import type { BackoffLimiter } from './limits/loginBackoff';
import type { RateLimiter } from './limits/rateLimit';

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Everything a module's routes and services need, built once per app (never module-level). */
export interface Deps {
  db: Database;
  config: Config;
  tokens: TokenService;
  googleKeys: JWTVerifyGetKey;
  gateway: PaymentGateway;
  /**
   * Sign-in limits (decision 060): per address (hard, many e-mails), per e-mail (counts failures
   * from anywhere; never blocks by itself), per e-mail and address (backoff).
   */
  loginLimiter: { address: RateLimiter; email: RateLimiter; pair: BackoffLimiter };
  /** Sign-ups per address, failed resets per address, verification mails per user (decision 060). */
  accountLimiter: { register: RateLimiter; reset: RateLimiter; verification: RateLimiter };
  /** The caller's role, affiliate flag and suspension for role-restricted calls (decision 061). */
  access: AccessCache;
  /** Deletes expired tokens now and then (on sign-ins). */
  tokenPurge: TokenPurge;
  log: Logger;
  /** "Now" for rentals and media URLs; movable in tests (TEST_CLOCK). */
  clock: Clock;
}

export function consoleLogger(quiet = false): Logger {
  const write =
    (level: 'info' | 'warn' | 'error') => (message: string, data?: Record<string, unknown>) => {
      if (quiet && level !== 'error') return;
      console[level](`[server] ${message}`, data ?? '');
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
