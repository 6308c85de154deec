import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type CreateAppOptions, createApp } from '../app';
import * as schema from '../modules/schema';
import { SEED_USERS } from '../modules/seed';
import { createClock } from '../platform/clock';
import { type Config, testConfig } from '../platform/config';
import type { Database } from '../platform/db/database';
import { freshPostgresDatabase, suiteOnPostgres, testPool, testPostgresUrl } from './postgres';
import { seededPglite } from './snapshot';
import { countTransactions, StatementLog } from './statements';

export type Role = 'anonymous' | 'shopper' | 'affiliate' | 'manager' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'shopper', 'affiliate', 'manager', 'admin'];
export const GOOGLE_CLIENT_ID = 'reelcart-test.apps.googleusercontent.com';

const SEEDED: Record<Exclude<Role, 'anonymous'>, string> = {
  shopper: 'shopper@reelcart.test',
  affiliate: 'affiliate@reelcart.test',
  manager: 'manager@reelcart.test',
  admin: 'admin@reelcart.test',
};

export interface Session {
  token: string;
  refreshToken: string;
  user: { id?: string | undefined; email: string };
}

/** A locally generated Google key set and a signer for ID tokens. */
export async function createGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    sign: (
      claims: JWTPayload,
      options: { audience?: string; issuer?: string; expiresIn?: string | number } = {},
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey),
  };
}

/**
 * One seeded database for a test: an in-memory PGlite, or under `npm run test:postgres`
 * (TEST_DATABASE=postgres) a new database of its own on the run's throwaway PostgreSQL cluster.
 */
export async function seededTestDatabase(): Promise<{
  db: Database;
  kind: 'pglite' | 'postgres';
  url?: string;
  /** Every statement sent to it (see StatementLog). */
  statements: StatementLog;
  close(): Promise<void>;
}> {
  const statements = new StatementLog();
  const adminUrl = testPostgresUrl();
  if (suiteOnPostgres() && adminUrl) {
    const fresh = await freshPostgresDatabase(adminUrl);
    const pool = testPool(fresh.url, 10);
    return {
      db: drizzleNodePg({ client: pool, schema, logger: statements }),
      kind: 'postgres',
      url: fresh.url,
      statements,
      close: async () => {
        await pool.end();
        await fresh.drop();
      },
    };
  }
  const client = await seededPglite();
  countTransactions(client, statements);
  return {
    db: drizzle({ client, schema, logger: statements }),
    kind: 'pglite',
    statements,
    close: () => client.close(),
  };
}

/** One seeded database (see seededTestDatabase) and app for a test file. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: Pick<CreateAppOptions, 'logger' | 'requestLog' | 'catalogueCache'> = {},
) {
  const database = await seededTestDatabase();
  const { db, statements } = database;
  const config = testConfig({
    google: {
      clientId: GOOGLE_CLIENT_ID,
      jwksUrl: 'http://127.0.0.1:9/unused',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    },
    ...overrides,
  });
  const google = await createGoogleKeys();
  /** The server's clock of rentals and media URLs: tests move it with `clock.setOffset`. */
  const clock = createClock();
  const app = createApp({ db, config, googleKeys: google.keys, clock, ...options });

  const request = async (
    method: string,
    path: string,
    options: {
      token?: string | null;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      json: json as Record<string, unknown> & { [key: string]: unknown },
      text,
      headers: response.headers,
    };
  };

  const sessions = new Map<Role, Session>();
  const login = async (role: Exclude<Role, 'anonymous'>): Promise<Session> => {
    const email = SEEDED[role];
    const password = SEED_USERS.find((u) => u.email === email)?.password ?? '';
    const res = await request('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${res.text}`);
    return res.json as unknown as Session;
  };
  /** A cached session per role (fresh sessions: call `login`). */
  const sessionOf = async (role: Exclude<Role, 'anonymous'>) => {
    const cached = sessions.get(role);
    if (cached) return cached;
    const session = await login(role);
    sessions.set(role, session);
    return session;
  };
  /** A brand-new shopper, so a test owns its cart and purchases. */
  let counter = 0;
  const newShopper = async (): Promise<Session> => {
    counter += 1;
    const email = `shopper-${Date.now().toString(36)}-${counter}@example.test`;
    const res = await request('POST', '/api/auth/register', {
      body: { email, password: NEW_SHOPPER_PASSWORD },
    });
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.json as unknown as Session;
  };

  return {
    app,
    db,
    /** Every statement the app sent to the database (see StatementLog). */
    statements,
    config,
    google,
    clock,
    request,
    login,
    sessionOf,
    newShopper,
    /** The PostgreSQL database's URL (undefined on PGlite), for a second client of the same data. */
    url: database.url,
    close: () => database.close(),
  };
}

/** The password of every account `newShopper` registers. */
export const NEW_SHOPPER_PASSWORD = 'long-enough-1';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
