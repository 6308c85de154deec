import type { CallDefinition } from '@reelcart/contract/core/call';
import { parseWith } from '@reelcart/contract/core/parse';
import { contract } from '@reelcart/contract/store/calls';
import type {
  CartResponse,
  PushCartRequest,
  ValidateCartResponse,
} from '@reelcart/contract/store/cart';
import { canMoveCart } from '@reelcart/contract/store/cartMoves';
import { applyCartOperations, lateEditsSettled } from '@reelcart/contract/store/cartOperations';
import type * as z from 'zod/mini';
import { couponSuitsGateway } from '../checkout/coupons';
import { validateAgainstOwned } from '../ownership/rules';
import type { FakeCart, FakeState, FakeUser } from './fakeServerState';

/** What a route answers: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

interface RouteContext<Body, Query> {
  state: FakeState;
  body: Body;
  query: Query;
  /** The `{name}` parameters of the call's path. */
  params: Record<string, string>;
  /** The bearer's user; always set on routes whose call needs auth. */
  user: FakeUser | undefined;
}

export interface FakeRoute {
  call: CallDefinition;
  handle(context: RouteContext<unknown, unknown>): FakeAnswer;
}

type Input<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

function route<
  B extends z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined,
  R extends z.ZodMiniType,
>(
  call: CallDefinition<B, Q, R>,
  handle: (context: RouteContext<Input<B>, Input<Q>>) => FakeAnswer,
): FakeRoute {
  // The body and query were parsed with this call's own schemas before `handle` runs.
  return { call, handle: handle as FakeRoute['handle'] };
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const fail = (status: number, message: string, extra: object = {}): FakeAnswer => ({
  status,
  body: { message, ...extra },
});

/** The signed-in user of a route that requires auth (the server checked it before). */
function signedIn(user: FakeUser | undefined): FakeUser {
  if (!user) throw new Error('fake server: route needs a user');
  return user;
}

function cartAnswer(state: FakeState, user: FakeUser, cart: FakeCart): CartResponse {
  const serverCart = state.toServerCart(cart);
  return {
    cart: serverCart,
    validationResult: validateAgainstOwned(serverCart.products, user.ownedProducts, state.now()),
    userCountry: 'US',
  };
}

/** A stale push the server applies on top instead of a 409: edits only (decision 066). */
function canMerge(existing: FakeCart, body: PushCartRequest): boolean {
  if (body.optimisticOperations.length === 0) return false;
  const coupon = existing.appliedCoupon?._id ?? null;
  if (body.appliedCoupon !== undefined && (body.appliedCoupon ?? null) !== coupon) return false;
  const state = body.state ?? existing.state;
  return state === existing.state || (existing.state === 'checkout' && state === 'active');
}

function liteResult(state: FakeState, user: FakeUser, productIds: string[]) {
  const products = productIds.flatMap((id) => state.catalogue.get(id) ?? []);
  return validateAgainstOwned(products, user.ownedProducts, state.now());
}

export const fakeRoutes: readonly FakeRoute[] = [
  route(contract.login, ({ state, body }) => {
    const user = state.findUser(body.email);
    if (!user || user.password === undefined || user.password !== body.password) {
      return fail(401, 'Invalid email or password');
    }
    return ok(state.authResponse(user));
  }),
  route(contract.register, ({ state, body }) => {
    if (state.findUser(body.email)) return fail(409, 'Email already registered');
    const id = state.nextId('u');
    const user = state.addUser({
      id,
      email: body.email,
      password: body.password,
      isAffiliate: body.isAffiliate ?? false,
      affiliateCode: body.isAffiliate ? `AFF-${id}` : null,
    });
    user.referredBy = body.referralCode ?? null;
    return ok(state.authResponse(user));
  }),
  route(contract.google, ({ state, body }) => {
    const user = [...state.users.values()].find((u) => u.googleCredential === body.credential);
    if (!user) return fail(401, 'Invalid Google credential');
    return ok(state.authResponse(user));
  }),
  route(contract.currentUser, ({ user }) => {
    const me = signedIn(user);
    return ok({ email: me.email, id: me.id });
  }),
  route(contract.refreshToken, ({ state, body }) => {
    const rotated = state.rotateRefreshToken(body.refreshToken);
    return rotated ? ok(rotated) : fail(401, 'Invalid refresh token');
  }),
  // Like the reference server: a user without a current cart gets a new, empty one (version 0).
  // The spec's 404 (cart cleared, 'Failed to load cart data.') is injected as a fault in tests.
  route(contract.getCart, ({ state, user }) => {
    const me = signedIn(user);
    let cart = state.carts.get(me.id);
    if (!cart) {
      cart = state.newCart();
      state.carts.set(me.id, cart);
    }
    return ok(cartAnswer(state, me, cart));
  }),
  route(contract.pushCart, ({ state, body, user }) => {
    const me = signedIn(user);
    const existing = state.carts.get(me.id);
    // A version-0 cart no push has touched yet also accepts a client that has no version.
    const untouched = existing?.version === 0 && body.cartVersion == null;
    const stale =
      existing && !body.isLoginSync && !untouched && body.cartVersion !== existing.version;
    if (stale && !canMerge(existing, body)) {
      return fail(409, 'Cart version conflict', { currentVersion: existing.version });
    }
    // Like the reference server (decision 066): a login sync merges the guest's lines into the
    // server cart; a push of edits applies those not applied yet to the current lines; otherwise
    // the push replaces them.
    const fresh = body.optimisticOperations.filter(
      (op) => !state.appliedOperations.has(`${me.id}:${op.id}`),
    );
    const videoOf = (id: string) => state.catalogue.get(id)?.video._id;
    // Like the reference server, a push records its operations as applied unless it is a login
    // sync, which merges lines (its operations are not applied, so a later push of one still
    // is); a push that creates the cart carries them in its lines (they are applied).
    const applies = !body.isLoginSync && fresh.length > 0;
    // Like the reference server (decision 124): a push made on an older version does not undo a
    // newer edit of the same video.
    const settled = lateEditsSettled(
      fresh,
      existing?.lineEdits ?? new Map(),
      stale ? (body.cartVersion ?? null) : (existing?.version ?? null),
      videoOf,
      existing?.version ?? 0,
    );
    const productIds = [
      ...new Set(
        body.isLoginSync
          ? [...(existing?.productIds ?? []), ...body.products]
          : existing && body.optimisticOperations.length > 0
            ? applyCartOperations(existing.productIds, settled.apply, videoOf)
            : body.products,
      ),
    ];
    const unknown = productIds.filter((id) => !state.catalogue.has(id));
    if (unknown.length > 0) return fail(400, `Unknown products: ${unknown.join(', ')}`);
    const validationResult = liteResult(state, me, productIds);
    if (validationResult.invalidProducts.length > 0) {
      return fail(400, 'Cart contains products you cannot buy', { validationResult });
    }
    let appliedCoupon = existing?.appliedCoupon ?? null;
    // A login sync keeps the server cart's coupon unless the guest brings one (decision 080).
    if (body.appliedCoupon !== undefined && !(body.isLoginSync && body.appliedCoupon === null)) {
      appliedCoupon = null;
      if (body.appliedCoupon !== null) {
        const coupon = [...state.coupons.values()].find((c) => c._id === body.appliedCoupon);
        if (!coupon) return fail(400, 'Invalid coupon');
        appliedCoupon = coupon;
      }
    }
    // Like the reference server (decisions 117, 124): a push whose edits are all applied already,
    // or overridden by newer ones, leaves a checkout cart in checkout, though it says active (it
    // changes no line of the checked-out cart).
    const replay =
      existing?.state === 'checkout' &&
      body.state === 'active' &&
      !body.isLoginSync &&
      body.optimisticOperations.length > 0 &&
      settled.apply.length === 0;
    const moveTo = replay ? existing.state : (body.state ?? existing?.state ?? 'active');
    if (!canMoveCart(existing?.state, moveTo)) {
      return fail(
        400,
        `Invalid state: cannot move a ${existing?.state ?? 'new'} cart to ${moveTo}`,
      );
    }
    const cart: FakeCart = {
      ...(existing ?? state.newCart()),
      productIds,
      appliedCoupon,
      state: moveTo,
      lastActiveAt: body.lastActiveAt ?? state.nowIso(),
    };
    cart.version = existing ? existing.version + 1 : 1;
    if (applies) {
      cart.lineEdits = new Map(cart.lineEdits);
      for (const [video, editedAt] of settled.edits)
        cart.lineEdits.set(video, { version: cart.version, editedAt });
    }
    state.carts.set(me.id, cart);
    if (applies) for (const op of fresh) state.appliedOperations.add(`${me.id}:${op.id}`);
    return ok(cartAnswer(state, me, cart));
  }),
  route(contract.abandonCart, ({ state, body, user }) => {
    const me = signedIn(user);
    const cart = state.carts.get(me.id);
    if (!cart || cart._id !== body.cartId) return fail(404, 'Cart not found');
    state.carts.set(me.id, state.newCart(cart._id));
    return ok({ cartId: cart._id, state: 'abandoned' });
  }),
  route(contract.completeCart, ({ state, body, user }) => {
    const me = signedIn(user);
    const done = state.completions.get(`${me.id}:${body.idempotencyKey}`);
    if (done) return ok(done);
    const cart = state.carts.get(me.id);
    if (!cart || cart._id !== body.cartId) return fail(404, 'Cart not found');
    if (cart.version !== body.cartVersion) return fail(409, 'Cart version conflict');
    if (cart.productIds.length === 0) return fail(400, 'Cart is empty');
    const validationResult = liteResult(state, me, cart.productIds);
    if (validationResult.invalidProducts.length > 0) {
      return fail(400, 'Cart validation failed', { validationResult });
    }
    return ok(state.completeCart(me, cart, body.idempotencyKey));
  }),
  route(contract.validateCart, ({ state, body, user }) => {
    const me = signedIn(user);
    const cart = state.carts.get(me.id);
    if (cart && body.cartVersion != null && body.cartVersion !== cart.version) {
      return fail(409, 'Cart version conflict');
    }
    const unknown = body.productIds.filter((id) => !state.catalogue.has(id));
    const result = liteResult(state, me, body.productIds);
    const answer: ValidateCartResponse = {
      valid: result.invalidProducts.length === 0 && unknown.length === 0,
      invalidProducts: [...result.invalidProducts, ...unknown],
      errors: [
        ...result.errors,
        ...unknown.map((productId) => ({ productId, reason: 'Product not available' })),
      ],
      cartVersion: cart?.version ?? null,
    };
    return ok(answer);
  }),
  route(contract.validateLite, ({ state, body, user }) =>
    ok(liteResult(state, signedIn(user), body.productIds)),
  ),
  route(contract.validateCoupon, ({ state, query }) => {
    const coupon = state.coupons.get(query.code);
    return coupon
      ? ok({ valid: true, coupon, message: null })
      : ok({ valid: false, coupon: null, message: 'Invalid coupon' });
  }),
  route(contract.validatePaymentMethod, ({ state, query }) => {
    const coupon = state.coupons.get(query.code);
    if (!coupon) return ok({ valid: false, coupon: null, message: 'Invalid coupon' });
    const valid = couponSuitsGateway(coupon, query.billerId);
    return ok({
      valid,
      coupon,
      message: valid ? null : 'Coupon not valid for this payment method',
    });
  }),
  route(contract.ownedProducts, ({ user }) => {
    const me = signedIn(user);
    return ok({
      ownedProducts: me.ownedProducts,
      lastUpdated: new Date(me.ownedUpdatedAt).toISOString(),
    });
  }),
  route(contract.log, ({ state, body }) => {
    state.tracking.push(body);
    return ok({ ok: true });
  }),
  route(contract.getProduct, ({ state, params }) => {
    const product = state.catalogue.get(params.id ?? '');
    return product ? ok(product) : fail(404, 'Product not found');
  }),
];

/** The `{name}` parameters of `path` under the call path `template`, or null when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const expected = template.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of expected.entries()) {
    const value = actual[i] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name && value) params[name] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** A request as routing sees it. */
export interface DispatchRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

/**
 * Routes one request: finds its call, checks the bearer (401 where the call requires a user),
 * parses body and query with the call's own schemas (400 when they do not fit), runs the route,
 * and checks a 200 answer against the call's response schema.
 */
export function dispatch(state: FakeState, request: DispatchRequest): FakeAnswer {
  let params: Record<string, string> | null = null;
  const found = fakeRoutes.find((candidate) => {
    if (candidate.call.method !== request.method) return false;
    params = matchPath(candidate.call.path, request.path);
    return params !== null;
  });
  if (!found || !params) return fail(404, `No route ${request.method} ${request.path}`);
  const { call } = found;
  const header = request.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  const user = token ? state.userForToken(token) : undefined;
  if (call.auth === 'required' && !user) return fail(401, 'Unauthorized');
  const body = call.body ? parseWith(call.body, request.body) : undefined;
  if (body && !body.success) return fail(400, 'Invalid request body', { issues: body.issues });
  const query = call.query ? parseWith(call.query, request.query) : undefined;
  if (query && !query.success) return fail(400, 'Invalid query', { issues: query.issues });
  const result = found.handle({ state, body: body?.data, query: query?.data, params, user });
  // The fake must keep the contract it stands in for: a bad answer is a bug in the fake.
  if (result.status === 200 && !parseWith(call.response, result.body).success) {
    throw new Error(`fake server broke the contract of ${request.method} ${request.path}`);
  }
  return result;
}
