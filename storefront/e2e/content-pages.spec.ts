import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** Each static page of issue 6: its heading, a piece of its content, its title; no axe violation. */
const PAGES = [
  {
    path: '/faq',
    heading: 'Frequently asked questions',
    text: 'What is the difference between owning and renting?',
  },
  { path: '/tos', heading: 'Terms of service', text: 'Adults only' },
  { path: '/privacy', heading: 'Privacy policy', text: 'What we collect' },
  { path: '/2257', heading: /2257 record-keeping/, text: 'Placeholder — not a real address.' },
  { path: '/about', heading: 'About Reelcart', text: 'Fair to studios and performers' },
  { path: '/affiliate-tos', heading: 'Affiliate terms of service', text: 'Commission' },
  { path: '/r18-acquisition', heading: 'R18 content acquisition', text: 'How to submit' },
  { path: '/become-an-affiliate', heading: 'Become a Reelcart affiliate', text: 'How it works' },
  { path: '/404', heading: 'Page not found', text: 'The page you are looking for does not exist.' },
  { path: '/contact', heading: 'Contact us', text: 'usually within two business days' },
  { path: '/report', heading: 'Report content', text: 'Every report is reviewed by a person' },
  {
    path: '/verify-email',
    heading: 'Verify your e-mail',
    text: 'Open the link from the verification e-mail',
  },
  { path: '/test-precache', heading: 'Test: precache', text: 'Precached assets' },
] as const;

for (const { path, heading, text } of PAGES) {
  test(`${path} renders its heading and content, with no serious or critical axe violation`, async ({
    page,
    navigate,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await navigate(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(/· Reelcart$/);
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('/become-an-affiliate links to the affiliate sign-up', async ({ page, navigate }) => {
  await navigate('/become-an-affiliate');
  await expect(page.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
    'href',
    '/affiliate/sign-up',
  );
});

test('/test-precache shows the build id the build wrote and its hashed assets', async ({
  page,
  request,
  navigate,
}) => {
  const latest: { id: string } = await (await request.get('/builds/latest.json')).json();
  await navigate('/test-precache');
  await expect(page.getByTestId('build-id')).toHaveText(latest.id);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^\/assets\/.+\.js/ })
      .first(),
  ).toBeVisible();
});

test('/verify-email with a bad token shows the failure', async ({ page, navigate }) => {
  await navigate('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(
    'This verification link is invalid or has expired.',
  );
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});
