import { axeViolations } from './axe';
import { type ApiPage, apiGet, type Entity, firstEntity, KINDS } from './catalogue-data';
import { expect, test } from './fixtures';

interface Video {
  title: string;
}
interface Banner {
  title: string;
}

test.describe('search', () => {
  test('the header link leads to the search form; a title finds its video', async ({
    page,
    navigate,
    request,
  }) => {
    const videos = await apiGet<ApiPage<Video>>(request, '/videos?limit=1');
    const title = videos.items[0]?.title ?? '';
    await navigate('/');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await box.fill(title);
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(title).replaceAll('%20', '+')}`);
    await expect(page).toHaveTitle(`Search: ${title} · Reelcart`);
    const results = page.getByRole('region', { name: 'Videos' });
    await expect(results.getByRole('link', { name: title }).first()).toBeVisible();
  });

  test('one query finds every kind', async ({ page, navigate, request }) => {
    for (const kind of KINDS) {
      const entity: Entity = await firstEntity(request, kind.path);
      await navigate(`/search?q=${encodeURIComponent(entity.name)}`);
      const section = page.getByRole('region', { name: kind.heading });
      await expect(section.getByRole('link', { name: entity.name, exact: true })).toBeVisible();
      await section.getByRole('link', { name: entity.name, exact: true }).click();
      await expect(page).toHaveURL(`${kind.path}/${entity.slug}`);
    }
    await navigate('/search?q=zzzz-nothing-matches');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Nothing matches your search.',
    );
  });

  test('video results are paginated in the URL', async ({ page, navigate, request }) => {
    // A single letter matches most titles: more than one page.
    const found = await apiGet<ApiPage<Video>>(request, '/videos?q=e&limit=24');
    expect(found.totalPages).toBeGreaterThan(1);
    await navigate('/search?q=e');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL('/search?q=e&page=2');
    await expect(page.getByText(`Page 2 of ${found.totalPages}`)).toBeVisible();
  });
});

test('the home page shows banners, new and popular videos, series and studios', async ({
  page,
  navigate,
  request,
}) => {
  const banners = await apiGet<{ items: Banner[] }>(request, '/banners');
  const newest = await apiGet<ApiPage<Video>>(request, '/videos?limit=6');
  await navigate('/');
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await expect(promotions.getByRole('link')).toHaveCount(banners.items.length);
  await expect(promotions.getByText(banners.items[0]?.title ?? '')).toBeVisible();
  const fresh = page.getByRole('region', { name: 'New videos' });
  await expect(fresh.getByRole('listitem')).toHaveCount(newest.items.length);
  await expect(fresh.getByRole('link', { name: newest.items[0]?.title ?? '' })).toBeVisible();
  for (const name of ['Popular videos', 'Series', 'Studios']) {
    await expect(page.getByRole('region', { name }).getByRole('listitem').first()).toBeVisible();
  }
});

test.describe('accessibility of the catalogue screens', () => {
  test('no serious or critical axe violation on any catalogue screen', async ({
    page,
    navigate,
    request,
  }) => {
    test.setTimeout(60_000);
    const category = await firstEntity(request, '/categories');
    const paths = ['/', `/videos?category=${category.slug}&sort=title`, '/search', '/search?q=a'];
    for (const kind of KINDS) {
      paths.push(kind.path, `${kind.path}/${(await firstEntity(request, kind.path)).slug}`);
    }
    const failures: string[] = [];
    for (const path of paths) {
      await navigate(path);
      const found = await axeViolations(page, ['serious', 'critical']);
      failures.push(...found.map((v) => `${path}: ${v}`));
    }
    expect(failures).toEqual([]);
  });

  test('no horizontal scrolling at 360 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const paths = ['/search?q=a', '/videos?sort=title'];
    for (const kind of KINDS) {
      paths.push(kind.path, `${kind.path}/${(await firstEntity(request, kind.path)).slug}`);
    }
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('censorImages blurs the catalogue artwork', async ({ page, navigate, request }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'reelcart:developer-settings',
        JSON.stringify({ censorImages: true, spoofedCountry: null }),
      ),
    );
    await navigate(`/studios/${(await firstEntity(request, '/studios')).slug}`);
    const artwork = page.getByRole('main').locator('img[data-artwork]').first();
    await expect(artwork).toHaveCSS('filter', /blur/);
  });
});
