import type { Page } from '@playwright/test';
import { chosenIn, pickByKeyboard } from './admin-pages';
import { axeViolations } from './axe';
import { expect, failOnConsoleErrors, test, waitForHydration } from './fixtures';

/**
 * Studio intake (issue 19): a manifest uploaded with a preview, the queue, the queue form with
 * the keyboard, approve and publish into the store (twice: no duplicate), paths with spaces and
 * non-ASCII letters, `..` refused; the error page for non-admins; axe on every screen.
 */
failOnConsoleErrors();
const SERIOUS = ['serious', 'critical'];
const STUDIO = '/studiosconnect/northlight-studio';

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
async function expectAxeClean(page: Page) {
  // Away from the control just used: its hover/focus colours are not what the page shows at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(300);
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function manifest(t: string) {
  return [
    'path,title,description,performers,categories,release_date,duration,price_hd',
    `${t}/scene-01/main.mp4,Intake ${t} one,A scene.,,drama,2030-01-01,50,11.50`,
    `${t}/scene-02/main.mp4,Intake ${t} two,A scene.,,drama,2030-01-02,51,`,
    `${t}/scene-03/main.mp4,,,,,,,`,
    `../${t}/escape.mp4,Outside,,,,,,`,
    `Café ${t}/Été 2026/clip one.mp4,Intake ${t} nuit,,,drama,2030-01-03,40,`,
    `${t}/scene-04/main.mp4,Intake ${t} four,,,drama,2030-01-04,44,`,
  ].join('\n');
}

test('import a manifest of 6 rows (one invalid), complete one with the keyboard, approve, publish, publish again', async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login('admin');
  const t = tag();
  await open(page, STUDIO);
  await expectAxeClean(page);
  await page.getByLabel('Batch name').fill(`Delivery ${t}`);
  await page.getByLabel('…or paste it').fill(manifest(t));
  await page.getByRole('button', { name: 'Preview' }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Line 5: the path contains ".."');
  await expect(
    page.getByRole('heading', { name: /Preview: 5 items to import, 1 problem/ }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Import 5 items' }).click();
  await expect(page).toHaveURL(new RegExp(`/studiosconnect/northlight-studio/delivery-${t}`));
  await expect(page.getByText('Imported 5 items (1 row refused).')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Items of the batch' }).getByRole('row'),
  ).toHaveCount(6);
  await waitForHydration(page);
  await expectAxeClean(page);

  // The item of three segments with spaces and non-ASCII letters opens its form.
  await page.getByRole('link', { name: `Café ${t}/Été 2026/clip one.mp4` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Café ${t}/Été 2026/clip one.mp4` }),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(`Intake ${t} nuit`);
  await expectAxeClean(page);

  // Complete the missing fields of scene-03 with the keyboard only.
  await open(page, `${STUDIO}/delivery-${t}/${t}/scene-03/main.mp4`);
  await page.getByLabel('Title').focus();
  await page.keyboard.type(`Intake ${t} three`);
  await tabTo(page, 'Release date');
  await page.keyboard.type('01052030');
  await tabTo(page, 'Duration (minutes)');
  await page.keyboard.type('33');
  await tabTo(page, 'Categories');
  // The categories' picker (decision 102): typing lists the matches, Enter takes the first.
  await page.keyboard.type('Dr');
  await expect(page.getByRole('option', { name: 'Drama', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Drama' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Ready.' })).toBeVisible();

  // Approve the ready ones, publish the approved ones.
  await open(page, `${STUDIO}/delivery-${t}`);
  await page.getByRole('button', { name: /Approve 5 ready/ }).click();
  await expect(page.getByText('5 of 5 approved.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Publish 5 approved' }).click();
  await expect(page.getByRole('status').filter({ hasText: '5 of 5 done' })).toBeVisible({
    timeout: 30_000,
  });
  // Finished, it says so in a toast too, like the back office's other confirmations.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
    'Published 5 of 5.',
  );
  await expect(page.getByRole('button', { name: 'Publish 0 approved' })).toBeVisible();

  // The videos are on /videos with their products.
  // Released "in 2030", they lead the store's newest-first list.
  await open(page, '/videos?studio=northlight-studio');
  await expect(
    page.getByRole('link', { name: new RegExp(`Intake ${t} one`) }).first(),
  ).toBeVisible();
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(`Intake ${t}`)}`);
  expect(res.status()).toBe(200);
  const api = await page.request.get(`/api/videos?q=${encodeURIComponent(`Intake ${t}`)}&limit=20`);
  const list = (await api.json()) as { items: { slug: string; title: string }[] };
  const ours = list.items.filter((v) => v.title.startsWith(`Intake ${t}`));
  expect(ours).toHaveLength(5);
  const first = ours.find((v) => v.title === `Intake ${t} one`);
  await open(page, `/videos/${first?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Intake ${t} one` })).toBeVisible();
  await expect(page.getByText('11.50').first()).toBeVisible();

  // Publishing again makes no second video.
  const again = await page.request.post(
    `/api/admin/intake/northlight-studio/delivery-${t}/publish`,
    {
      data: { paths: [`${t}/scene-01/main.mp4`] },
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    },
  );
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { results: { message: string }[] }).results[0]?.message).toBe(
    'Already published',
  );
  const after = (await (
    await page.request.get(`/api/videos?q=${encodeURIComponent(`Intake ${t}`)}&limit=20`)
  ).json()) as {
    items: { title: string }[];
  };
  expect(after.items.filter((v) => v.title.startsWith(`Intake ${t}`))).toHaveLength(5);
});

