import { expect, test } from './fixtures';

/** Marks the current document; a full page load loses the mark, a client navigation keeps it. */
const mark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Reflect.set(window, '__sameDocument', true));
const sameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Reflect.get(window, '__sameDocument') === true);

test.describe('build updates', () => {
  test('with the same build, navigations stay client-side', async ({ page, navigate }) => {
    const polled = page.waitForRequest('**/builds/latest.json');
    await navigate('/');
    await polled;
    await mark(page);
    await page
      .getByRole('navigation', { name: 'Browse' })
      .getByRole('link', { name: 'Videos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a changed build id makes the next navigation a full load, once per 10 s', async ({
    page,
    navigate,
  }) => {
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    let polls = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/builds/latest.json')) polls++;
    });
    await navigate('/');
    await expect.poll(() => polls).toBe(1);
    await mark(page);
    await page
      .getByRole('navigation', { name: 'Browse' })
      .getByRole('link', { name: 'Videos' })
      .click();
    await expect(page).toHaveURL('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    const flag = await page.evaluate(() => sessionStorage.getItem('reelcart:build-reload'));
    expect(Number(flag)).toBeGreaterThan(0);

    // Still "outdated" after the reload, but the session flag holds further reloads for 10 s.
    await expect.poll(() => polls).toBe(2);
    await mark(page);
    await page
      .getByRole('navigation', { name: 'Browse' })
      .getByRole('link', { name: 'Series' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
});
