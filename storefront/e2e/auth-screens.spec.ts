import { ACCOUNTS, expect, test } from './fixtures';

test.describe('the login and sign-up screens', () => {
  test('a wrong password shows the error inline and keeps the visitor here', async ({
    page,
    navigate,
  }) => {
    await navigate('/login');
    await page.getByLabel('E-mail').fill(ACCOUNTS.shopper.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('logging in goes to the ?redirect= path', async ({ page, navigate }) => {
    await navigate('/login?redirect=/cart');
    await page.getByLabel('E-mail').fill(ACCOUNTS.shopper.email);
    await page.getByLabel('Password').fill(ACCOUNTS.shopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('an off-site redirect is ignored: the dashboard instead', async ({ page, navigate }) => {
    await navigate('/login?redirect=//evil.example/x');
    await page.getByLabel('E-mail').fill(ACCOUNTS.shopper.email);
    await page.getByLabel('Password').fill(ACCOUNTS.shopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('signing up needs a valid password and then signs the visitor in', async ({
    page,
    navigate,
  }) => {
    await navigate('/sign-up');
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await page.getByLabel('E-mail').fill(`new-${Date.now()}-${Math.random()}@reelcart.test`);
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid password');
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('signing up after a referral link sends the dkr referral code', async ({
    page,
    navigate,
  }) => {
    await navigate('/?dkr=REELPAID&source=e2e');
    await navigate('/sign-up');
    await page.getByLabel('E-mail').fill(`referred-${Date.now()}-${Math.random()}@reelcart.test`);
    await page.getByLabel('Password').fill('a-long-enough-password');
    const register = page.waitForRequest('**/api/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await register).postDataJSON()).toMatchObject({ referralCode: 'REELPAID' });
    await expect(page).toHaveURL('/dashboard');
  });
});

// Issue 29 item 12: a form submitted before the page's script runs used to be a GET with the
// password in the URL. Without JavaScript at all, the forms post to their route's action.
test.describe('the login and sign-up forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('logging in posts to the route action and signs in; no URL holds the password', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/login?redirect=%2Fdashboard%2Forders');
    await page.getByLabel('E-mail').fill(ACCOUNTS.shopper.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.shopper.email);
    await page.getByLabel('Password').fill(ACCOUNTS.shopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The orders page is behind the auth check: reaching it means the session cookie was set.
    await expect(page).toHaveURL('/dashboard/orders');
    expect(urls.filter((url) => /password|not-the-password/.test(url))).toEqual([]);
  });

  test('signing up posts to the route action too', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('E-mail').fill(`no-script-${Date.now()}-${Math.random()}@reelcart.test`);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
