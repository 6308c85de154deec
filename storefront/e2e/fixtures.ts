import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse } from '@reelcart/sdk/contract';

/** The seeded accounts of the reference server (server/src/modules/seed.ts). */
export const ACCOUNTS = {
  shopper: { email: 'shopper@reelcart.test', password: 'shopper-pass-1' },
  affiliate: { email: 'affiliate@reelcart.test', password: 'affiliate-pass-1' },
  newAffiliate: { email: 'affiliate-new@reelcart.test', password: 'affiliate-pass-2' },
  manager: { email: 'manager@reelcart.test', password: 'manager-pass-1' },
  admin: { email: 'admin@reelcart.test', password: 'admin-pass-1' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** The password of the accounts `registerUser` makes. */
export const NEW_USER_PASSWORD = 'a-long-enough-password';

/** How a test's auth cookie differs from the one the SDK writes (see `authCookieOf`). */
export interface CookieTwist {
  refusedToken?: boolean;
  expiredToken?: boolean;
}

/** `token` with its `exp` claim moved a minute into the past (its signature no longer matches). */
function expired(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  const past = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
  return [header, Buffer.from(JSON.stringify(past)).toString('base64url'), signature].join('.');
}

/**
 * The auth cookie exactly as the SDK writes it for `auth`; `refusedToken` keeps the claims but
 * breaks the signature, so the API answers 401 as for an expired token and the SDK refreshes;
 * `expiredToken` says the token has expired, so the SDK refreshes before any call — a page's
 * server render first of all.
 */
export function authCookieOf(auth: AuthResponse, options: CookieTwist = {}) {
  const session = sessionFromAuthResponse(auth);
  if (!session) throw new Error('no session in the auth response');
  if (options.refusedToken) session.token = `${session.token.slice(0, -4)}AAAA`;
  if (options.expiredToken) session.token = expired(session.token);
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const header = jar.setCookieHeaders()[0] ?? '';
  const pair = header.split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), header: pair };
}

/** Signs in through the API and returns the auth cookie exactly as the SDK writes it. */
export async function authCookieFor(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/login', { data: ACCOUNTS[account] });
  expect(response.status(), `login as ${account}`).toBe(200);
  return authCookieOf(AuthResponse.parse(await response.json()));
}

/** Registers a new account through the API (password {@link NEW_USER_PASSWORD}); `prefix` starts its e-mail. */
export async function registerUser(request: APIRequestContext, prefix = 'e2e') {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await request.post('/api/auth/register', {
    data: { email, password: NEW_USER_PASSWORD },
  });
  expect(response.ok(), 'register').toBe(true);
  return { email, auth: AuthResponse.parse(await response.json()) };
}

/**
 * Buys `productIds` through the API for the holder of `token`: a new server cart, then the test
 * card. Answers the checkout's order.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  token: string,
  productIds: string[],
): Promise<{ orderId: string; orderNumber: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const pushed = await request.post('/api/cart', {
    headers,
    data: { products: productIds, cartVersion: null, state: 'active' },
  });
  const { cart } = (await pushed.json()) as { cart: { _id: string; version: number } };
  const paid = await request.post('/api/checkout', {
    headers,
    data: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-card',
      idempotencyKey: `e2e-${Math.random()}`,
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  expect(paid.status(), 'checkout').toBe(200);
  return (await paid.json()) as { orderId: string; orderNumber: string };
}

/** Puts the SDK's auth cookie for `auth` in the browser, optionally with a token the API refuses. */
export async function signInBrowser(
  context: BrowserContext,
  baseURL: string,
  auth: AuthResponse,
  options: CookieTwist = {},
) {
  const { name, value } = authCookieOf(auth, options);
  await context.addCookies([{ name, value, url: baseURL }]);
}

/** The admin host of the server under test (ADMIN_HOST's default: admin.localhost:<port>). */
export function adminOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  return `${url.protocol}//admin.localhost:${url.port}`;
}

/** The slug of the catalogue's first video (newest first). */
export async function firstVideoSlug(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/videos?limit=1')).json()) as {
    items: Array<{ slug: string }>;
  };
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error('no seeded video');
  return slug;
}

interface Fixtures {
  /** Signs the browser in as a seeded account, on the main and the admin host. */
  login: (account: Account) => Promise<void>;
  /** Opens a path and waits until the app has hydrated, so clicks are client navigations. */
  navigate: (path: string) => Promise<void>;
}

/** The "Add to cart" button of a video page's first purchase option. */
export function firstAddToCart(page: Page) {
  return page.getByTestId('purchase-option').first().getByRole('button', { name: 'Add to cart' });
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const test = base.extend<Fixtures>({
  login: async ({ context, request, baseURL }, use) => {
    await use(async (account) => {
      const cookie = await authCookieFor(request, account);
      const origins = [baseURL ?? '', adminOrigin(baseURL ?? '')];
      await context.addCookies(
        origins.map((url) => ({ name: cookie.name, value: cookie.value, url })),
      );
    });
  },
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export { expect };

/**
 * Fails every test of the calling spec file on a console error or a page error (a hydration
 * mismatch, say). A resource that failed to load is the test's own business, not counted.
 */
export function failOnConsoleErrors(): void {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}
