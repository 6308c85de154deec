import { PUBLISH_REFUSALS } from '@reelcart/contract/admin';
import { expectAxeClean, open, pickByKeyboard } from './admin-pages';
import {
  ACCOUNTS,
  adminOrigin,
  expect,
  failOnConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 1 (issue 17), on the admin host: the catalogue end to end, each write in
 * the audit log, the public store following at once; axe and the keyboard on every admin screen.
 */
failOnConsoleErrors();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the seeded admin signs in on the main host and reaches /admin signed in, with the shell', async ({
  page,
  baseURL,
}) => {
  await open(page, '/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL(`${adminOrigin(baseURL ?? '')}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  await expect(page.getByTestId('admin-email')).toContainText(ACCOUNTS.admin.email);
  // The back office's own shell (issue 33): not the store's header, and the store by its origin.
  await expect(page.getByRole('navigation', { name: 'Browse' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View store' })).toHaveAttribute(
    'href',
    `${baseURL}/`,
  );
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const section of ['Videos', 'Products', 'Actresses', 'Banners', 'Orders', 'Users']) {
    await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  // The studio intake is an admin area on the store host: the navigation links there absolutely.
  await expect(nav.getByRole('link', { name: 'Studio intake', exact: true })).toHaveAttribute(
    'href',
    `${baseURL}/studiosconnect`,
  );
  await expect(page.getByText('Revenue this month')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await waitForHydration(page);
  await expectAxeClean(page);

  // Global search by keyboard: an order number finds the order.
  await page.getByRole('searchbox', { name: /Search videos/ }).fill('harbor');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Search results for “harbor”/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Secret Harbor/ }).first()).toBeVisible();

  // The studio intake queue counts on the dashboard and links to the store host's queue form,
  // where the admin is still signed in.
  await page.goto('/admin');
  await expect(page).toHaveURL(`${adminOrigin(baseURL ?? '')}/admin`);
  const intake = page.getByRole('link', { name: /^Studio intake items waiting: [1-9]\d*$/ });
  await expect(intake).toHaveAttribute('href', `${baseURL}/studiosconnect`);
  await intake.click();
  await expect(page).toHaveURL(`${baseURL}/studiosconnect`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio intake' })).toBeVisible();
});

test('create a studio, a video with products, publish it: the store offers it; a price change reaches the video page and the cart; every write is in the history', async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = adminOrigin(baseURL ?? '');
  const id = unique();
  const studioSlug = `e2e-studio-${id}`;
  const videoSlug = `e2e-video-${id}`;
  await login('admin');

  // A studio.
  await open(page, `${admin}/admin/studios/new`);
  await expectAxeClean(page);
  await page.getByLabel('Name').fill(`E2E Studio ${id}`);
  await page.getByLabel('Slug').fill(studioSlug);
  await page.getByLabel('Royalty rate (basis points)').fill('4500');
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page).toHaveURL(`${admin}/admin/studios/${studioSlug}`);
  await expect(page.getByTestId('audit-history')).toContainText(
    `Created studio by ${ACCOUNTS.admin.email}`,
  );
  await expect(page.getByTestId('audit-history')).toContainText('Royalty rate');
  await expectAxeClean(page);

  // A video: first an invalid save keeps what was typed and says what is wrong.
  await open(page, `${admin}/admin/videos/new`);
  await page.getByLabel('Title').fill(`E2E Premiere ${id}`);
  await page.getByLabel('Slug').fill('Not A Slug');
  await page.getByRole('button', { name: 'Create video' }).click();
  await expect(page.getByText('Lower-case letters, digits and single hyphens only')).toBeVisible();
  await expect(page.getByLabel('Slug')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(`E2E Premiere ${id}`);
  await page.getByLabel('Slug').fill(videoSlug);
  await page.getByLabel('Release date').fill('2026-11-20');
  await page.getByLabel('Duration (minutes)').fill('95');
  await pickByKeyboard(page, 'Studio', `E2E Studio ${id}`);
  await page.getByRole('button', { name: 'Create video' }).click();
  await expect(page).toHaveURL(`${admin}/admin/videos/${videoSlug}`);
  await waitForHydration(page);
  await expect(page.getByText('Unpublished: not on the store.')).toBeVisible();

  // Nothing on sale yet: said at "Published", and a save that publishes it is refused with the
  // reason (decision 068).
  const published = page.getByLabel(/^Published/);
  await expect(published).toHaveAccessibleDescription(
    'Not for sale yet: add a product (or enable one) before publishing.',
  );
  await published.check();
  await page.getByRole('button', { name: 'Save video' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: PUBLISH_REFUSALS.noProduct }),
  ).toBeVisible();
  expect((await page.request.get(`/api/videos/${videoSlug}`)).status()).toBe(404);

  // Its products: own HD and a 48-hour rental, stream-only unless Download is ticked.
  const addProduct = page.getByRole('form', { name: 'Add a product' });
  await addProduct.getByLabel('Price (USD)').fill('12.99');
  await addProduct.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('product-own-HD')).toBeVisible();
  await addProduct.getByLabel('Kind').selectOption('rental');
  await expect(addProduct.getByLabel('Download')).not.toBeChecked();
  await expect(addProduct.getByLabel('Stream')).toBeChecked();
  await addProduct.getByLabel('Price (USD)').fill('3.99');
  await addProduct.getByLabel('Rental hours').fill('48');
  await addProduct.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('product-rental-HD')).toBeVisible();
  await expectAxeClean(page);

  // Not on the store until published.
  expect((await page.request.get(`/api/videos/${videoSlug}`)).status()).toBe(404);
  await page.getByLabel(/^Published/).check();
  await page.getByRole('button', { name: 'Save video' }).click();
  // Absolute: a relative link would land on the admin host, which sends it back to /admin.
  await expect(page.getByRole('link', { name: 'View on the store' })).toHaveAttribute(
    'href',
    `${baseURL}/videos/${videoSlug}`,
  );

  // The store: on /videos (filtered by the new studio, a filter it lists at once) and its page.
  await open(page, `/videos?studio=${studioSlug}`);
  await expect(
    page.getByRole('link', { name: new RegExp(`E2E Premiere ${id}`) }).first(),
  ).toBeVisible();
  await open(page, `/videos/${videoSlug}`);
  const options = page.getByTestId('purchase-option');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('$12.99');

  // A price change shows on the video page and in the cart.
  await open(page, `${admin}/admin/videos/${videoSlug}`);
  await page.getByLabel('Own HD price').fill('9.49');
  await page.getByRole('button', { name: 'Save Own HD' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
  await open(page, `/videos/${videoSlug}`);
  await expect(options.first()).toContainText('$9.49');
  await options.first().getByRole('button', { name: 'Add to cart' }).click();
  await open(page, '/cart');
  await expect(
    page.getByTestId('cart-line').filter({ hasText: `E2E Premiere ${id}` }),
  ).toContainText('$9.49');

  // A new slug: the old address redirects on the store.
  await open(page, `${admin}/admin/videos/${videoSlug}`);
  await page.getByLabel('Slug').fill(`${videoSlug}-renamed`);
  await page.getByRole('button', { name: 'Save video' }).click();
  await expect(page).toHaveURL(`${admin}/admin/videos/${videoSlug}-renamed`);
  await open(page, `/videos/${videoSlug}`);
  await expect(page).toHaveURL(`/videos/${videoSlug}-renamed`);
  await expect(page.getByRole('heading', { level: 1, name: `E2E Premiere ${id}` })).toBeVisible();

  // Every write is in the video's history and on the dashboard's recent activity.
  await open(page, `${admin}/admin/videos/${videoSlug}-renamed`);
  const history = page.getByTestId('audit-history');
  await expect(history.getByRole('listitem')).toHaveCount(6);
  await expect(history).toContainText(`${videoSlug}-renamed`);
  // Labels and money, not field names and cents (issue 33).
  await expect(history).toContainText('Price');
  await expect(history).not.toContainText('priceCents');
  await expect(history).toContainText('$12.99');
  await expect(history).toContainText('$9.49');
  await open(page, `${admin}/admin`);
  await expect(page.getByTestId('audit-history')).toContainText('Updated product');
});

