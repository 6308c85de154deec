import { expectAxeClean, open } from './admin-pages';
import { adminOrigin, expect, failOnConsoleErrors, test, waitForHydration } from './fixtures';

/**
 * The back office, part 1 (issue 17), continued: what the store's pages are arranged by — banners,
 * performers, categories and studios — on the admin host, each write in the audit log, the public
 * store following at once; axe and the keyboard on every screen.
 */
failOnConsoleErrors();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('banners: reordered by keyboard and by drag, the home page follows; each move is in the history', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  const homeTitles = async () => {
    await open(page, '/');
    const links = page.getByRole('region', { name: 'Promotions' }).getByRole('link');
    return (await links.allTextContents()).map((t) => t.trim());
  };
  await open(page, `${admin}/admin/banners`);
  await expectAxeClean(page);
  const list = page.getByTestId('banner-order');
  const titles = async () =>
    (await list.getByRole('listitem').allTextContents()).map((t) =>
      t
        .replace(/^⋮⋮\d+\./, '')
        .replace(/↑↓$/, '')
        .replace(' (not on the home page)', '')
        .trim(),
    );
  const original = await titles();
  const [first, second] = original;
  if (!first || !second) throw new Error('two seeded banners expected');

  // Keyboard: focus "Move <first> down", press Enter.
  await page.getByRole('button', { name: `Move ${first} down` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  expect((await titles()).slice(0, 2)).toEqual([second, first]);
  expect((await homeTitles())[0]).toContain(second);

  // Drag: the last row onto the first.
  await open(page, `${admin}/admin/banners`);
  const rows = list.getByRole('listitem');
  const last = original[original.length - 1] ?? '';
  await rows.last().dragTo(rows.first());
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect.poll(async () => (await titles())[0]).toBe(last);
  expect((await homeTitles())[0]).toContain(last);

  // Both moves are in the history; then the seeded order is put back for the other specs.
  await open(page, `${admin}/admin/banners`);
  await expect(page.getByTestId('audit-history')).toContainText('Reorder banner');
  await expect(page.getByTestId('audit-history')).toContainText('Position');
  for (const [index, title] of original.entries()) {
    const current = await titles();
    let at = current.indexOf(title);
    while (at > index) {
      await page.getByRole('button', { name: `Move ${title} up` }).click();
      await expect(list).not.toHaveAttribute('aria-busy');
      at -= 1;
    }
  }
  await expect.poll(titles).toEqual(original);
});

test('actresses: the list searches and sorts in the URL; create one, edit her bio, the store shows it', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  const slug = `e2e-actress-${unique()}`;
  await login('admin');
  await open(page, `${admin}/admin/actresses`);
  await expectAxeClean(page);
  await page.getByRole('button', { name: /^Videos/ }).click();
  await expect(page).toHaveURL(/sort=videos/);
  await page.getByRole('link', { name: 'New actress' }).click();
  await expect(page).toHaveURL(`${admin}/admin/actresses/new`);
  await page.getByLabel('Name').fill('E2E Performer');
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create actress' }).click();
  await expect(page).toHaveURL(`${admin}/admin/actresses/${slug}`);
  await waitForHydration(page);
  await page.getByLabel('Bio').fill('A placeholder bio.');
  await page.getByRole('button', { name: 'Save actress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Actress saved.' })).toBeVisible();
  await expect(page.getByTestId('audit-history').getByRole('listitem')).toHaveCount(2);
  await expectAxeClean(page);
  await open(page, `/actresses/${slug}`);
  await expect(page.getByText('A placeholder bio.')).toBeVisible();
  await open(page, `${admin}/admin/actresses?q=E2E%20Performer`);
  await expect(page.getByRole('link', { name: 'E2E Performer' }).first()).toBeVisible();
});

test('categories: listed from the navigation; create one last in the order, rename it (old address redirects), the store follows; history; studios listed and searchable', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  const slug = `e2e-theme-${unique()}`;
  await login('admin');
  await open(page, `${admin}/admin`);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL(`${admin}/admin/categories`);
  await expect(page.getByRole('link', { name: 'Drama' })).toBeVisible();
  await waitForHydration(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: /^Videos/ }).click();
  await expect(page).toHaveURL(/sort=videos/);

  await page.getByRole('link', { name: 'New category' }).first().click();
  await expect(page).toHaveURL(`${admin}/admin/categories/new`);
  await waitForHydration(page);
  await expectAxeClean(page);
  await page.getByLabel('Name').fill('E2E Theme');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Position').fill('9000');
  // By keyboard: Enter in a field submits the form.
  await page.getByLabel('Position').press('Enter');
  await expect(page).toHaveURL(`${admin}/admin/categories/${slug}`);
  await waitForHydration(page);
  await page.getByLabel('Name').fill('E2E Theme Renamed');
  await page.getByLabel('Slug').fill(`${slug}-renamed`);
  await page.getByLabel('Description').fill('A placeholder theme.');
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page).toHaveURL(`${admin}/admin/categories/${slug}-renamed`);
  const history = page.getByTestId('audit-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('E2E Theme Renamed');
  await expectAxeClean(page);

  // The store at once, in the admins' order: position 9000 is after every seeded category.
  await open(page, '/categories');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.last()).toContainText('E2E Theme Renamed');
  // The old address redirects to the new one.
  await open(page, `/categories/${slug}`);
  await expect(page).toHaveURL(`/categories/${slug}-renamed`);
  await expect(page.getByText('A placeholder theme.')).toBeVisible();

  // Studios: a list in the navigation, searched in the URL.
  await open(page, `${admin}/admin`);
  await nav.getByRole('link', { name: 'Studios', exact: true }).click();
  await expect(page).toHaveURL(`${admin}/admin/studios`);
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Northlight');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=Northlight/);
  await expect(page.getByRole('link', { name: 'Northlight Studio' })).toBeVisible();
  await expectAxeClean(page);
});
