import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse } from '@reelcart/sdk/contract';

/** The seeded accounts of the reference server (server/src/seed/seed.ts). */
export const ACCOUNTS = {
  shopper: { email: 'shopper@reelcart.test', password: 'shopper-pass-1' },
  affiliate: { email: 'affiliate@reelcart.test', password: 'affiliate-pass-1' },
  newAffiliate: { email: 'affiliate-new@reelcart.test', password: 'affiliate-pass-2' },
  manager: { email: 'manager@reelcart.test', password: 'manager-pass-1' },
  admin: { email: 'admin@reelcart.test', password: 'admin-pass-1' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Signs in through the API and returns the auth cookie exactly as the SDK writes it. */
export async function authCookieFor(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/login', { data: ACCOUNTS[account] });
  expect(response.status(), `login as ${account}`).toBe(200);
  const session = sessionFromAuthResponse(AuthResponse.parse(await response.json()));
  if (!session) throw new Error(`no session for ${account}`);
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const header = jar.setCookieHeaders()[0] ?? '';
  const pair = header.slice(0, header.indexOf(';'));
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), header: pair };
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
