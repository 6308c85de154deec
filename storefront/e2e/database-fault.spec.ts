import pg from 'pg';
import { expect, test } from './fixtures';

/**
 * Runs only in `npm run test:e2e:postgres` (the embedded API on PostgreSQL, E2E_DATABASE_URL; the
 * cluster's superuser URL in TEST_POSTGRES_URL): the store's database goes away while a shopper
 * browses, the page is the error page (never a hang), and when it is back the store recovers by
 * itself (docs/decisions/034). The outage is made on the e2e database only.
 */
const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
const adminUrl = process.env.TEST_POSTGRES_URL ?? '';

async function onAdmin(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

test('the database goes away: the error page, then the store recovers by itself', async ({
  page,
  navigate,
}) => {
  const name = new URL(databaseUrl).pathname.slice(1);
  await navigate('/videos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await onAdmin(`alter database "${name}" allow_connections false`);
  try {
    await onAdmin(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    const started = Date.now();
    const down = await page.goto('/videos?page=2');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(down?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.locator('#error-title')).toBeVisible();
    const ready = await page.request.get('/readyz');
    expect(ready.status()).toBe(503);
  } finally {
    await onAdmin(`alter database "${name}" allow_connections true`);
  }
  await expect(async () => {
    const back = await page.goto('/videos?page=2');
    expect(back?.status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('#error-title')).toHaveCount(0);
  expect((await page.request.get('/readyz')).status()).toBe(200);
});
