import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';

/**
 * The database, recording the text of every statement run through it (which tables a read used),
 * in its transactions too.
 */
export function recording(db: Database, log: string[]): Database {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'transaction') {
        return (run: (tx: Database) => Promise<unknown>, config?: unknown) =>
          target.transaction(
            (tx) => run(recording(tx as unknown as Database, log)),
            config as never,
          );
      }
      if (name !== 'execute') return Reflect.get(target, name, receiver);
      return (query: SQL) => {
        log.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
}
