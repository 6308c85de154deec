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

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'x' })).toThrow(
      new ConfigError('Invalid configuration: PORT: must be a non-negative integer'),
    );
    expect(() => loadConfig({ ...base, DEFAULT_COUNTRY: 'USA' })).toThrow(/DEFAULT_COUNTRY/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
