import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('the contact form', () => {
  test('an invalid submit shows each field error inline and focuses the first', async ({
    page,
    navigate,
  }) => {
    await navigate('/contact');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(4);
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address so we can reply.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address');
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  });

  test('a valid submit, with the keyboard alone, shows the confirmation', async ({
    page,
    navigate,
  }) => {
    await navigate('/contact');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Sam Taylor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sam@example.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Download question');
    await page.keyboard.press('Tab');
    await page.keyboard.type('How long do my download links stay valid?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'your message has been sent' });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expect(status).toContainText(/msg_/);
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  });
});

test.describe('the report form', () => {
  test('an invalid submit shows the field errors', async ({ page, navigate }) => {
    await navigate('/report');
    await page.getByLabel('Address of the page or video').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByLabel('Address of the page or video')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Reason')).toHaveAccessibleDescription(
      'Choose the reason for your report.',
    );
    await expect(page.getByLabel('Details')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your e-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  });

  test('a valid anonymous report shows the confirmation', async ({ page, navigate }) => {
    await navigate('/report');
    await page.getByLabel('Address of the page or video').fill('/videos/some-title');
    await page.getByLabel('Reason').selectOption('copyright');
    await page.getByLabel('Details').fill('This title is distributed without a licence.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'your report has been received' }),
    ).toContainText(/rpt_/);
  });
});
