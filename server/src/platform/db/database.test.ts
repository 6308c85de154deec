import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../modules/catalogue/seed';
import { actresses, categories, series, studios, users, videos } from '../../modules/schema';
import { startTestServer } from '../../testing/harness';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('has safe development defaults and keeps a generated JWT secret under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelcart-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      expect(first).toMatchObject({
        port: 4000,
        countryHeader: 'cf-ipcountry',
        defaultCountry: 'US',
        databaseUrl: undefined,
      });
      expect(first.warnings[0]).toMatch(/JWT_SECRET/);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
      const second = loadConfig({ DATA_DIR: dir });
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.warnings).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the bad variable and refuses production without a secret', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: ':memory:' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: ':memory:' })).toThrow(/at least 32/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYOUT_DETAILS_KEY: 'k'.repeat(40),
      COUNTRY_HEADER: 'X-Country',
      DATA_DIR: ':memory:',
    });
    expect(prod.countryHeader).toBe('x-country');
  });
});

describe('seed', () => {
  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(generateCatalogue());
  });

  it('fills the database with ≥200 videos across series, studios, actresses and categories, and every role', {
    timeout: 120_000,
  }, async () => {
    const server = await startTestServer();
    try {
      const n = async (
        table:
          | typeof videos
          | typeof series
          | typeof studios
          | typeof actresses
          | typeof categories,
      ) => (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;
      expect(await n(videos)).toBeGreaterThanOrEqual(200);
      expect(await n(series)).toBeGreaterThan(10);
      expect(await n(studios)).toBeGreaterThan(5);
      expect(await n(actresses)).toBeGreaterThan(20);
      expect(await n(categories)).toBeGreaterThan(10);
      const roles = await server.db
        .select({ role: users.role, isAffiliate: users.isAffiliate })
        .from(users);
      expect(new Set(roles.map((r) => r.role))).toEqual(new Set(['user', 'manager', 'admin']));
    } finally {
      await server.close();
    }
  });
});
