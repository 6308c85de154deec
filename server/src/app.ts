import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { createTokenPurge } from './modules/accounts/tokenPurge';
import { ART_KINDS, type ArtKind, type ArtVariant, renderArt } from './modules/catalogue/art';
import { createCatalogueCache } from './modules/catalogue/catalogueCache.http';
import { createTestGateway, type PaymentGateway } from './modules/checkout/gateway';
import type { MediaStorage } from './modules/media/storage';
import { mountModules, mountTestHooks } from './modules/registry';
import { createTestHooks, type TestHooks } from './modules/test-hooks/testHooks';
import { createTokenService } from './platform/auth/tokens';
import { type Clock, createClock } from './platform/clock';
import type { Config } from './platform/config';
import { type Database, migrationsFolder } from './platform/db/database';
import { databaseUnavailable } from './platform/db/faults';
import { checkReadiness, expectedMigrations } from './platform/db/readiness';
import { consoleLogger, type Deps, type Logger } from './platform/deps';
import { ApiError } from './platform/errors';
import { createAccessCache } from './platform/http/accessCache';
import type { AppEnv } from './platform/http/context';
import { reflectOriginCors } from './platform/http/cors';
import { buildOpenApi } from './platform/http/openapi';
import { jsonLines, type RequestLogWriter, requestLog } from './platform/http/requestLog';
import { createBackoffLimiter } from './platform/limits/loginBackoff';
import { createRateLimiter } from './platform/limits/rateLimit';
import { redactingLogger, sqlStateOf, summariseError } from './platform/logSafety';

export interface CreateAppOptions {
  db: Database;
  config: Config;
  /** Keys for Google ID tokens; defaults to the configured JWKS URL. Tests pass a local key set. */
  googleKeys?: JWTVerifyGetKey;
  /** Defaults to the built-in test gateway (billers `test-card` and `test-crypto`). */
  gateway?: PaymentGateway;
  logger?: Logger;
  /** Where the one JSON line per request goes; stdout, except under NODE_ENV=test (none). */
  requestLog?: RequestLogWriter;
  /** The clock of rentals and media URLs; tests pass one they move. */
  clock?: Clock;
  /** Where media is read from; defaults to the configured adapter (local files or S3). */
  mediaStorage?: MediaStorage;
  /**
   * The catalogue answer cache: how many answers it keeps (1000; 0 keeps none), how long it holds
   * the catalogue version it read (1000 ms), and its clock (Date.now).
   */
  catalogueCache?: { maxEntries?: number; holdMs?: number; now?: () => number };
}

const ART_FILE = /^([a-z0-9-]{1,200})\.(thumbnail|cover|image)\.svg$/;

