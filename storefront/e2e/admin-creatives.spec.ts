import { makePng } from '../../server/src/testing/png';
import { expectAxeClean, open } from './admin-pages';
import {
  adminOrigin,
  authCookieFor,
  expect,
  failOnConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 2 (issue 18): the affiliates' creatives on the admin host. An upload of
 * the wrong size is refused with a clear message; a right-size one makes a banner; a click on
 * its link counts on its page; deactivated, it leaves the affiliate's marketing page.
 */
failOnConsoleErrors();

test('upload a banner (wrong size refused, right size created), count a click on its link, deactivate it off the marketing page', async ({
  page,
  browser,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = adminOrigin(base);
  const name = `E2E banner ${Date.now().toString(36)}`;

  // The list, with its figures and filters.
  await login('admin');
  await open(page, `${admin}/admin/creatives`);
  await expect(page.getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Medium rectangle' })).toBeVisible();
  await expect(page.getByTestId('creative-totals')).toContainText('Last 30 days');
  await expectAxeClean(page);
  await page
    .getByRole('form', { name: 'Filter creatives' })
    .getByLabel('Kind')
    .selectOption('text');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/kind=text/);
  await expect(page.getByRole('link', { name: 'Medium rectangle' })).toHaveCount(0);
  // Sorted by the server: the Sales header's button asks for the period's sales (issue 33).
  const sales = page.getByRole('columnheader', { name: /Sales/ });
  await expect(sales).toHaveAttribute('aria-sort', 'none');
  await waitForHydration(page);
  await sales.getByRole('button').click();
  await expect(page).toHaveURL(/kind=text.*sort=sales&dir=asc/);
  await expect(sales).toHaveAttribute('aria-sort', 'ascending');

  // A new banner: the wrong size is refused with a clear message, the right one is created.
  await open(page, `${admin}/admin/creatives/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New creative' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Alternative text').fill('Watch tonight');
  await page.getByLabel('Landing page').fill('/videos');
  await page
    .getByLabel('Banner image')
    .setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: makePng(700, 90) });
  await page.getByRole('button', { name: 'Create creative' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid image: The image is 700×90 pixels; a banner must be one of 728×90',
  );
  await expect(page.locator('#creative-image-error')).toHaveText(/^The image is 700×90 pixels/);
  await expect(page.getByLabel('Banner image')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page);
  await waitForHydration(page);
  await page
    .getByLabel('Banner image')
    .setInputFiles({ name: 'leaderboard.png', mimeType: 'image/png', buffer: makePng(728, 90) });
  await page.getByRole('button', { name: 'Create creative' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Creative created.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/admin\/creatives\/(crt_[a-f0-9]+)/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByRole('img', { name: 'Banner: Watch tonight' })).toBeVisible();
  await expect(page.getByText('728×90 · image/png')).toBeVisible();
  await expectAxeClean(page);

  // The affiliate sees it on their marketing page, with the uploaded image.
  const affiliate = await browser.newContext();
  const cookie = await authCookieFor(request, 'affiliate');
  await affiliate.addCookies([{ name: cookie.name, value: cookie.value, url: base }]);
  const aff = await affiliate.newPage();
  await aff.goto(`${base}/affiliate/marketing`);
  await expect(aff.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await expect(aff.getByRole('img', { name: 'Preview: Watch tonight' })).toHaveAttribute(
    'src',
    new RegExp(`/api/creatives/${id}/[a-f0-9]{16}\\.png$`),
  );

  // A visitor follows the banner's link: the click counts on the creative's page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const logged = visitor.waitForResponse((r) => r.url().endsWith('/api/user/log'));
  await visitor.goto(`${base}/videos?dkr=REELPAID&source=banner&creative=${id}`);
  expect((await logged).status()).toBe(200);
  await visitorContext.close();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('creative-figures').textContent();
      },
      { timeout: 15_000 },
    )
    .toMatch(/^Clicks1Unique clicks\d/);

  // Deactivated, it leaves the marketing page.
  await waitForHydration(page);
  await page.getByLabel(/^Active/).uncheck();
  await page.getByRole('button', { name: 'Save creative' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Creative saved.' })).toBeVisible();
  await expect(page.getByTestId('audit-history')).toContainText(
    'Updated creative by admin@reelcart.test',
  );
  await aff.goto(`${base}/affiliate/marketing`);
  await expect(aff.getByRole('heading', { level: 1, name: 'Marketing material' })).toBeVisible();
  await expect(aff.getByRole('heading', { level: 2, name: new RegExp(name) })).toHaveCount(0);
  await affiliate.close();

  // The list finds it among the inactive ones.
  await open(page, `${admin}/admin/creatives?active=false&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectAxeClean(page);
});
