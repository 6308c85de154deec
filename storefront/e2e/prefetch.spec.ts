import { expect, test } from './fixtures';

const prefetchLinks = (page: import('@playwright/test').Page) =>
  page.locator('head link[rel="prefetch"][href$=".data"]');

test.describe('prefetch of visible links', () => {
  test('starts 1 s after load and fetches the data of visible links', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    await expect(prefetchLinks(page)).toHaveCount(0);
    await expect(prefetchLinks(page).first()).toBeAttached({ timeout: 5_000 });
    const hrefs = await prefetchLinks(page).evaluateAll((links) =>
      links.map((l) => l.getAttribute('href')),
    );
    expect(hrefs).toContain('/videos.data');
    expect(hrefs).not.toContain('/_.data');
  });

  test('never prefetches on a 2G connection', async ({ page, navigate }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: '2g', saveData: false },
      });
    });
    await navigate('/');
    await page.waitForTimeout(2_000);
    await expect(prefetchLinks(page)).toHaveCount(0);
  });
});
