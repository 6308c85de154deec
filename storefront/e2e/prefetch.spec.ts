import { expect, test } from './fixtures';

const prefetchLinks = (page: import('@playwright/test').Page) =>
  page.locator('head link[rel="prefetch"][href$=".data"]');

/** Fake timers in the page, paused: they fire only on `page.clock.runFor`. */
async function pausePageClock(page: import('@playwright/test').Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

test.describe('prefetch of visible links', () => {
  test('starts 1 s after load and fetches the data of visible links', async ({
    page,
    navigate,
  }) => {
    // The page's timers run only when told to: nothing is prefetched before the 1 s delay,
    // however slowly the page loads on a busy machine.
    await pausePageClock(page);
    await navigate('/');
    await expect(prefetchLinks(page)).toHaveCount(0);
    await page.clock.runFor(999);
    await expect(prefetchLinks(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(prefetchLinks(page).first()).toBeAttached();
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
    await pausePageClock(page);
    await navigate('/');
    await page.clock.runFor(2_000);
    await expect(prefetchLinks(page)).toHaveCount(0);
  });
});
