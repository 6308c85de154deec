import { authCalls, parseWith } from '@reelcart/contract/store';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { Deps } from '../../platform/deps';
import { badRequest, unauthorized } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { cartQuote, refreshTokenState, userIdOf } from './service';
import { MAX_FAULT_DELAY_MS, TEST_PROBE_HEADER, type TestHooks } from './testHooks';

/**
 * Test-only routes and middleware (TEST_HOOKS=true, never in production; decision 070):
 *
 * - `POST /api/testing/faults` `{ email, status?, delayMs?, paths? }` — the user's requests under
 *   `paths` (default `/api/cart`) wait `delayMs` and/or answer `status` until
 *   `POST /api/testing/faults` `{ email, clear: true }`. With `/api/auth/refresh-token` among the
 *   paths, the user's refreshes are made and their answers held `delayMs` (see `testFaults`).
 * - `POST /api/testing/expire-access-tokens` `{ email }` — the user's current access tokens are
 *   refused from now on, as expired ones are; a refresh gives working ones.
 * - `GET /api/testing/cart-quote` (bearer) — what a payment of the user's current cart would
 *   charge, computed by the checkout's own code (`prepareCart`), or why it would be refused.
 * - `POST /api/testing/refresh-token` `{ refreshToken }` — whether the token is known, spent
 *   (rotated) and revoked, without presenting it (decision 122).
 */
const Email = z.string().check(z.minLength(3), z.maxLength(320));
const FaultBody = z.union([
  z.object({ email: Email, clear: z.literal(true) }),
  z.object({
    email: Email,
    status: z.optional(z.nullable(z.union([z.literal(500), z.literal(502), z.literal(503)]))),
    delayMs: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_FAULT_DELAY_MS))),
    paths: z.optional(
      z.array(z.string().check(z.startsWith('/api/'), z.maxLength(200))).check(z.maxLength(20)),
    ),
  }),
]);
const ExpireBody = z.object({ email: Email });
const TokenBody = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(512)) });

async function jsonBody<S extends z.ZodMiniType>(c: Context<AppEnv>, schema: S) {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('body', 'Invalid body: not JSON');
  }
  const parsed = parseWith(schema, raw);
  if (!parsed.success) throw badRequest('body', 'Invalid body');
  return parsed.data;
}

const REFRESH_PATH = authCalls.refreshToken.path;

/** The `sub` of a refresh answer's new access token (the user refreshed), or null. */
function refreshedUser(answer: unknown): string | null {
  const token = (answer as { token?: unknown } | null)?.token;
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * Applies a user's fault to their requests (after the bearer is read, before any route). A
 * refresh carries no bearer: a fault whose paths cover `/api/auth/refresh-token` makes the refresh
 * and then holds its answer `delayMs` (the token rotated, the answer late: a tab may close
 * before it arrives); its `status` does not apply there.
 */
export function testFaults(hooks: TestHooks): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path === REFRESH_PATH && !c.req.header(TEST_PROBE_HEADER)) {
      await next();
      if (c.res.status !== 200) return;
      const userId = refreshedUser(
        await c.res
          .clone()
          .json()
          .catch(() => null),
      );
      const late = userId ? hooks.faultFor(userId, REFRESH_PATH) : null;
      if (late && late.delayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, late.delayMs));
      return;
    }
    const auth = c.get('auth');
    const fault =
      auth && !c.req.header(TEST_PROBE_HEADER) ? hooks.faultFor(auth.id, c.req.path) : null;
    if (!fault) return next();
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status === null) return next();
    return c.json(
      { message: 'Injected fault (TEST_HOOKS)', code: 'TEST_FAULT' },
      fault.status as 500 | 502 | 503,
    );
  };
}

export function testHookRoutes(app: Hono<AppEnv>, deps: Deps, hooks: TestHooks): void {
  app.post('/api/testing/faults', async (c) => {
    const body = await jsonBody(c, FaultBody);
    const userId = await userIdOf(deps, body.email);
    if ('clear' in body) {
      hooks.clearFault(userId);
      return c.json({ cleared: true });
    }
    const fault = {
      status: body.status ?? null,
      delayMs: body.delayMs ?? 0,
      paths: body.paths ?? ['/api/cart'],
    };
    hooks.setFault(userId, fault);
    return c.json(fault);
  });

  app.post('/api/testing/expire-access-tokens', async (c) => {
    const body = await jsonBody(c, ExpireBody);
    hooks.expireAccessTokens(await userIdOf(deps, body.email));
    return c.json({ expired: true });
  });

  app.post('/api/testing/refresh-token', async (c) => {
    const body = await jsonBody(c, TokenBody);
    return c.json(await refreshTokenState(deps, body.refreshToken));
  });

  app.get('/api/testing/cart-quote', async (c) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    return c.json(await cartQuote(deps, auth.id));
  });
}
