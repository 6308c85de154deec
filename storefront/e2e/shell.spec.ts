import { expect, test } from './fixtures';

test.describe('the app shell', () => {
  test('the head carries the adult rating, the RTA label, an SVG favicon, title and description', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="rating"]')).toHaveAttribute('content', 'adult');
    await expect(page.locator('meta[name="RATING"]')).toHaveAttribute(
      'content',
      /^RTA-5042-1996-1400-1577-RTA$/,
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
    await expect(page).toHaveTitle('Home · Reelcart');
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently asked questions · Reelcart');
    // Each page has its own description, not the site's.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^How buying, renting, resolutions/,
    );
    const favicon = await page.request.get('/favicon.svg');
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a loading bar shows while a navigation loads', async ({ page, navigate }) => {
    await navigate('/');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/faq.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  });

  test('developer settings: saving shows a toast and censors images', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    await page.getByRole('button', { name: 'Developer settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developer settings' });
    await dialog.getByRole('checkbox', { name: 'Censor images' }).check();
    await dialog.getByRole('textbox', { name: /Spoofed country/ }).fill('de');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Developer settings saved')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-censor-images', '');
    const stored = await page.evaluate(() => localStorage.getItem('reelcart:developer-settings'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ censorImages: true, spoofedCountry: 'DE' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-censor-images', '');
  });

  test('a toast swiped 20 px to the right is dismissed; a shorter swipe snaps back', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    await page.clock.install();
    await page.getByRole('button', { name: 'Developer settings' }).click();
    await page
      .getByRole('dialog', { name: 'Developer settings' })
      .getByRole('button', { name: 'Save' })
      .click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Developer settings saved' });
    // Hovered, the toast has finished sliding in and takes the pointer where it is drawn: a box
    // read while it still moved put the press beside it (the toast never swiping, under load).
    // Before the clock stops: the wait for a still toast counts animation frames.
    await toast.hover();
    // From here the page's clock runs only when told to: the 4 s auto-dismiss cannot pass during
    // the swipes, and each drag is slow (1 s from press to release, without waiting), so sonner's
    // fast-flick rule (above 0.11 px/ms) does not decide either.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const amount = () =>
      toast.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--swipe-amount-x'));
    const swipe = async (dx: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('the toast has no box');
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      // Held, the toast is swiping: its text cannot be selected by the drag (app.css), or sonner
      // would take the drag for a selection and leave the toast in place.
      await expect(toast).toHaveAttribute('data-swiping', 'true');
      // Sonner locks a swipe's direction on its first move and reads it from its next render on,
      // so a move may come before that render: move a pixel at a time until one is read as a
      // swipe, then to dx, and release only once the toast has moved dx.
      let moved = 1;
      await expect(async () => {
        moved += 1;
        await page.mouse.move(x + moved, y);
        await expect.poll(amount, { timeout: 500 }).toBe(`${moved}px`);
      }).toPass({ timeout: 10_000 });
      await page.mouse.move(x + dx, y);
      await expect.poll(amount).toBe(`${dx}px`);
      await page.clock.runFor(1_000);
      await page.mouse.up();
      await page.clock.runFor(500);
    };
    await swipe(15);
    await expect(toast).toHaveAttribute('data-removed', 'false');
    await expect(toast).toBeVisible();
    await swipe(22);
    await expect(toast).toHaveCount(0);
  });

  test('hashed assets are cached for a year, the build id never', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const document = await request.get('/');
    expect(document.headers()['x-content-type-options']).toBe('nosniff');
    expect(document.headers()['x-frame-options']).toBe('DENY');
    const latest = await request.get('/builds/latest.json');
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id } = await latest.json();
    const meta = await request.get(`/builds/meta/${id}.json`);
    expect((await meta.json()).routeRules).toHaveProperty('/partners');
  });
});

test.describe('responsive layout', () => {
  for (const width of [360, 768, 1920]) {
    test(`no horizontal scrolling at ${width} px`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 800 });
      await login('admin');
      for (const path of ['/', '/videos', '/no/such/page', '/studiosconnect']) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }

  test('the default container stops at 1600 px, the content container at 7xl', async ({ page }) => {
    await page.setViewportSize({ width: 2400, height: 900 });
    await page.goto('/');
    const site = await page.locator('header .container-site').boundingBox();
    expect(site?.width).toBe(1600);
    const content = await page.locator('main .container-content').boundingBox();
    expect(content?.width).toBe(1280);
  });
});
