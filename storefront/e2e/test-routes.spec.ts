import { expect, test } from './fixtures';

test('/test-headers-debug shows what the request carried: headers, country and build id', async ({
  page,
  request,
}) => {
  const latest: { id: string } = await (await request.get('/builds/latest.json')).json();
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE', 'x-debug-probe': 'hello' });
  await page.goto('/test-headers-debug');
  await expect(page.getByTestId('request-country')).toHaveText('DE (from cf-ipcountry)');
  await expect(page.getByTestId('build-id')).toHaveText(latest.id);
  await expect(page.getByText('x-debug-probe')).toBeVisible();
  await expect(page.getByText('cookie', { exact: true })).toHaveCount(0);
});

test('/test-headers shows only the headers the app relies on, and the default country', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-debug-probe': 'hello' });
  await page.goto('/test-headers');
  await expect(page.getByTestId('request-country')).toHaveText(/^US \(default/);
  await expect(page.getByText('user-agent', { exact: true })).toBeVisible();
  await expect(page.getByText('x-debug-probe')).toHaveCount(0);
});
