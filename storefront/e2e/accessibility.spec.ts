import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const PATHS = [
  '/',
  '/videos',
  '/no/such/page',
  '/test-headers?status=500',
  '/login',
  '/sign-up',
  '/cart',
  '/checkout/failed',
];

for (const path of PATHS) {
  test(`${path} has no accessibility violations and no console errors`, async ({
    page,
    navigate,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await navigate(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
