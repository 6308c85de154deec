import type { Page } from '@playwright/test';
import { ACCOUNTS, adminOrigin, authCookieFor, expect, test } from './fixtures';

/**
 * Signing in on the main host carries to the admin host (issue 17; decision 017): in development
 * (localhost → admin.localhost) by a one-time hand-off code on the redirect.
 */

async function signInThroughTheForm(page: Page) {
  await page.goto('/login');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

test.describe('signing in carries to the admin host', () => {
  test('the seeded admin signs in on localhost, opens /admin and is signed in there', async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = adminOrigin(baseURL ?? '');
    await signInThroughTheForm(page);
    // Only the main host has the cookie so far: the browser wrote it there.
    expect((await context.cookies(admin)).map((c) => c.name)).not.toContain('reelcart_auth');

    const handoffs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/_handoff')) handoffs.push(r.url());
    });
    await page.goto('/admin/users?page=2');
    await expect(page).toHaveURL(`${admin}/admin/users?page=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    expect(handoffs).toHaveLength(1);
    // The hand-off carries a code and the path, never the token.
    const { token } = JSON.parse(
      decodeURIComponent(
        (await context.cookies(baseURL)).find((c) => c.name === 'reelcart_auth')?.value ?? '{}',
      ),
    ) as { token?: string };
    expect(token).toBeTruthy();
    expect(handoffs[0]).not.toContain(token ?? '');

    // The admin host now has its own auth cookie: a later visit needs no hand-off.
    expect((await context.cookies(admin)).map((c) => c.name)).toContain('reelcart_auth');
    await page.goto(`${admin}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
    expect(handoffs).toHaveLength(1);
  });

  test('a client navigation to /admin hands the session over too', async ({ page, baseURL }) => {
    await signInThroughTheForm(page);
    await page.evaluate(async () => {
      const router = Reflect.get(window, '__reactRouterDataRouter') as {
        navigate: (to: string) => Promise<void>;
      };
      await router.navigate('/admin');
    });
    await expect(page).toHaveURL(`${adminOrigin(baseURL ?? '')}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  });

  test('a hand-off code works once, and a signed-out visitor gets none', async ({
    request,
    baseURL,
  }) => {
    const adminHost = new URL(adminOrigin(baseURL ?? '')).host;
    const anonymous = await request.get('/admin/orders', { maxRedirects: 0 });
    expect(anonymous.headers().location).toBe(`${adminOrigin(baseURL ?? '')}/admin/orders`);
    const cookie = await authCookieFor(request, 'admin');
    const redirect = await request.get('/admin/orders', {
      headers: { cookie: cookie.header },
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['cache-control']).toBe('no-store');
    const location = new URL(redirect.headers().location ?? '');
    expect(location.host).toBe(adminHost);
    expect(location.pathname).toBe('/admin/_handoff');
    expect(location.searchParams.get('to')).toBe('/admin/orders');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const redeem = () =>
      request.get(location.pathname + location.search, {
        headers: { host: adminHost },
        maxRedirects: 0,
      });
    const first = await redeem();
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/admin/orders');
    expect(first.headers()['referrer-policy']).toBe('no-referrer');
    expect(first.headers()['set-cookie']).toMatch(/^reelcart_auth=/);
    const replay = await redeem();
    expect(replay.headers().location).toBe('/admin/orders');
    expect(replay.headers()['set-cookie']).toBeUndefined();
  });
});