test('a stale save is refused with a clear conflict and keeps what was typed', async ({
  page,
  browser,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  const studio = `e2e-conflict-${unique()}`;
  await login('admin');
  await open(page, `${admin}/admin/studios/new`);
  await page.getByLabel('Name').fill('Conflict Studio');
  await page.getByLabel('Slug').fill(studio);
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page).toHaveURL(`${admin}/admin/studios/${studio}`);
  await waitForHydration(page);

  // Someone else saves first, in another tab.
  const other = await page.context().newPage();
  await open(other, `${admin}/admin/studios/${studio}`);
  await other.getByLabel('Description').fill('Saved by the other tab.');
  await other.getByRole('button', { name: 'Save studio' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Studio saved.' })).toBeVisible();
  await other.close();

  await page.getByLabel('Description').fill('My stale edit.');
  await page.getByRole('button', { name: 'Save studio' }).click();
  await expect(page.getByRole('alert')).toContainText('changed by someone else');
  await expect(page.getByLabel('Description')).toHaveValue('My stale edit.');
  await expect(page.getByRole('link', { name: 'Load the latest version' })).toBeVisible();
  void browser;
});

test('the videos list: filters and sort in the URL, keyboard bulk unpublish with a confirmation, CSV export', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  await open(page, `${admin}/admin/videos?studio=northlight-studio`);
  await expectAxeClean(page);
  const table = page.getByRole('table', { name: 'Videos' });
  await expect(table).toBeVisible();
  // Sorting by title: a header button, aria-sort follows, the URL keeps it.
  await page.getByRole('button', { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/studio=northlight-studio/);

  // CSV of every filtered row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('videos.csv');

  // Select the first row with the keyboard, unpublish: the dialog says what happens; Cancel keeps it.
  const first = table.getByRole('row').nth(1);
  const title = (await first.getByRole('link').textContent()) ?? '';
  const slug = (await first.getByRole('cell').nth(2).textContent()) ?? '';
  await first.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 selected');
  await page.getByRole('button', { name: 'Unpublish' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Unpublish 1 video?' });
  await expect(dialog).toContainText('disappear at once from the store');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 video unpublished.' })).toBeVisible();
  expect((await page.request.get(`/api/videos/${slug}`)).status()).toBe(404);

  // Its toast's Undo publishes it again (decision 105; the catalogue is shared by the other specs).
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts).toContainText('1 video unpublished.');
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts).toContainText('Undone: 1 video published again.');
  await expect(toasts.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await page.request.get(`/api/videos/${slug}`)).status()).toBe(200);
  await expectAxeClean(page);

  // Publishing it when it is already published changes nothing, and offers no undo.
  await open(page, `${admin}/admin/videos?q=${encodeURIComponent(slug)}`);
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '0 videos published.' })).toBeVisible();
  await expect(toasts).toContainText('0 videos published.');
  await expect(toasts.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await page.request.get(`/api/videos/${slug}`)).status()).toBe(200);
  expect(title).not.toBe('');
});

