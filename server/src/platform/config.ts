import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { embedOriginsOf } from '@reelcart/contract/core/origins';
import { parseWith } from '@reelcart/contract/store';
import * as z from 'zod/mini';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const IN_MEMORY = ':memory:';

const numberFromEnv = (fallback: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) {
        ctx.issues.push({
          code: 'custom',
          message: 'must be a non-negative integer',
          input: value,
        });
        return z.NEVER;
      }
      return n;
    }),
  );
const optionalString = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
);

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'test', 'production']), 'development'),
  PORT: numberFromEnv(4000),
  HOST: z._default(z.string(), '127.0.0.1'),
  DATA_DIR: z._default(z.string(), '.data'),
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: numberFromEnv(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: numberFromEnv(30),
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: numberFromEnv(10),
  COOKIE_DOMAIN: optionalString,
  ADMIN_HOST: optionalString,
  PUBLIC_BASE_URL: optionalString,
  EMBED_ORIGINS: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z._default(z.string().check(z.url()), GOOGLE_JWKS_URL),
  COUNTRY_HEADER: z._default(z.string().check(z.minLength(1)), 'cf-ipcountry'),
  DEFAULT_COUNTRY: z._default(z.string().check(z.regex(/^[A-Za-z]{2}$/)), 'US'),
  LOGIN_RATE_LIMIT_MAX: numberFromEnv(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: numberFromEnv(15 * 60),
  LOGIN_BACKOFF_BASE_SECONDS: numberFromEnv(1),
  REGISTER_RATE_LIMIT_MAX: numberFromEnv(10),
  SEED: z.optional(z.enum(['true', 'false'])),
  TEST_GATEWAY_DECLINE_CARD: z._default(z.string(), '4000000000000002'),
  TEST_CLOCK: z._default(z.enum(['true', 'false']), 'false'),
  TEST_HOOKS: z._default(z.enum(['true', 'false']), 'false'),
  MEDIA_STORAGE: z._default(z.enum(['local', 's3']), 'local'),
  MEDIA_DIR: optionalString,
  MEDIA_URL_TTL_SECONDS: numberFromEnv(600),
  MEDIA_SIGNING_SECRET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_PREFIX: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'true'),
  PAYOUT_DETAILS_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  MAIL_DRAIN_INTERVAL_SECONDS: numberFromEnv(5),
});

/** An S3-compatible object store holding the media (MEDIA_STORAGE=s3). */
export interface S3Config {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  /** Key prefix, e.g. `media/`; keys are `{prefix}{videoId}/{resolution}.mp4`. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` (true) or `{bucket}.{endpoint host}/{key}` (false). */
  forcePathStyle: boolean;
}

export interface MediaConfig {
  storage: 'local' | 's3';
  /** Local media files, `{dir}/{videoId}/{resolution}.mp4`; the bundled samples answer otherwise. */
  dir: string | undefined;
  /** How long a signed media URL lives (never past a rental's end). */
  urlTtlSeconds: number;
  /** HMAC key of media URLs; derived from JWT_SECRET when not set. */
  signingSecret: string;
  s3: S3Config | undefined;
}

