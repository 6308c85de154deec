import { describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from './platform/config';
import { startBanner } from './startBanner';

describe('the start banner (issue 29 item 13)', () => {
  it('says plainly that a start outside production is a local demo, and what that means', () => {
    const text = startBanner(
      loadConfig({ DATA_DIR: IN_MEMORY, PUBLIC_BASE_URL: 'http://localhost:3000' }),
    ).join('\n');
    expect(text).toMatch(/LOCAL DEMO, not for production/);
    expect(text).toMatch(/admin@reelcart\.test \/ admin-pass-1/);
    expect(text).toMatch(/published development key/);
    expect(text).toMatch(/JWT secret generated/);
    expect(text).toMatch(/http:\/\/localhost:3000\/admin\/mail/);
    expect(text).toMatch(/PAYOUT_DETAILS_KEY/);
  });

  it('names only what applies: no accounts without seeding, SMTP when set', () => {
    const text = startBanner(
      loadConfig({
        DATA_DIR: IN_MEMORY,
        SEED: 'false',
        JWT_SECRET: 'j'.repeat(40),
        PAYOUT_DETAILS_KEY: 'p'.repeat(40),
        SMTP_URL: 'smtp://mail.example:587',
      }),
    ).join('\n');
    expect(text).toMatch(/LOCAL DEMO/);
    expect(text).not.toMatch(/reelcart\.test|Development keys|admin\/mail/);
    expect(text).toMatch(/SMTP_URL/);
  });

  it('is silent in production', () => {
    expect(
      startBanner(
        loadConfig({
          NODE_ENV: 'production',
          DATA_DIR: IN_MEMORY,
          JWT_SECRET: 'j'.repeat(40),
          PAYOUT_DETAILS_KEY: 'p'.repeat(40),
        }),
      ),
    ).toEqual([]);
  });
});
