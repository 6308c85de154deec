import type { AuthResponse } from '@reelcart/contract/store/auth';
import type {
  CartProduct,
  CartState,
  CompleteCartResponse,
  ServerCart,
} from '@reelcart/contract/store/cart';
import type { LineEdit } from '@reelcart/contract/store/cartOperations';
import type { Coupon } from '@reelcart/contract/store/coupons';
import type { TrackingLogRequest } from '@reelcart/contract/store/tracking';
import type { OwnedProduct } from '@reelcart/contract/store/user';
import { UnsecuredJWT } from 'jose';
import type { FakeUserSeed } from './fixtures';

/** A user as the fake server keeps it. */
export interface FakeUser {
  id: string;
  email: string;
  password: string | undefined;
  googleCredential: string | undefined;
  role: 'user' | 'manager' | 'admin';
  isAffiliate: boolean;
  affiliateCode: string | null;
  hasPaymentInfo: boolean;
  referredBy: string | null;
  ownedProducts: OwnedProduct[];
  ownedUpdatedAt: number;
}

/** A cart as the fake server keeps it: products by id, resolved against the catalogue on the way out. */
export interface FakeCart {
  _id: string;
  version: number;
  state: CartState;
  appliedCoupon: Coupon | null;
  lastActiveAt: string | null;
  previousCart: string | null;
  productIds: string[];
  /** Each video's last applied edit (decision 124), as the reference server records it. */
  lineEdits: Map<string, LineEdit>;
}

export interface FakeOrder {
  orderId: string;
  userId: string;
  cartId: string;
  productIds: string[];
  idempotencyKey: string;
}

export interface FakeStateOptions {
  users: FakeUserSeed[];
  catalogue: CartProduct[];
  coupons: Coupon[];
  now: () => number;
  accessTokenTtlS: number;
  rentalDurationMs: number;
}

/** The fake server's data and the operations its routes share. One instance per fake server. */
export function createFakeState(options: FakeStateOptions) {
  const { now } = options;
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${++sequence}`;
  const nowIso = () => new Date(now()).toISOString();

  const users = new Map<string, FakeUser>();
  const catalogue = new Map(options.catalogue.map((product) => [product._id, product]));
  const coupons = new Map(options.coupons.map((coupon) => [coupon.code, coupon]));
  const carts = new Map<string, FakeCart>();
  /** `<user id>:<operation id>` of every cart operation applied (each is applied once). */
  const appliedOperations = new Set<string>();
  const completions = new Map<string, CompleteCartResponse>();
  const orders: FakeOrder[] = [];
  const accessTokens = new Map<string, { userId: string; expiresAtS: number }>();
  const refreshTokens = new Map<string, { userId: string; used: boolean }>();
  const tracking: TrackingLogRequest[] = [];

  function addUser(seed: FakeUserSeed): FakeUser {
    const user: FakeUser = {
      id: seed.id,
      email: seed.email,
      password: seed.password,
      googleCredential: seed.googleCredential,
      role: seed.role ?? 'user',
      isAffiliate: seed.isAffiliate ?? false,
      affiliateCode: seed.affiliateCode ?? null,
      hasPaymentInfo: seed.hasPaymentInfo ?? false,
      referredBy: null,
      ownedProducts: seed.ownedProducts ?? [],
      ownedUpdatedAt: now(),
    };
    users.set(user.id, user);
    return user;
  }
  for (const seed of options.users) addUser(seed);

  function findUser(idOrEmail: string): FakeUser | undefined {
    return users.get(idOrEmail) ?? [...users.values()].find((user) => user.email === idOrEmail);
  }

  /** Issues an access token (an unsigned but well-formed JWT with exp and userRole) and a refresh token. */
  function issueTokens(user: FakeUser): { token: string; refreshToken: string } {
    const issuedAtS = Math.floor(now() / 1000);
    const expiresAtS = issuedAtS + options.accessTokenTtlS;
    const token = new UnsecuredJWT({
      email: user.email,
      userRole: user.role,
      // Keeps two tokens issued in the same second distinct.
      jti: nextId('jti'),
    })
      .setSubject(user.id)
      .setIssuedAt(issuedAtS)
      .setExpirationTime(expiresAtS)
      .encode();
    accessTokens.set(token, { userId: user.id, expiresAtS });
    const refreshToken = nextId(`refresh-${user.id}`);
    refreshTokens.set(refreshToken, { userId: user.id, used: false });
    return { token, refreshToken };
  }

  function authResponse(user: FakeUser): AuthResponse {
    return {
      ...issueTokens(user),
      user: {
        id: user.id,
        email: user.email,
        isAffiliate: user.isAffiliate,
        affiliateCode: user.affiliateCode,
        hasPaymentInfo: user.hasPaymentInfo,
        role: user.role,
      },
    };
  }

  /** The user a bearer token belongs to, or undefined when it is unknown, revoked or expired. */
  function userForToken(token: string): FakeUser | undefined {
    const entry = accessTokens.get(token);
    if (!entry || entry.expiresAtS * 1000 <= now()) return undefined;
    return users.get(entry.userId);
  }

  /** Rotates a refresh token: the old one is spent; presenting a spent one fails. */
  function rotateRefreshToken(
    refreshToken: string,
  ): { token: string; refreshToken: string } | undefined {
    const entry = refreshTokens.get(refreshToken);
    if (!entry || entry.used) return undefined;
    entry.used = true;
    const user = users.get(entry.userId);
    return user ? issueTokens(user) : undefined;
  }

  function newCart(previousCart: string | null = null): FakeCart {
    return {
      _id: nextId('cart'),
      version: 0,
      state: 'active',
      appliedCoupon: null,
      lastActiveAt: null,
      previousCart,
      productIds: [],
      lineEdits: new Map(),
    };
  }

  function toServerCart(cart: FakeCart): ServerCart {
    return {
      _id: cart._id,
      version: cart.version,
      state: cart.state,
      appliedCoupon: cart.appliedCoupon,
      lastActiveAt: cart.lastActiveAt,
      previousCart: cart.previousCart,
      products: cart.productIds.flatMap((id) => {
        const product = catalogue.get(id);
        return product ? [product] : [];
      }),
    };
  }

  /** Completes a cart into an order: the user now owns (or rents) its products; a fresh cart replaces it. */
  function completeCart(
    user: FakeUser,
    cart: FakeCart,
    idempotencyKey: string,
  ): CompleteCartResponse {
    const orderId = nextId('order');
    orders.push({
      orderId,
      userId: user.id,
      cartId: cart._id,
      productIds: [...cart.productIds],
      idempotencyKey,
    });
    for (const product of toServerCart(cart).products) {
      user.ownedProducts.push({
        videoId: product.video._id,
        orderType: product.orderType,
        resolution: product.resolution,
        expiresAt:
          product.orderType === 'rental'
            ? new Date(now() + options.rentalDurationMs).toISOString()
            : null,
      });
    }
    user.ownedUpdatedAt = now();
    carts.set(user.id, newCart(cart._id));
    const response: CompleteCartResponse = { orderId, cartId: cart._id, state: 'completed' };
    // Keys are per user: another user's key never answers this user's completion.
    completions.set(`${user.id}:${idempotencyKey}`, response);
    return response;
  }

  return {
    now,
    nowIso,
    nextId,
    users,
    catalogue,
    coupons,
    carts,
    appliedOperations,
    completions,
    orders,
    accessTokens,
    refreshTokens,
    tracking,
    addUser,
    findUser,
    issueTokens,
    authResponse,
    userForToken,
    rotateRefreshToken,
    newCart,
    toServerCart,
    completeCart,
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
