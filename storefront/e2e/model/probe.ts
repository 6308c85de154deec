import type { APIRequestContext } from '@playwright/test';
import { NEW_USER_PASSWORD } from '../fixtures';
import type { FaultKind, Line } from './model';

/**
 * The server's side of the model test, through the API: the shoppers it registers, the user's
 * cart and what a payment of it would charge (`/api/testing/cart-quote`, computed by the
 * checkout's own code), and the test-only levers (faults, access-token expiry) the e2e server
 * mounts with TEST_HOOKS (decision 070). Its own calls carry the probe header, so a fault meant
 * for the browser never hits them. Reusable by any spec.
 */
export const PROBE_HEADERS = { 'x-reelcart-test-probe': '1' };

export interface ServerCart {
  productIds: string[];
  couponCode: string | null;
  state: string;
  version: number;
}

export interface Quote {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export interface ServerView {
  cart: ServerCart | null;
  quote: Quote | null;
  /** Why a payment of the cart would be refused (a coupon rule, an owned product), if it would. */
  refused: string | null;
}

export interface Shopper {
  email: string;
  password: string;
}

/** A new account through the API (so every sequence starts with an empty cart and no purchases). */
export async function registerShopper(
  request: APIRequestContext,
  prefix = 'model',
): Promise<Shopper> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await resilient(() =>
    request.post('/api/auth/register', { data: { email, password: NEW_USER_PASSWORD } }),
  );
  if (!response.ok()) throw new Error(`register ${email}: ${response.status()}`);
  return { email, password: NEW_USER_PASSWORD };
}

export const FAULTS: Record<
  Exclude<FaultKind, 'refresh'>,
  { status: 500 | null; delayMs: number; paths: string[] }
> = {
  // Slow: every cart, coupon and user call of the shopper waits 1.5 s.
  slow: { status: null, delayMs: 1_500, paths: ['/api/cart', '/api/coupons', '/api/user'] },
  // Down: every cart call answers 500.
  error: { status: 500, delayMs: 0, paths: ['/api/cart'] },
};

/**
 * Retries a call whose connection was reset (a kept-alive socket the server closed as it was
 * reused): a transport hiccup of the test's own client, not an answer of the server.
 */
async function resilient<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Error) || !/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return call();
  }
}

export class ServerProbe {
  private token: string | null = null;

  constructor(
    private readonly request: APIRequestContext,
    readonly shopper: Shopper,
  ) {}

  private async signIn(): Promise<string> {
    const response = await resilient(() =>
      this.request.post('/api/auth/login', {
        data: { email: this.shopper.email, password: this.shopper.password },
        headers: PROBE_HEADERS,
      }),
    );
    if (!response.ok()) throw new Error(`probe login: ${response.status()}`);
    const body = (await response.json()) as { token: string };
    this.token = body.token;
    return body.token;
  }

  /** The user's current cart and its quote, signing in again when the token was expired. */
  async view(): Promise<ServerView> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = this.token ?? (await this.signIn());
      const response = await resilient(() =>
        this.request.get('/api/testing/cart-quote', {
          headers: { ...PROBE_HEADERS, authorization: `Bearer ${token}` },
        }),
      );
      if (response.status() === 401) {
        this.token = null;
        continue;
      }
      if (!response.ok())
        throw new Error(`cart quote: ${response.status()} ${await response.text()}`);
      const body = (await response.json()) as {
        cart: (Omit<ServerCart, never> & { id: string }) | null;
        quote: Quote | null;
        refused: string | null;
      };
      return { cart: body.cart, quote: body.quote, refused: body.refused };
    }
    throw new Error('cart quote: 401 twice');
  }

  async fault(kind: Exclude<FaultKind, 'refresh'>): Promise<void> {
    const response = await resilient(() =>
      this.request.post('/api/testing/faults', {
        data: { email: this.shopper.email, ...FAULTS[kind] },
      }),
    );
    if (!response.ok()) throw new Error(`set fault: ${response.status()}`);
  }

  async clearFault(): Promise<void> {
    const response = await resilient(() =>
      this.request.post('/api/testing/faults', {
        data: { email: this.shopper.email, clear: true },
      }),
    );
    if (!response.ok()) throw new Error(`clear fault: ${response.status()}`);
  }

  /** Every access token the user holds now is refused from here on, as an expired one is. */
  async expireAccessTokens(): Promise<void> {
    const response = await resilient(() =>
      this.request.post('/api/testing/expire-access-tokens', {
        data: { email: this.shopper.email },
      }),
    );
    if (!response.ok()) throw new Error(`expire tokens: ${response.status()}`);
  }
}

/** What a server cart holds, for a report. */
export function describeServer(view: ServerView | null, lines?: readonly Line[]): string {
  if (!view) return 'server cart: (not read)';
  if (!view.cart) return 'server cart: none';
  const { productIds, couponCode, state, version } = view.cart;
  const quote = view.quote
    ? `quote ${cents(view.quote.subtotalCents)} − ${cents(view.quote.discountCents)} = ${cents(view.quote.totalCents)}`
    : `no quote (${view.refused ?? 'refused'})`;
  const expected = lines ? `; model [${lines.map((l) => l.productId).join(', ')}]` : '';
  return `server cart: [${productIds.join(', ')}]${couponCode ? ` coupon ${couponCode}` : ''}, ${state}, version ${version}; ${quote}${expected}`;
}

/** Cents as the storefront prints them ($17.08). */
export function cents(amount: number): string {
  return `$${(amount / 100).toFixed(2)}`;
}
