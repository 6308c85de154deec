import type { Page } from '@playwright/test';
import { ERROR_MESSAGES } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { adminOrigin, expect, test, waitForHydration } from './fixtures';

/** The spec's error page (§2) for a refused role: 403, its status message, message and links. */
async function expectForbiddenPage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText('403', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(main.getByText(ERROR_MESSAGES.FORBIDDEN)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Browse Videos' })).toHaveAttribute(
    'href',
    '/videos',
  );
  await expect(page).toHaveTitle('Forbidden');
  expect(await axeViolations(page)).toEqual([]);
}

/** A client navigation through the app's router (no full page load). */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate(async (path) => {
    const router = Reflect.get(window, '__reactRouterDataRouter') as {
      navigate: (to: string) => Promise<void>;
    };
    await router.navigate(path);
  }, to);
}

const HEADLESS_CHROMIUM =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

// The browser's own user agent too: headless Chromium says `HeadlessChrome`, which the crawler
// rule (spec §2: bots get no error page) must not mistake for a bot.
for (const agent of ['device', 'headless'] as const) {
  test.describe(`a refused role gets the error page (${agent} user agent)`, () => {
    // Debian's Chromium, headless, as Playwright starts it without a device's user agent.
    if (agent === 'headless') test.use({ userAgent: HEADLESS_CHROMIUM });

    test('by full page load: /manager and /admin', async ({ page, login, baseURL }) => {
      await login('shopper');
      const manager = await page.goto('/manager');
      expect(manager?.status()).toBe(403);
      await expectForbiddenPage(page);

      const admin = await page.goto('/admin');
      expect(page.url()).toBe(`${adminOrigin(baseURL ?? '')}/admin`);
      expect(admin?.status()).toBe(403);
      await expectForbiddenPage(page);
    });

    test('by client navigation: /manager, then /admin', async ({ page, login, baseURL }) => {
      await login('shopper');
      await page.goto('/');
      await waitForHydration(page);
      const data = page.waitForResponse((r) => new URL(r.url()).pathname === '/manager.data');
      await clientNavigate(page, '/manager');
      expect((await data).status()).toBe(403);
      await expect(page).toHaveURL('/manager');
      await expectForbiddenPage(page);

      // The link back home is a client navigation too, out of the error page.
      await page.getByRole('link', { name: 'Return Home' }).click();
      await expect(page).toHaveURL('/');

      // /admin lives on the admin host: the data request is redirected there, so the browser
      // loads the admin host's page, which is refused the same way.
      const admin = page.waitForResponse(
        (r) =>
          r.url() === `${adminOrigin(baseURL ?? '')}/admin` && r.request().isNavigationRequest(),
      );
      await clientNavigate(page, '/admin');
      expect((await admin).status()).toBe(403);
      await expectForbiddenPage(page);
    });
  });
}