/** The API as a Hono app, without listening: mount it at `/api`'s parent or call `app.request()`. */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { config } = options;
  // Test-only levers (decision 070): never in production, whatever the configuration says.
  const testHooks: TestHooks | null =
    config.testHooks && config.env !== 'production' ? createTestHooks() : null;
  const tokens = createTokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  const deps: Deps = {
    db: options.db,
    config,
    tokens: testHooks ? testHooks.tokenService(tokens) : tokens,
    googleKeys: options.googleKeys ?? createRemoteJWKSet(new URL(config.google.jwksUrl)),
    gateway: options.gateway ?? createTestGateway(config.testGateway),
    loginLimiter: {
      address: createRateLimiter({
        db: options.db,
        name: 'login-ip',
        max: config.loginRateLimit.max * 5,
        windowMs: config.loginRateLimit.windowMs,
      }),
      email: createRateLimiter({
        db: options.db,
        name: 'login-email',
        max: config.loginRateLimit.max,
        windowMs: config.loginRateLimit.windowMs,
      }),
      pair: createBackoffLimiter({
        db: options.db,
        name: 'login-pair',
        // Half the e-mail's limit free per address: 5 of 10 by default.
        freeTries: Math.floor(config.loginRateLimit.max / 2),
        windowMs: config.loginRateLimit.windowMs,
        baseMs: config.loginRateLimit.backoffBaseMs ?? 1000,
      }),
    },
    accountLimiter: {
      register: createRateLimiter({
        db: options.db,
        name: 'register-ip',
        max: config.authLimits.registrationsPerAddress,
        windowMs: config.authLimits.windowMs,
      }),
      reset: createRateLimiter({
        db: options.db,
        name: 'reset-ip',
        max: config.authLimits.resetFailuresPerAddress,
        windowMs: config.authLimits.windowMs,
      }),
      verification: createRateLimiter({
        db: options.db,
        name: 'verification-user',
        max: config.authLimits.verificationMailsPerUser,
        windowMs: config.authLimits.windowMs,
      }),
    },
    access: createAccessCache(options.db),
    tokenPurge: createTokenPurge(),
    // Every log line goes through the redaction of decision 058 (no query values, no secrets).
    log: redactingLogger(options.logger ?? consoleLogger(config.env === 'test')),
    clock: options.clock ?? createClock(),
  };
  const app = new Hono<AppEnv>();

  const writeRequestLog = options.requestLog ?? (config.env === 'test' ? undefined : jsonLines);
  if (writeRequestLog) app.use('*', requestLog('api', writeRequestLog));

  // Error logs name the route (`/api/videos/:slug`), not the path: its values are the request's.
  const routeOf = (c: Context<AppEnv>) => `${c.req.method} ${c.req.routePath}`;
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      return c.json(
        { message: error.message || 'Request failed', code: 'HTTP_ERROR' },
        error.status,
      );
    }
    // The database away (stopped, restarting, unreachable): a clear 503, retried by the client.
    if (databaseUnavailable(error)) {
      deps.log.warn('database unavailable', { route: routeOf(c), error: summariseError(error) });
      c.header('Retry-After', '5');
      return c.json(
        {
          message: 'The store cannot reach its database right now. Please try again in a moment.',
          code: 'DATABASE_UNAVAILABLE',
        },
        503,
      );
    }
    const sqlState = sqlStateOf(error);
    // A constraint met by a race (unique or foreign key) is a conflict, not a server failure.
    if (sqlState === '23505' || sqlState === '23503') {
      deps.log.warn('constraint violation', { route: routeOf(c), sqlState });
      return c.json({ message: 'Conflicting request, please retry', code: 'CONFLICT' }, 409);
    }
    // A data exception (class 22: a NUL byte, a number out of range, text too long for its
    // column) is a value the contract let through: the request's fault, never a 500.
    if (sqlState?.startsWith('22')) {
      deps.log.warn('data exception', { route: routeOf(c), sqlState });
      return c.json(
        {
          message:
            'A value in the request cannot be stored (too long, out of range, or holding characters the store does not accept). Check what you entered and try again.',
          code: 'INVALID_VALUE',
        },
        400,
      );
    }
    deps.log.error('unhandled error', { route: routeOf(c), error: summariseError(error) });
    return c.json({ message: 'An unexpected error occurred.', code: 'INTERNAL' }, 500);
  });
  app.notFound((c) =>
    c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404),
  );

  app.use(
    '/api/*',
    reflectOriginCors({ allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
  );
  const limitBody = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) =>
      c.json({ message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE', field: 'body' }, 413),
  });
  // Only where a body can come: reading `c.req.raw.body` makes the node adapter build a whole
  // Request (with an AbortController) for every GET too (issue 34, decision 092).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use('/api/*', async (c, next) => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const claims = match?.[1] ? await deps.tokens.verifyAccess(match[1]) : null;
    const expired = claims && match?.[1] && testHooks?.refusesToken(claims, match[1]);
    c.set('auth', expired ? null : claims);
    await next();
  });
  if (testHooks) {
    mountTestHooks(app, deps, testHooks);
  }

  app.get('/api/health', (c) => c.json({ ok: true }));
  // Probes for a process manager or load balancer (docs/decisions/018-production-server.md).
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  let migrations: number | undefined;
  app.get('/readyz', async (c) => {
    migrations ??= expectedMigrations(migrationsFolder());
    const readiness = await checkReadiness(deps.db, migrations);
    c.header('Cache-Control', 'no-store');
    if (readiness.ready) return c.json({ status: 'ready' });
    return c.json(
      { status: 'unavailable', code: readiness.reason, message: readiness.message },
      503,
    );
  });
  const openApi = buildOpenApi();
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/art/:kind/:file', (c) => {
    const kind = c.req.param('kind') as ArtKind;
    const match = ART_FILE.exec(c.req.param('file'));
    if (!ART_KINDS.includes(kind) || !match) throw new ApiError(404, 'Not found');
    const svg = renderArt(kind, match[1] as string, match[2] as ArtVariant);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  // Public catalogue answers: ETag/304 and an in-process cache, invalidated by admin writes (052).
  const catalogueCache = createCatalogueCache(deps.db, options.catalogueCache);
  app.use('/api/*', catalogueCache.serve);
  app.use('/api/admin/*', catalogueCache.bumpOnAdminWrite);
  mountModules(app, deps, { mediaStorage: options.mediaStorage });
  return app;
}
