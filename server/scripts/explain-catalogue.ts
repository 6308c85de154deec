// `npx tsx scripts/explain-catalogue.ts`: the query plans of the store's catalogue reads
// (decision 052) on a freshly seeded database (PGlite, or PostgreSQL with the test suite's
// settings). With a seed this small the planner prefers sequential scans, so each query is also
// planned with `enable_seqscan = off`: that plan shows which index the query can use at scale, and
// a remaining "Seq Scan" names a query that has none.
import { sql } from 'drizzle-orm';
import { seededTestDatabase } from '../src/testing/harness';

const QUERIES: Record<string, string> = {
  'videos, newest (the /videos default)': `select v.*, (count(*) over ())::int from videos v where v.published = true order by v.release_date desc, v.id asc limit 24`,
  'videos of a studio': `select v.id from videos v where v.published = true and v.studio_id = (select id from studios limit 1) order by v.release_date desc limit 24`,
  'videos, popular': `select v.id from videos v where v.published = true order by (select count(*) from owned_products op where op.video_id = v.id) desc, v.release_date desc limit 24`,
  'a page of videos: products': `select * from products p where p.video_id in (select id from videos limit 24) and p.enabled = true`,
  'a page of videos: actresses': `select * from video_actresses va where va.video_id in (select id from videos limit 24)`,
  'a page of videos: categories': `select * from video_categories vc where vc.video_id in (select id from videos limit 24)`,
  'a video by slug': `select * from videos where slug = (select slug from videos limit 1)`,
  'the catalogue version (every cacheable call)': `select version from catalogue_versions where id = 'catalogue'`,
};

const database = await seededTestDatabase();
try {
  for (const [name, query] of Object.entries(QUERIES)) {
    console.log(`\n== ${name}`);
    for (const seqscan of ['on', 'off']) {
      await database.db.execute(sql.raw(`set enable_seqscan = ${seqscan}`));
      const plan: unknown = await database.db.execute(sql.raw(`explain ${query}`));
      const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Array<
        Record<string, string>
      >;
      console.log(`  enable_seqscan=${seqscan}:`);
      for (const row of rows) console.log(`    ${Object.values(row)[0]}`);
    }
  }
} finally {
  await database.close();
}
