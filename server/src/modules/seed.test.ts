import { count, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { IN_MEMORY, loadConfig } from '../platform/config';
import { SEED_EXTRA_USERS } from './accounts/seed';
import { users } from './schema';
import { SEED_USERS } from './seed';
import { openSeededDatabase } from './startup';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: IN_MEMORY,
  JWT_SECRET: 'a-random-production-secret-of-some-length',
  PAYOUT_DETAILS_KEY: 'a-production-payout-details-key-of-32-chars',
};

async function loginAll(app: ReturnType<typeof createApp>) {
  const accounts = [...SEED_USERS, ...SEED_EXTRA_USERS];
  return Promise.all(
    accounts.map(async ({ email, password }) => {
      const res = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return res.status;
    }),
  );
}

// Issue 29 item 2: started with NODE_ENV=production on an empty database, admin@reelcart.test /
// admin-pass-1 signed in as admin (SEED defaulted to true).
describe('a production start on an empty database', () => {
  it('creates no account: the published passwords sign in nowhere', {
    timeout: 120_000,
  }, async () => {
    const config = loadConfig(production);
    const database = await openSeededDatabase(config);
    try {
      expect(database.seeded).toBe(false);
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
      const statuses = await loginAll(createApp({ db: database.db, config }));
      expect(statuses.every((status) => status === 401)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('with SEED=true seeds the sample data, its accounts without any password', {
    timeout: 300_000,
  }, async () => {
    const config = loadConfig({ ...production, SEED: 'true' });
    const database = await openSeededDatabase(config);
    try {
      expect(database.seeded).toBe(true);
      const [withPassword] = await database.db
        .select({ n: count() })
        .from(users)
        .where(isNotNull(users.passwordHash));
      expect(withPassword?.n).toBe(0);
      const statuses = await loginAll(createApp({ db: database.db, config }));
      expect(statuses.every((status) => status === 401)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
