import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from './config';

const base = { DATA_DIR: IN_MEMORY };

describe('loadConfig', () => {
  it('applies every default to an empty environment', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      countryHeader: 'cf-ipcountry',
      defaultCountry: 'US',
      seed: true,
      loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
      publicBaseUrl: 'http://localhost:4000',
    });
  });

  it('reads numbers and trims strings; a blank string counts as unset', () => {
    const config = loadConfig({
      ...base,
      PORT: '5000',
      DATABASE_URL: '  ',
      ADMIN_HOST: ' admin.test ',
    });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminHost).toBe('admin.test');
  });

  it('reads the embedding origins: canonical, none by default in production (decision 097)', () => {
    expect(loadConfig(base).embedOrigins).toEqual([
      'http://127.0.0.1:8088',
      'http://localhost:8088',
    ]);
    expect(
      loadConfig({ ...base, EMBED_ORIGINS: 'https://Blog.Example/, http://127.0.0.1:4300' })
        .embedOrigins,
    ).toEqual(['https://blog.example', 'http://127.0.0.1:4300']);
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYOUT_DETAILS_KEY: 'y'.repeat(32),
    };
    expect(loadConfig(production).embedOrigins).toEqual([]);
    expect(() => loadConfig({ ...base, EMBED_ORIGINS: 'https://*.blog.example' })).toThrow(
      /EMBED_ORIGINS: "https:\/\/\*\.blog\.example" must be an origin only/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'x' })).toThrow(
      new ConfigError('Invalid configuration: PORT: must be a non-negative integer'),
    );
    expect(() => loadConfig({ ...base, DEFAULT_COUNTRY: 'USA' })).toThrow(/DEFAULT_COUNTRY/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});

describe('media and test clock configuration', () => {
  it('local media by default; S3 needs its settings; TEST_CLOCK is refused in production', () => {
    const load = loadConfig;
    const Err = ConfigError;
    const MEM = IN_MEMORY;
    const base = { NODE_ENV: 'test', DATA_DIR: MEM };
    const config = load(base);
    expect(config.media.storage).toBe('local');
    expect(config.media.urlTtlSeconds).toBe(600);
    expect(config.media.signingSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.testClock).toBe(false);
    expect(() => load({ ...base, MEDIA_STORAGE: 's3' })).toThrow(Err);
    const s3 = load({
      ...base,
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.media.s3?.endpoint).toBe('https://s3.eu-central-1.amazonaws.com');
    expect(() =>
      load({
        NODE_ENV: 'production',
        DATA_DIR: MEM,
        JWT_SECRET: 'x'.repeat(40),
        PAYOUT_DETAILS_KEY: 'k'.repeat(40),
        TEST_CLOCK: 'true',
      }),
    ).toThrow(/TEST_CLOCK/);
  });
});

describe('production: safe defaults (issue 29 items 2 and 13)', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: IN_MEMORY,
    JWT_SECRET: 'j'.repeat(40),
    PAYOUT_DETAILS_KEY: 'p'.repeat(40),
  };

  it('seeds nothing by default; SEED=true seeds the sample data without the demo passwords', () => {
    expect(loadConfig(production)).toMatchObject({ seed: false, seedDemoPasswords: false });
    expect(loadConfig({ ...production, SEED: 'true' })).toMatchObject({
      seed: true,
      seedDemoPasswords: false,
    });
    expect(loadConfig({ ...production, SEED: 'true' }).warnings.join('\n')).toMatch(/no password/);
    // Development and tests keep the one-command demo with its listed accounts.
    expect(loadConfig({ DATA_DIR: IN_MEMORY })).toMatchObject({
      seed: true,
      seedDemoPasswords: true,
    });
    expect(loadConfig({ DATA_DIR: IN_MEMORY, SEED: 'false' }).seed).toBe(false);
  });

  it('refuses to start without PAYOUT_DETAILS_KEY, or with the published development key', () => {
    const { PAYOUT_DETAILS_KEY: _, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(
      new ConfigError(
        'Invalid configuration: PAYOUT_DETAILS_KEY is required in production (at least 32 characters): payout details must not be encrypted with the published development key',
      ),
    );
    expect(() =>
      loadConfig({ ...production, PAYOUT_DETAILS_KEY: 'reelcart-development-payout-details-key' }),
    ).toThrow(/PAYOUT_DETAILS_KEY/);
    expect(() => loadConfig({ ...production, PAYOUT_DETAILS_KEY: 'short' })).toThrow(
      /PAYOUT_DETAILS_KEY/,
    );
    expect(loadConfig(production).payoutDetailsKey).toBe('p'.repeat(40));
  });
});
