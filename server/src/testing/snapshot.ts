import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../db/schema';
import { seedDatabase } from '../seed/seed';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const migrationsFolder = here('../db/migrations');

/** Changes whenever the migrations or the seed change, so a stale snapshot is never used. */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(migrationsFolder, file)));
  }
  for (const file of [
    '../seed/seed.ts',
    '../seed/catalogue.ts',
    '../seed/random.ts',
    '../seed/intake.ts',
  ]) {
    hash.update(readFileSync(here(file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite that is migrated and seeded. Creating PGlite from scratch costs seconds;
 * loading a dump of an already-seeded database costs well under one, so the first test file to
 * need it writes the dump to the temp directory and every later one loads it.
 */
export async function seededPglite(): Promise<PGlite> {
  const file = join(tmpdir(), `reelcart-server-test-${snapshotKey()}.tar.gz`);
  if (existsSync(file)) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
    await client.waitReady;
    return client;
  }
  const client = new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedDatabase(db);
  const dump = await client.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return client;
}
