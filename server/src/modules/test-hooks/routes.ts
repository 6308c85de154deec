import { parseWith } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, notFound, unauthorized } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { cartProductIds, couponById, currentCart } from '../cart';
import { prepareCart } from '../checkout';
import { users } from '../schema';
import { MAX_FAULT_DELAY_MS, TEST_PROBE_HEADER, type TestHooks } from './testHooks';

/**
 * Test-only routes and middleware (TEST_HOOKS=true, never in production; decision 070):
 *
 * - `POST /api/testing/faults` `{ email, status?, delayMs?, paths? }` — the user's requests under
 *   `paths` (default `/api/cart`) wait `delayMs` and/or answer `status` until
 *   `POST /api/testing/faults` `{ email, clear: true }`.
 * - `POST /api/testing/expire-access-tokens` `{ email }` — the user's current access tokens are
 *   refused from now on, as expired ones are; a refresh gives working ones.
 * - `GET /api/testing/cart-quote` (bearer) — what a payment of the user's current cart would
 *   charge, computed by the checkout's own code (`prepareCart`), or why it would be refused.
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

async function userIdOf(deps: Deps, email: string): Promise<string> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw notFound('No such user');
  return row.id;
}

/** Applies a user's fault to their requests (after the bearer is read, before any route). */
export function testFaults(hooks: TestHooks): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
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

  app.get('/api/testing/cart-quote', async (c) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    const cart = await currentCart(deps.db, auth.id);
    if (!cart) return c.json({ cart: null, quote: null, refused: null });
    const productIds = await cartProductIds(deps.db, cart.id);
    const coupon = await couponById(deps.db, cart.couponId);
    const summary = {
      id: cart.id,
      version: cart.version,
      state: cart.state,
      productIds,
      couponCode: coupon?.code ?? null,
    };
    if (productIds.length === 0) {
      return c.json({
        cart: summary,
        quote: { subtotalCents: 0, discountCents: 0, totalCents: 0 },
        refused: null,
      });
    }
    try {
      const prepared = await prepareCart(deps, auth.id, cart.id, cart.version);
      const { subtotalCents, discountCents, totalCents } = prepared;
      return c.json({
        cart: summary,
        quote: { subtotalCents, discountCents, totalCents },
        refused: null,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.json({ cart: summary, quote: null, refused: error.message });
    }
  });
}
