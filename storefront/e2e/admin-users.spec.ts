import { expectAxeClean, open, SERIOUS } from './admin-pages';
import { axeViolations } from './axe';
import {
  adminOrigin,
  expect,
  failOnConsoleErrors,
  NEW_USER_PASSWORD,
  registerUser,
  signInBrowser,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 2 (issue 18): the users screens on the admin host. Suspending a user
 * refuses their sign-in with a clear message and ends their session at its next refresh.
 */
failOnConsoleErrors();

test('suspend a user: their session ends at the next refresh and sign-in says the account is suspended; reinstated, they sign in', async ({
  page,
  browser,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const admin = adminOrigin(base);
  const { email, auth } = await registerUser(request, 'e2e-users');

  // The user is signed in on their own browser.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInBrowser(theirs, base, auth);
  await them.goto(`${base}/dashboard`);
  await expect(them).toHaveURL(`${base}/dashboard`);

  // The admin finds them by e-mail and suspends them.
  await login('admin');
  await open(page, `${admin}/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // Sorted by the server: the header's button asks for e-mails A→Z, and says so (issue 33).
  const emailHeader = page.getByRole('columnheader', { name: /E-mail/ });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await emailHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/q=E2E-USERS/);
  await expect(page).toHaveURL(/sort=email/);
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  await expect(page.getByTestId('user-sessions')).toHaveText('1');
  await waitForHydration(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Suspend user' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${email}?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User suspended' })).toBeVisible();
  await expect(page.getByTestId('user-status')).toContainText('Suspended since');
  await expect(page.getByTestId('user-sessions')).toHaveText('0');
  await expect(page.getByTestId('audit-history')).toContainText(
    'Suspend user by admin@reelcart.test',
  );

  // Their access token is refused next (as when it expires): the refresh fails, the session ends.
  const refreshes: number[] = [];
  them.on('response', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.status());
  });
  await theirs.clearCookies();
  await signInBrowser(theirs, base, auth, { refusedToken: true });
  await them.goto(`${base}/dashboard`);
  await expect(them).toHaveURL(/\/login/);
  await expect.poll(() => refreshes.every((s) => s === 401)).toBe(true);

  // Signing in again is refused with a clear message.
  await waitForHydration(them);
  await them.getByLabel('E-mail').fill(email);
  await them.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await them.getByRole('button', { name: 'Log in' }).click();
  await expect(them.getByRole('alert')).toContainText('This account is suspended');
  await expect(them).toHaveURL(/\/login/);

  // Reinstated, they sign in.
  await page.getByRole('button', { name: 'Reinstate user' }).click();
  await page
    .getByRole('dialog', { name: `Reinstate ${email}?` })
    .getByRole('button', { name: 'Reinstate' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'User reinstated' })).toBeVisible();
  await them.getByRole('button', { name: 'Log in' }).click();
  await expect(them).toHaveURL(`${base}/dashboard`);
  await theirs.close();
});

test('the users list filters in the URL; the detail edits the role at its version, keeps the last admin, and makes a reset link the user sets a new password with; axe clean', async ({
  page,
  browser,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');

  await open(page, `${admin}/admin/users?suspended=true&q=%40reelcart.test`);
  const table = page.getByRole('table', { name: /Users/ });
  await expect(table.getByRole('link', { name: 'suspended@reelcart.test' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Suspended' })).toHaveValue('true');
  await expectAxeClean(page);

  // By the keyboard: the filters, then Enter on the button.
  await page.getByRole('combobox', { name: 'Suspended' }).selectOption('');
  await page.getByRole('combobox', { name: 'Verified' }).selectOption('false');
  await page.getByRole('combobox', { name: 'Suspended' }).press('Tab');
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/verified=false/);
  await expect(table.getByRole('link', { name: 'unverified@reelcart.test' })).toBeVisible();

  await open(page, `${admin}/admin/users?q=no-such-user-anywhere`);
  await expect(page.getByText('No user matches these filters.')).toBeVisible();
  await expectAxeClean(page);

  // The last admin keeps the role: the form says why.
  await open(page, `${admin}/admin/users/usr_admin`);
  await expect(page.getByRole('button', { name: 'Suspend user' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('user');
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByRole('alert')).toContainText('This is the last admin');
  await expectAxeClean(page);

  // A fresh user made a manager and an affiliate; the change is in the history.
  const { email, auth } = await registerUser(request, 'e2e-users');
  const id = auth.user.id ?? auth.user._id ?? '';
  await open(page, `${admin}/admin/users/${id}`);
  await page.getByLabel('Display name').fill('E2E Person');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('manager');
  await page.getByLabel(/Affiliate/).check();
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User saved.' })).toBeVisible();
  const history = page.getByTestId('audit-history');
  await expect(history).toContainText('Updated user by admin@reelcart.test');
  await expect(history.getByRole('row', { name: /Role user manager/ })).toBeVisible();

  // A one-time reset link, shown once to copy.
  await page.getByRole('button', { name: 'Make a password-reset link' }).click();
  await page
    .getByRole('dialog', { name: 'Make a password-reset link?' })
    .getByRole('button', { name: 'Make link' })
    .click();
  const link = page.getByLabel(/Reset link/);
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  const href = await link.inputValue();
  await expectAxeClean(page);

  // The user opens it on the store: a new password, then signed in with it; the link is spent.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await open(them, href);
  await expect(them.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  expect(await axeViolations(them, SERIOUS)).toEqual([]);
  await them.getByLabel('New password', { exact: true }).fill('another-long-password');
  await them.getByLabel('New password again').fill('not-the-same-password');
  await them.getByRole('button', { name: 'Set the new password' }).click();
  await expect(them.getByRole('alert').first()).toContainText('the same password twice');
  await them.getByLabel('New password', { exact: true }).fill('another-long-password');
  await them.getByLabel('New password again').fill('another-long-password');
  await them.getByRole('button', { name: 'Set the new password' }).click();
  await expect(them.getByRole('status')).toContainText(`The password of ${email} is changed`);
  expect(await axeViolations(them, SERIOUS)).toEqual([]);
  const again = await request.post('/api/auth/reset-password', {
    data: { token: new URL(href).searchParams.get('token'), password: 'a-third-long-password' },
  });
  expect(again.status()).toBe(400);
  await them.getByRole('status').getByRole('link', { name: 'Log in' }).click();
  await waitForHydration(them);
  await them.getByLabel('E-mail').fill(email);
  await them.getByLabel('Password').fill('another-long-password');
  await them.getByRole('button', { name: 'Log in' }).click();
  await expect(them).toHaveURL(/\/dashboard$/);
  await theirs.close();
  await expectAxeClean(page);
});
