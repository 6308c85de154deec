import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A query prepared once per database (issue 34, decision 092): Drizzle builds its SQL once, and on
 * PostgreSQL it is a named statement that each pooled connection parses and plans once. `build`
 * must use `sql.placeholder` for every value that varies; `name` must be unique in the process.
 */
export function preparedPerDatabase<Q>(build: (db: Database, name: string) => Q, name: string) {
  const byDatabase = new WeakMap<Database, Q>();
  return (db: Database): Q => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db, name);
      byDatabase.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (a `sql` template whose varying values are all `sql.placeholder`s) prepared once
 * per database under `name`, for what the query builders cannot express — data-modifying CTEs,
 * say. Its SQL is built once, here, instead of on every call; on PostgreSQL each pooled connection
 * parses and plans it once. `run(db, values)` answers the driver's rows.
 */
export function preparedStatement(statement: SQL, name: string) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerDatabase(
    (db, n) => db._.session.prepareQuery(query, undefined, n, false),
    name,
  );
  return async (db: Database, values: Record<string, unknown>) =>
    ((await prepared(db).execute(values)) as { rows: Record<string, unknown>[] }).rows;
}
