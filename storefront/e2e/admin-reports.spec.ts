import { newProductFlags } from '@reelcart/contract/admin';
import { expectAxeClean, open } from './admin-pages';
import {
  ACCOUNTS,
  adminOrigin,
  expect,
  failOnConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 2 (issue 18): the moderation queue and the mail outbox on the admin host.
 * Resolving a report by unpublishing its video takes the video out of the catalogue; a reply by
 * e-mail is queued in the outbox and readable in its development viewer.
 */
failOnConsoleErrors();

test('work a report: reply by e-mail (it appears in the outbox viewer), then unpublish the video (it leaves the catalogue)', async ({
  page,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = adminOrigin(base);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `e2e-reported-${tag}`;
  const reporter = `reporter-${tag}@example.test`;

  // A published video of its own (so no other spec loses one), and a visitor's report about it.
  const signIn = await request.post('/api/auth/login', { data: ACCOUNTS.admin });
  const { token } = (await signIn.json()) as { token: string };
  const created = await request.post('/api/admin/videos', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Reported ${tag}`,
      slug,
      description: 'A placeholder video for the report queue test.',
      dvdId: null,
      releaseDate: '2026-11-01',
      durationMinutes: 90,
      studioId: null,
      seriesId: null,
      actressIds: [],
      categoryIds: [],
      artworkUrl: null,
      published: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  // Published once it has a product on sale (decision 068).
  const flags = newProductFlags('own');
  const product = await request.post(`/api/admin/videos/${slug}/products`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { orderType: 'own', resolution: 'HD', priceCents: 1299, rentalHours: null, ...flags },
  });
  expect(product.status(), await product.text()).toBe(200);
  const published = await request.post('/api/admin/videos/publish', {
    headers: { Authorization: `Bearer ${token}` },
    data: { slugs: [slug], published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  expect((await request.get(`/api/videos/${slug}`)).status()).toBe(200);
  const filed = await request.post('/api/report', {
    data: {
      url: `${base}/videos/${slug}`,
      reason: 'copyright',
      details: 'This video is not theirs to sell.',
      email: reporter,
    },
  });
  expect(filed.status()).toBe(200);

  // The queue: open items, searched; the report's page.
  await login('admin');
  await open(page, `${admin}/admin/reports?status=open`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Search reports').fill(slug);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${slug}`));
  await expect(page).toHaveURL(/status=open/);
  await page.getByRole('link', { name: 'Copyright' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copyright' })).toBeVisible();
  await expect(page.getByTestId('report-status')).toHaveText('Open');
  await waitForHydration(page);
  await expectAxeClean(page);

  // Reply by e-mail through the outbox.
  await page.getByLabel('Message').fill('Thank you, we are looking into it.');
  await page.getByRole('button', { name: 'Queue reply' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Reply queued for ${reporter}` }),
  ).toBeVisible();
  await expect(page.getByTestId('report-status')).toHaveText('In review');

  // Unpublish the reported video: asked first, then resolved.
  await page.getByLabel('Why it leaves the catalogue').fill('Confirmed with the rights holder.');
  await page.getByRole('button', { name: 'Unpublish video and resolve' }).click();
  const dialog = page.getByRole('dialog', { name: `Unpublish “Reported ${tag}”?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is unpublished' })).toBeVisible();
  await expect(page.getByTestId('report-status')).toHaveText('Resolved');
  await expect(page.getByText('The video is already unpublished.')).toBeVisible();
  await expect(page.getByText(/Unpublished “Reported/)).toBeVisible();

  // It left the catalogue: its page is a 404 and the API no longer lists it.
  expect((await request.get(`${base}/videos/${slug}`)).status()).toBe(404);
  expect((await request.get(`/api/videos/${slug}`)).status()).toBe(404);
  const found = (await (
    await request.get(`/api/search?q=${encodeURIComponent(`Reported ${tag}`)}`)
  ).json()) as {
    videos: Array<{ slug: string }>;
  };
  expect(found.videos.map((v) => v.slug)).not.toContain(slug);

  // The reply is in the outbox viewer, with its text.
  await open(page, `${admin}/admin/mail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  // Sorted by the server: newest first, and a header's button asks for another order (issue 33).
  await expect(page.getByRole('columnheader', { name: /Queued/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const attempts = page.getByRole('columnheader', { name: /Attempts/ });
  await waitForHydration(page);
  await attempts.getByRole('button').click();
  await expect(page).toHaveURL(/sort=attempts&dir=asc/);
  await expect(attempts).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Recipient').fill(reporter);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/sort=attempts/);
  await page.getByRole('link', { name: 'Re: Copyright' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Re: Copyright' })).toBeVisible();
  await expect(page.getByText('Thank you, we are looking into it.')).toBeVisible();
  await expect(page.getByText(reporter)).toBeVisible();
  await waitForHydration(page);
  await expectAxeClean(page);
});

test('the dashboard links open reports to the queue; a report without an e-mail cannot be answered', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  await open(page, `${admin}/admin`);
  await page.getByRole('link', { name: /Open reports and messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?status=open/);
  await expect(page.getByRole('link', { name: /Open \(\d+\)/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await open(page, `${admin}/admin/reports/rpt_seed_02`);
  await expect(page.getByText('The sender gave no e-mail address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Queue reply' })).toHaveCount(0);
  await expectAxeClean(page);
});