/** The documented development key of affiliates' payment details (decision 024); never for production. */
export const DEV_PAYOUT_DETAILS_KEY = 'reelcart-development-payout-details-key';

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Directory of the PGlite data and generated secrets, or ':memory:'. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** JWT_SECRET was not set: a secret was generated (kept under DATA_DIR, or in memory). */
  jwtSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * A rotated refresh token presented again within this many seconds answers the same new pair
   * (concurrent refreshes from two tabs, or a server render and the browser); later it is theft
   * and revokes the family (decision 062; Supabase's `refresh_token_reuse_interval`). 0 disables.
   */
  refreshTokenReuseIntervalSeconds: number;
  cookieDomain: string | undefined;
  adminHost: string | undefined;
  publicBaseUrl: string;
  /**
   * EMBED_ORIGINS: the other sites that embed the cart, whose pages the store's login may send a
   * shopper back to (`/login?redirect=https://blog.example/…`; decision 097). Canonical origins,
   * matched exactly; none in production unless set, the local try-out's otherwise.
   */
  embedOrigins: string[];
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  countryHeader: string;
  defaultCountry: string;
  /** Sign-in limits (decision 060); `backoffBaseMs`: the first wait after the free tries. */
  loginRateLimit: { max: number; windowMs: number; backoffBaseMs?: number };
  /**
   * Limits of the other account calls (decision 060), per hour: sign-ups per client address
   * (REGISTER_RATE_LIMIT_MAX), failed password resets per address, verification mails a user can
   * ask for beyond the first.
   */
  authLimits: {
    registrationsPerAddress: number;
    resetFailuresPerAddress: number;
    verificationMailsPerUser: number;
    windowMs: number;
  };
  /** Seed an empty database with the sample data (SEED; default: not in production). */
  seed: boolean;
  /**
   * The seeded demo accounts get their published passwords (server/README.md). Never in
   * production (decision 059): there the sample data's accounts have no password at all.
   */
  seedDemoPasswords: boolean;
  testGateway: { declineCardNumber: string };
  /** POST /api/testing/clock moves the server's clock (TEST_CLOCK=true; refused in production). */
  testClock: boolean;
  /**
   * Mounts the model-based e2e test's levers under /api/testing (faults, access-token expiry, cart
   * quote; decision 070). TEST_HOOKS=true; refused in production.
   */
  testHooks: boolean;
  media: MediaConfig;
  /** Secret the affiliates' payment details are encrypted with (AES-256-GCM, decision 024). */
  payoutDetailsKey: string;
  /**
   * The mail outbox's sender (decision 046): SMTP when SMTP_URL is set (smtp://user:pass@host:587,
   * smtps://… for TLS), otherwise the development sender that hands mails to /admin/mail.
   */
  mail: { smtpUrl: string | undefined; from: string; drainIntervalMs: number };
  /** Things a human should know about the configuration (e.g. a generated secret). */
  warnings: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration from an environment. Without JWT_SECRET a secret is
 * generated and kept in DATA_DIR/jwt-secret (ephemeral when DATA_DIR is ':memory:'); production
 * refuses to start without one.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseWith(EnvSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${issue?.path.join('.') || '?'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const e = parsed.data;
  const warnings: string[] = [];
  const dataDir = e.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('Invalid configuration: JWT_SECRET must be at least 32 characters');
  }
  if (jwtSecret === undefined) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: JWT_SECRET is required in production');
    }
    jwtSecret = developmentSecret(dataDir, warnings);
  }
  if (e.TEST_CLOCK === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: TEST_CLOCK cannot be enabled in production');
  }
  if (e.TEST_HOOKS === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: TEST_HOOKS cannot be enabled in production');
  }
  const media = mediaConfig(e, jwtSecret);
  if (e.SMTP_URL !== undefined && !/^smtps?:\/\//.test(e.SMTP_URL)) {
    throw new ConfigError('Invalid configuration: SMTP_URL must start with smtp:// or smtps://');
  }
  if (e.SMTP_URL === undefined && e.NODE_ENV === 'production') {
    warnings.push(
      'SMTP_URL is not set: mails stay in the outbox for the development viewer (/admin/mail) and are not delivered.',
    );
  }
  const payoutDetailsKey = payoutKey(e.NODE_ENV, e.PAYOUT_DETAILS_KEY);
  const production = e.NODE_ENV === 'production';
  const embed = embedOriginsOf(e.EMBED_ORIGINS, production);
  if ('error' in embed)
    throw new ConfigError(`Invalid configuration: EMBED_ORIGINS: ${embed.error}`);
  const seed = e.SEED === undefined ? !production : e.SEED === 'true';
  if (production && seed) {
    warnings.push(
      'SEED=true in production: the sample catalogue and its history are seeded, and its accounts (admin@reelcart.test, …) have no password: nobody can sign in with them.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    jwtSecretGenerated: e.JWT_SECRET === undefined,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS || 900,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS || 30,
    refreshTokenReuseIntervalSeconds: e.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    cookieDomain: e.COOKIE_DOMAIN,
    adminHost: e.ADMIN_HOST,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    embedOrigins: embed.origins,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: GOOGLE_ISSUERS },
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    defaultCountry: e.DEFAULT_COUNTRY.toUpperCase(),
    loginRateLimit: {
      max: e.LOGIN_RATE_LIMIT_MAX || 10,
      windowMs: (e.LOGIN_RATE_LIMIT_WINDOW_SECONDS || 900) * 1000,
      backoffBaseMs: (e.LOGIN_BACKOFF_BASE_SECONDS || 1) * 1000,
    },
    authLimits: {
      registrationsPerAddress: e.REGISTER_RATE_LIMIT_MAX || 10,
      resetFailuresPerAddress: 20,
      verificationMailsPerUser: 3,
      windowMs: 60 * 60 * 1000,
    },
    seed,
    seedDemoPasswords: !production,
    testGateway: { declineCardNumber: e.TEST_GATEWAY_DECLINE_CARD },
    testClock: e.TEST_CLOCK === 'true',
    testHooks: e.TEST_HOOKS === 'true',
    media,
    payoutDetailsKey,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Reelcart <no-reply@reelcart.localhost>',
      drainIntervalMs: (e.MAIL_DRAIN_INTERVAL_SECONDS || 5) * 1000,
    },
    warnings,
  };
}

