import { chosenIn, expectAxeClean, open, pickByKeyboard } from './admin-pages';
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

test("the video form's pickers by keyboard: two actresses and a category chosen, an actress created from the picker, saved (decision 102); her slug is then said to be taken", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = adminOrigin(baseURL ?? '');
  const id = unique();
  const newcomer = `E2E Newcomer ${id}`;
  await login('admin');
  await open(page, `${admin}/admin/videos/new`);
  await page.getByLabel('Title').fill(`E2E Picked ${id}`);
  await page.getByLabel('Slug').fill(`e2e-picked-${id}`);
  await page.getByLabel('Release date').fill('2026-11-20');
  await page.getByLabel('Duration (minutes)').fill('80');

  // The first match of "a", then (ArrowDown) the second: two different actresses.
  await pickByKeyboard(page, 'Actresses', 'a');
  const box = page.getByRole('combobox', { name: 'Actresses', exact: true });
  await box.pressSequentially('a');
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await expectAxeClean(page);
  await box.press('ArrowDown');
  await box.press('Enter');
  const two = await chosenIn(page, 'Actresses');
  expect(two).toHaveLength(2);
  // Backspace in the empty box takes the last one out; Enter on the same match puts it back.
  await box.press('Backspace');
  expect(await chosenIn(page, 'Actresses')).toEqual(two.slice(0, 1));
  await box.pressSequentially('a');
  await box.press('ArrowDown');
  await box.press('Enter');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(await chosenIn(page, 'Actresses')).toEqual(two);

  await pickByKeyboard(page, 'Categories', 'Drama');
  expect(await chosenIn(page, 'Categories')).toEqual(['Drama']);

  // Nobody by that name: Enter takes "Create actress …", and she is chosen once created.
  await box.pressSequentially(newcomer);
  await expect(page.getByRole('option', { name: `Create actress “${newcomer}”` })).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${newcomer}` })).toBeVisible();
  await expect(page.getByText(`Actress ${newcomer} created.`)).toBeVisible();
  expect(await chosenIn(page, 'Actresses')).toEqual([...two, newcomer]);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Create video' }).click();
  await expect(page).toHaveURL(`${admin}/admin/videos/e2e-picked-${id}`);
  await waitForHydration(page);
  // Saved: the same three (the record lists them by name).
  expect((await chosenIn(page, 'Actresses')).sort()).toEqual([...two, newcomer].sort());
  expect(await chosenIn(page, 'Categories')).toEqual(['Drama']);
  await expectAxeClean(page);

  // Her name typed again on a new actress: the slug is suggested, and said to be hers already.
  await open(page, `${admin}/admin/actresses/new`);
  await page.getByLabel('Name').pressSequentially(newcomer);
  await expect(page.getByLabel('Slug')).toHaveValue(`e2e-newcomer-${id}`);
  await expect(
    page.getByText(`This slug is already used by ${newcomer}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page);
  await page.getByLabel('Slug').fill(`e2e-newcomer-${id}-2`);
  await expect(page.getByText('This slug is already used by', { exact: false })).toHaveCount(0);
});