/** Presses Tab until the control labelled `label` has the focus (keyboard only). */
async function tabTo(page: Page, label: string) {
  const target = page.getByLabel(label, { exact: true });
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

async function tokenOf(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@reelcart.test', password: 'admin-pass-1' },
  });
  return ((await res.json()) as { token: string }).token;
}

test('a manifest whose only row leaves the batch with ".." is refused at import', async ({
  page,
  login,
}) => {
  await login('admin');
  await open(page, STUDIO);
  await page.getByLabel('Batch name').fill(`Escape ${tag()}`);
  await page.getByLabel('…or paste it').fill('path,title\n../../etc/passwd,Nope');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText(
    'Line 2: the path contains ".."',
  );
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
});

test('the overview and the seeded batch: every state, J/K through the queue; axe', async ({
  page,
  login,
}) => {
  await login('admin');
  await open(page, '/studiosconnect');
  await expect(page.getByRole('link', { name: 'Northlight Studio' })).toBeVisible();
  await expectAxeClean(page);
  await open(page, `${STUDIO}/sample-delivery`);
  for (const state of ['New', 'Needs info', 'Ready', 'Approved', 'Rejected', 'Published'])
    await expect(page.getByRole('table').getByText(state, { exact: true }).first()).toBeVisible();
  await open(page, `${STUDIO}/sample-delivery/2026-11/scene-01/main.mp4`);
  await expectAxeClean(page);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/scene-02\/main\.mp4$/);
  await expect(page.getByLabel('Title')).toHaveValue('Quiet Pier');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(/scene-01\/main\.mp4$/);
});

test('non-admins get the error page on every intake screen', async ({ page, login }) => {
  await login('shopper');
  for (const path of [
    '/studiosconnect',
    STUDIO,
    `${STUDIO}/sample-delivery`,
    `${STUDIO}/sample-delivery/2026-11/scene-01/main.mp4`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  }
});

test('a draft typed in the item form survives closing the page, until it is discarded', async ({
  page,
  login,
}) => {
  await login('admin');
  const url = `${STUDIO}/sample-delivery/2026-11/scene-02/main.mp4`;
  await open(page, url);
  await page.getByLabel('Title').fill('A draft title');
  await page.getByLabel('Duration (minutes)').fill('abc');
  // A category chosen in its picker is part of the draft too.
  const saved = await chosenIn(page, 'Categories');
  await pickByKeyboard(page, 'Categories', 'Drama');
  const drafted = await chosenIn(page, 'Categories');
  expect(drafted).not.toEqual(saved);
  await open(page, url);
  await expect(page.getByRole('status').filter({ hasText: 'unsaved draft' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('A draft title');
  expect(await chosenIn(page, 'Categories')).toEqual(drafted);
  // Inline validation from the contract's schema: the save is not sent, the field says why.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter the duration in minutes')).toBeVisible();
  await expect(page.getByLabel('Duration (minutes)')).toBeFocused();
  await page.getByRole('button', { name: 'Discard it' }).click();
  // In place, without a reload: the saved values are back, the error gone, the title focused.
  await expect(page.getByLabel('Title')).toHaveValue('Quiet Pier');
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Duration (minutes)')).not.toHaveValue('abc');
  expect(await chosenIn(page, 'Categories')).toEqual(saved);
  await expect(page.getByText('Enter the duration in minutes')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'unsaved draft' })).toHaveCount(0);
  // And the draft is gone for good.
  await open(page, url);
  await expect(page.getByLabel('Title')).toHaveValue('Quiet Pier');
  await expect(page.getByRole('status').filter({ hasText: 'unsaved draft' })).toHaveCount(0);
});
