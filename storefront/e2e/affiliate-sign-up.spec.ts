import { AuthResponse } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test('an affiliate link leads to an affiliate account that carries the referral', async ({
  page,
  navigate,
  request,
}) => {
  await navigate('/?dkr=REELPAID&source=newsletter');
  await navigate('/affiliate/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Become an affiliate' })).toBeVisible();
  await expect(page.getByText('Referred with code REELPAID.', { exact: false })).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  const email = `partner-${Date.now()}-${Math.random().toString(36).slice(2)}@reelcart.test`;
  const registered = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create affiliate account' }).click();
  expect((await registered).postDataJSON()).toMatchObject({
    email,
    isAffiliate: true,
    referralCode: 'REELPAID',
  });
  await expect(page).toHaveURL(/\/affiliate$/);

  const login = await request.post('/api/auth/login', {
    data: { email, password: 'a-long-enough-password' },
  });
  const { user } = AuthResponse.parse(await login.json());
  expect(user.isAffiliate).toBe(true);
  expect(user.affiliateCode).toBeTruthy();
});
