import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseWith } from '@reelcart/sdk/contract';
import * as v from 'valibot';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const IN_MEMORY = ':memory:';

const numberFromEnv = (fallback: number) =>
  v.pipe(
    // The '' default makes the pipe run for a missing variable too (valibot skips an absent
    // optional key that has no default), so the fallback applies.
    v.optional(v.string(), ''),
    v.rawTransform<string, number>(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) {
        addIssue({ message: 'must be a non-negative integer' });
        return NEVER;
      }
      return n;
    }),
  );
const optionalString = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => (value.trim() === '' ? undefined : value.trim())),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'test', 'production']), 'development'),
  PORT: numberFromEnv(4000),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: numberFromEnv(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: numberFromEnv(30),
  COOKIE_DOMAIN: optionalString,
  ADMIN_HOST: optionalString,
  PUBLIC_BASE_URL: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: v.optional(v.pipe(v.string(), v.url()), GOOGLE_JWKS_URL),
  COUNTRY_HEADER: v.optional(v.pipe(v.string(), v.minLength(1)), 'cf-ipcountry'),
  DEFAULT_COUNTRY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/)), 'US'),
  LOGIN_RATE_LIMIT_MAX: numberFromEnv(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: numberFromEnv(15 * 60),
  SEED: v.optional(v.picklist(['true', 'false']), 'true'),
  TEST_GATEWAY_DECLINE_CARD: v.optional(v.string(), '4000000000000002'),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Directory of the PGlite data and generated secrets, or ':memory:'. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  cookieDomain: string | undefined;
  adminHost: string | undefined;
  publicBaseUrl: string;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  countryHeader: string;
  defaultCountry: string;
  loginRateLimit: { max: number; windowMs: number };
  seed: boolean;
  testGateway: { declineCardNumber: string };
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS || 900,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS || 30,
    cookieDomain: e.COOKIE_DOMAIN,
    adminHost: e.ADMIN_HOST,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: GOOGLE_ISSUERS },
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    defaultCountry: e.DEFAULT_COUNTRY.toUpperCase(),
    loginRateLimit: {
      max: e.LOGIN_RATE_LIMIT_MAX || 10,
      windowMs: (e.LOGIN_RATE_LIMIT_WINDOW_SECONDS || 900) * 1000,
    },
    seed: e.SEED === 'true',
    testGateway: { declineCardNumber: e.TEST_GATEWAY_DECLINE_CARD },
    warnings,
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

/** A configuration for tests: in-memory database, no files touched. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: IN_MEMORY }), ...overrides };
}
