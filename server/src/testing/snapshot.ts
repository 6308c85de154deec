import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../modules/schema';
import { seedDatabase } from '../modules/seed';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const migrationsFolder = here('../platform/db/migrations');

/** Every non-test source file under `dir`, recursively, in a stable order. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * What the seeded snapshot is made of: the migrations and everything the seed runs — every
 * module (its seed part, the services it books orders, commissions and statements through, its
 * tables) and the platform (password hashing, the configuration).
 */
export function snapshotSources(): string[] {
  const migrations = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(migrationsFolder, f));
  const code = ['../modules', '../platform'].flatMap((d) => sourceFiles(here(d)));
  return [...migrations, ...code];
}

/**
 * Changes whenever one of `snapshotSources()` changes, so a stale snapshot is never used, and every
 * day: what the seed dates (orders, sales, the shopper's rental ending within days) is placed
 * relative to the day it ran, so yesterday's snapshot would show a rental about to end.
 */
export function snapshotKey(now = new Date()): string {
  const hash = createHash('sha256');
  hash.update(now.toISOString().slice(0, 10));
  for (const file of snapshotSources()) {
    hash.update(file.slice(file.lastIndexOf('/src/')));
    hash.update(readFileSync(file));
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
