import { PGlite } from '@electric-sql/pglite';

let t = performance.now();
const lap = (l: string) => {
  const n = performance.now();
  console.log(l, Math.round(n - t));
  t = n;
};
const pg = new PGlite();
await pg.waitReady;
lap('pglite ready');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const schema = await import('/work/main/server/src/db/schema.ts');
const db = drizzle({ client: pg, schema });
lap('drizzle');
await migrate(db, { migrationsFolder: '/work/main/server/src/db/migrations' });
lap('migrate');
const { seedDatabase } = await import('/work/main/server/src/seed/seed.ts');
lap('import seed');
await seedDatabase(db as never);
lap('seed');
const dump = await pg.dumpDataDir('none');
lap('dump ' + dump.size);
const pg2 = new PGlite({ loadDataDir: dump });
await pg2.waitReady;
lap('load from dump');
