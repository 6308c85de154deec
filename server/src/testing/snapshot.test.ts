import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { snapshotKey, snapshotSources } from './snapshot';

const seedDir = fileURLToPath(new URL('../seed', import.meta.url));

describe('the seeded test snapshot key', () => {
  it('covers every seed module and the services the seed books through', () => {
    const sources = snapshotSources().map((f) => f.slice(f.lastIndexOf('/src/') + 5));
    for (const file of readdirSync(seedDir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    )) {
      expect(sources).toContain(`seed/${file}`);
    }
    expect(sources).toContain('services/reports/statements.ts');
    expect(sources).toContain('services/affiliate/programme.ts');
    expect(sources).toContain('db/schema.ts');
    expect(sources.some((f) => f.endsWith('.sql'))).toBe(true);
    expect(sources.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('is stable between calls', () => {
    expect(snapshotKey()).toBe(snapshotKey());
    expect(snapshotKey()).toMatch(/^[0-9a-f]{16}$/);
  });
});