/**
 * The key of the affiliates' payment details (decision 024). Development uses the published
 * development key; production refuses to start without a key of its own (decision 059): a
 * missing key must never mean details encrypted with a key anyone can read in the README.
 */
function payoutKey(env: string, key: string | undefined): string {
  if (env !== 'production') return key ?? DEV_PAYOUT_DETAILS_KEY;
  if (key === undefined || key.length < 32 || key === DEV_PAYOUT_DETAILS_KEY) {
    throw new ConfigError(
      'Invalid configuration: PAYOUT_DETAILS_KEY is required in production (at least 32 characters): payout details must not be encrypted with the published development key',
    );
  }
  return key;
}

function mediaConfig(e: z.output<typeof EnvSchema>, jwtSecret: string): MediaConfig {
  let s3: S3Config | undefined;
  if (e.MEDIA_STORAGE === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: MEDIA_STORAGE=s3 needs ${missing.join(', ')}`);
    }
    s3 = {
      endpoint: (e.S3_ENDPOINT ?? '').replace(/\/+$/, ''),
      region: e.S3_REGION ?? '',
      bucket: e.S3_BUCKET ?? '',
      prefix: e.S3_PREFIX ?? '',
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    };
  }
  if (e.MEDIA_SIGNING_SECRET !== undefined && e.MEDIA_SIGNING_SECRET.length < 32) {
    throw new ConfigError(
      'Invalid configuration: MEDIA_SIGNING_SECRET must be at least 32 characters',
    );
  }
  return {
    storage: e.MEDIA_STORAGE,
    dir: e.MEDIA_DIR === undefined ? undefined : resolve(e.MEDIA_DIR),
    urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS || 600,
    signingSecret:
      e.MEDIA_SIGNING_SECRET ??
      createHmac('sha256', jwtSecret).update('reelcart media urls').digest('base64url'),
    s3,
  };
}

function developmentSecret(dataDir: string, warnings: string[]): string {
  if (dataDir === IN_MEMORY) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  warnings.push(
    `JWT_SECRET is not set: generated one and kept it in ${file}. Set JWT_SECRET in production.`,
  );
  return secret;
}

/**
 * The configuration of a command-line script (payouts, mail drain, admin:create), or exit 1 with
 * the variable that is wrong, prefixed with `[tag]`.
 */
export function loadConfigOrExit(tag: string, env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[${tag}] ${error.message}`);
    process.exit(1);
  }
}

/**
 * A configuration for tests: in-memory database, no files touched. Test servers register many
 * accounts from one address, so its sign-up limit is out of the way (a test of it sets its own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: IN_MEMORY, REGISTER_RATE_LIMIT_MAX: '1000000' }),
    ...overrides,
  };
}