test('products: an inline price edit, and a bulk change previewed before it is applied', async ({
  page,
  login,
  baseURL,
  request,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  // Its own video, so the other specs' prices stay as seeded.
  const video = await (await request.get('/api/videos?limit=1&sort=oldest')).json();
  const slug = (video as { items: Array<{ slug: string }> }).items[0]?.slug ?? '';
  await open(page, `${admin}/admin/products?q=${slug}&orderType=own`);
  await expectAxeClean(page);
  const table = page.getByRole('table', { name: 'Products' });
  const rows = table.getByRole('row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(2);

  // Inline: type a price, Enter saves it.
  const firstPrice = rows.nth(1).getByRole('textbox');
  const seeded = await firstPrice.inputValue();
  expect(seeded).not.toBe('7.77');
  await firstPrice.fill('7.77');
  await firstPrice.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Price saved.' })).toBeVisible();
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue('7.77');

  // Its toast's Undo sets the old price back on the server (decision 105), once.
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts).toContainText(`Undone: the price is back to $${seeded}.`);
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue(seeded);
  await open(page, `${admin}/admin/products?q=${slug}&orderType=own`);
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue(seeded);

  // Saved again for the bulk change below.
  await rows.nth(1).getByRole('textbox').fill('7.77');
  await rows.nth(1).getByRole('textbox').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Price saved.' })).toBeVisible();
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue('7.77');

  // Bulk: select two rows, preview 10 % off — nothing changes until Apply.
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  const before2 = await rows.nth(2).getByRole('textbox').inputValue();
  await page.getByLabel('Amount (e.g. -10 or 1.50)').fill('-10');
  await page.getByRole('button', { name: 'Preview new prices' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('nothing is changed yet');
  await expect(preview).toContainText('$7.77');
  await expect(preview).toContainText('$6.99');
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue('7.77');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Apply these prices' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'New prices applied to 2 products.' }),
  ).toBeVisible();
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue('6.99');
  expect(await rows.nth(2).getByRole('textbox').inputValue()).not.toBe(before2);
});
