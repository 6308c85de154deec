import { type ApiPage, apiGet, firstEntity, KINDS } from './catalogue-data';
import { expect, test } from './fixtures';

interface Video {
  title: string;
  slug: string;
}

test.describe('catalogue lists and details', () => {
  for (const kind of KINDS) {
    test(`${kind.path} lists the seeded entries and opens one with its videos`, async ({
      page,
      navigate,
      request,
    }) => {
      const first = await firstEntity(request, kind.path);
      await navigate(kind.path);
      await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${kind.heading} · Reelcart`);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: first.name, exact: true }).click();
      await expect(page).toHaveURL(`${kind.path}/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      await expect(page).toHaveTitle(`${first.name} · Reelcart`);
      await expect(main.locator('img[data-artwork]').first()).toBeVisible();
      await expect(main.locator('dd').first()).toHaveText(String(first.videoCount));
      // Its videos: the same as the video list filtered by it.
      const videos = await apiGet<ApiPage<Video>>(
        request,
        `/videos?${kind.filter}=${first.slug}&limit=24`,
      );
      const cards = main.getByRole('region', { name: 'Videos' }).getByRole('listitem');
      await expect(cards).toHaveCount(videos.items.length);
      await expect(cards.first().getByRole('link')).toHaveText(videos.items[0]?.title ?? '');
    });

    test(`${kind.path}/unknown is a fatal 404`, async ({ page }) => {
      const path = `${kind.path}/no-such-entry`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Browse' })).toHaveCount(0);
    });
  }

  test('a list is paginated in the URL', async ({ page, navigate, request }) => {
    const actresses = await apiGet<ApiPage<unknown>>(request, '/actresses?limit=24');
    await navigate('/actresses');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText(`Page 1 of ${actresses.totalPages}`)).toBeVisible();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/actresses?page=2');
    await expect(pages.getByText(`Page 2 of ${actresses.totalPages}`)).toBeVisible();
    await expect(page).toHaveTitle('Actresses (page 2) · Reelcart');
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/actresses');
  });

  test("a detail page's videos are paginated in the URL", async ({ page, navigate, request }) => {
    const top = await apiGet<ApiPage<{ slug: string; videoCount: number }>>(
      request,
      '/studios?sort=videos&limit=1',
    );
    const studio = top.items[0];
    // The seeded catalogue (fixed seed) has a studio with more than one page of videos.
    expect(studio?.videoCount).toBeGreaterThan(24);
    const second = await apiGet<ApiPage<Video>>(
      request,
      `/videos?studio=${studio?.slug}&page=2&limit=24`,
    );
    await navigate(`/studios/${studio?.slug}`);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(`/studios/${studio?.slug}?page=2`);
    const cards = page.getByRole('region', { name: 'Videos' }).getByRole('listitem');
    await expect(cards).toHaveCount(second.items.length);
    await expect(cards.first().getByRole('link')).toHaveText(second.items[0]?.title ?? '');
  });
});

test.describe('the video list', () => {
  test('filters and sort change the URL and the results', async ({ page, navigate, request }) => {
    const category = await firstEntity(request, '/categories');
    const expected = await apiGet<ApiPage<Video>>(
      request,
      `/videos?category=${category.slug}&sort=price-asc&limit=24`,
    );
    await navigate('/videos');
    const form = page.getByRole('form', { name: 'Filter and sort videos' });
    await form.getByLabel('Category').selectOption({ label: category.name });
    await form.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(`/videos?category=${category.slug}&sort=price-asc`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${expected.total} videos`);
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
    await expect(cards.first().getByRole('link')).toHaveText(expected.items[0]?.title ?? '');
    await expect(form.getByLabel('Category')).toHaveValue(category.slug);
    // Reset clears everything.
    await form.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL('/videos');
    await expect(form.getByLabel('Category')).toHaveValue('');
  });

  test('each filter comes from the URL, and pages keep it', async ({ page, navigate, request }) => {
    const studio = await firstEntity(request, '/studios');
    const actress = await firstEntity(request, '/actresses');
    const series = await firstEntity(request, '/series');
    for (const [key, entity] of [
      ['studio', studio],
      ['actress', actress],
      ['series', series],
    ] as const) {
      const expected = await apiGet<ApiPage<Video>>(request, `/videos?${key}=${entity.slug}`);
      await navigate(`/videos?${key}=${entity.slug}`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `${expected.total} videos`,
      );
      const label = key === 'studio' ? 'Studio' : key === 'actress' ? 'Actress' : 'Series';
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(entity.slug);
    }
    await navigate('/videos?sort=title');
    const titles = await apiGet<ApiPage<Video>>(request, '/videos?sort=title&page=2&limit=24');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL('/videos?sort=title&page=2');
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
    await expect(cards.first().getByRole('link')).toHaveText(titles.items[0]?.title ?? '');
  });
});
