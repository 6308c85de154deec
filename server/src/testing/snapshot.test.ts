import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { snapshotKey, snapshotSources } from './snapshot';

const modulesDir = fileURLToPath(new URL('../modules', import.meta.url));

describe('the seeded test snapshot key', () => {
  it('covers every seed module and the services the seed books through', () => {
    const sources = snapshotSources().map((f) => f.slice(f.lastIndexOf('/src/') + 5));
    const seeds = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('seed.ts'))
      .map((f) => `modules/${f}`);
    expect(seeds).toContain('modules/seed.ts');
    for (const file of seeds) expect(sources).toContain(file);
    expect(sources).toContain('modules/reports/statements.ts');
    expect(sources).toContain('modules/affiliate/programme.ts');
    expect(sources).toContain('modules/schema.ts');
    expect(sources.some((f) => f.endsWith('.sql'))).toBe(true);
    expect(sources.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('is stable between calls', () => {
    expect(snapshotKey()).toBe(snapshotKey());
    expect(snapshotKey()).toMatch(/^[0-9a-f]{16}$/);
  });
});
