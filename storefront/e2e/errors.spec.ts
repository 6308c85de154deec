import { expect, test } from './fixtures';

test.describe('errors', () => {
  test("an unmatched path is a non-fatal 404 'Page not found: {fullPath}' inside the layout", async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /no/such/page?x=1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // Non-fatal: the site header stays.
    await expect(page.getByRole('navigation', { name: 'Browse' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
  });

  test("a failed validity check is a fatal 404 'Page Not Found: {path}'", async ({ page }) => {
    const response = await page.goto('/videos/Not_A_Slug!');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /videos/Not_A_Slug!')).toBeVisible();
    // Fatal: the whole page is the error page.
    await expect(page.getByRole('navigation', { name: 'Browse' })).toHaveCount(0);
  });

  test('a video the catalogue does not know is a fatal 404 too', async ({ page }) => {
    const response = await page.goto('/videos/no-such-video');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /videos/no-such-video')).toBeVisible();
  });

  test('a failing loader shows the error page of spec §2', async ({ page, navigate }) => {
    const response = await page.goto('/test-headers?status=500');
    expect(response?.status()).toBe(500);
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      page.getByText('An unexpected error occurred. Please try again later.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'An unexpected error occurred. Please try again later.',
    );
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Browse Videos' }).click();
    await expect(page).toHaveURL('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await navigate('/test-headers?status=503');
    await expect(page.getByText('503', { exact: true })).toBeVisible();
  });

  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ]) {
    test(`a crawler (${ua.slice(0, 24)}…) gets the status but no error page`, async ({
      request,
    }) => {
      const failing = await request.get('/test-headers?status=500', {
        headers: { 'user-agent': ua },
      });
      expect(failing.status()).toBe(500);
      expect(await failing.text()).toBe('');
      const missing = await request.get('/no/such/page', { headers: { 'user-agent': ua } });
      expect(missing.status()).toBe(404);
      expect(await missing.text()).not.toContain('Page not found');
      const fine = await request.get('/faq', { headers: { 'user-agent': ua } });
      expect(await fine.text()).toContain('Frequently asked questions');
    });
  }
});
