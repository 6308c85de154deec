import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';

/** The database, recording the text of every statement run through it (which tables a read used). */
export function recording(db: Database, log: string[]): Database {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver);
      return (query: SQL) => {
        log.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
}
