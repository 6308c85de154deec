// A new, empty database on the cluster of `adminUrl` (tools/with-postgres.mjs gives one as
// TEST_POSTGRES_URL), for a server that migrates and seeds it on start: the PostgreSQL e2e run
// (tools/postgres-suite.mjs) and the render benchmark (storefront/scripts/bench-render.mjs).
import pg from 'pg';

/** Creates `{prefix}_{time}` and answers its URL, and how to drop it (with force) afterwards. */
export async function createEmptyDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(`drop database if exists "${name}" with (force)`),
  };
}
