import { expect, failOnConsoleErrors, test } from './fixtures';

// A CSP violation is a console error in Chromium: every page here must load and hydrate without one.
failOnConsoleErrors();

const nonceOf = (csp: string | null) => /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('every inline script of a page carries the per-request nonce of its CSP', async ({
  request,
}) => {
  for (const path of ['/', '/videos', '/contact', '/login']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? null;
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    const nonce = nonceOf(csp);
    expect(nonce, path).toBeTruthy();
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http from the test runner: no HSTS.
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  }
  const again = nonceOf((await request.get('/')).headers()['content-security-policy'] ?? null);
  expect(again).not.toBe(
    nonceOf((await request.get('/')).headers()['content-security-policy'] ?? null),
  );
});

test('pages load and hydrate under the policy, and client navigation works', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a cross-site form post is refused; the same form from the page is accepted', async ({
  page,
  navigate,
  request,
}) => {
  const forged = await request.post('/contact', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { name: 'Eve', email: 'eve@example.test', subject: 'general', message: 'x'.repeat(30) },
  });
  expect(forged.status()).toBe(403);
  await navigate('/contact');
  await page.getByLabel('Name').fill('Sam Taylor');
  await page.getByLabel('E-mail').fill('sam@example.test');
  await page.getByLabel('Subject').fill('A question');
  await page.getByLabel('Message').fill('A message long enough to be accepted by the form.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'your message has been sent' }),
  ).toBeVisible();
});
