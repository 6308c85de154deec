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
