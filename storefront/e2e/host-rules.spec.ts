import { adminOrigin, expect, test } from './fixtures';

const adminHostOf = (baseURL: string | undefined) => new URL(adminOrigin(baseURL ?? '')).host;

test.describe('host rules (by Host header)', () => {
  test('the admin host sends everything but admin, login, sign-up, api and assets to /admin', async ({
    request,
    baseURL,
  }) => {
    const headers = { host: adminHostOf(baseURL) };
    for (const path of ['/', '/videos', '/dashboard', '/cart?x=1', '/studiosconnect']) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe('/admin');
    }
    for (const path of [
      '/login',
      '/sign-up',
      '/api/health',
      '/favicon.svg',
      '/builds/latest.json',
    ]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
    // /admin itself is served (its check then asks an anonymous visitor to sign in).
    const admin = await request.get('/admin', { headers, maxRedirects: 0 });
    expect(admin.headers().location).toBe('/login?redirect=%2Fadmin');
  });

  test('the main host sends /admin* to the admin host with the same full path', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/admin/users/42?tab=orders', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(
      `${adminOrigin(baseURL ?? '')}/admin/users/42?tab=orders`,
    );
    const lookalike = await request.get('/administrator', { maxRedirects: 0 });
    expect(lookalike.status()).toBe(404);
  });

  test('every spelling of /admin goes to the admin host, pages and data requests alike', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/Admin/users/42', '/ADMIN/users/42', '/%61dmin/users/42']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(
        `${adminOrigin(baseURL ?? '')}/admin/users/42`,
      );
    }
    const data = await request.get('/ADMIN/users.data?_routes=root', { maxRedirects: 0 });
    expect(data.status()).toBe(204);
    expect(data.headers()['x-remix-redirect']).toBe(`${adminOrigin(baseURL ?? '')}/admin/users`);
    // Other pages match in their one spelling only.
    expect((await request.get('/VIDEOS', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a browser on the main host lands on the admin host', async ({ page, baseURL, login }) => {
    await login('admin');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(`${adminOrigin(baseURL ?? '')}/admin/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.goto(`${adminOrigin(baseURL ?? '')}/videos`);
    await expect(page).toHaveURL(`${adminOrigin(baseURL ?? '')}/admin`);
  });

  test('redirect rules from the build manifest, internal and external', async ({ request }) => {
    const internal = await request.get('/partners', { maxRedirects: 0 });
    expect(internal.status()).toBe(301);
    expect(new URL(internal.headers().location ?? '', 'http://x').pathname).toBe(
      '/become-an-affiliate',
    );
    const below = await request.get('/help/anything', { maxRedirects: 0 });
    expect(below.headers().location).toMatch(/\/faq$/);
    const external = await request.get('/status', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toBe('https://status.reelcart.example/');
  });
});
