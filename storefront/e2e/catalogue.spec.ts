import { expect, test } from './fixtures';

test.describe('the video list', () => {
  test('lists the seeded catalogue with pages, each video linking to its page', async ({
    page,
    navigate,
  }) => {
    await navigate('/videos');
    const videos = page.getByRole('main').getByRole('listitem');
    await expect(videos).toHaveCount(24);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL('/videos?page=2');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveTitle('Videos (page 2) · Reelcart');
    const first = videos.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Reelcart`);
  });
});
