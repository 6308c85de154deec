import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';

/**
 * Every SQL statement a test database is sent, in order (issue 34, decision 092): Drizzle's logger
 * sees each statement the app runs — queries, prepared executions, `db.execute`, and on PostgreSQL
 * a transaction's BEGIN and COMMIT; on PGlite the harness adds those (`countTransactions`). Tests use
 * `during` to count the round trips of one call, so that a second query creeping into a path that
 * should be one statement fails a test.
 */
export class StatementLog implements Logger {
  readonly texts: string[] = [];
  /** The parameters each statement was sent with, by index into `texts`. */
  readonly params: unknown[][] = [];

  logQuery(query: string, params: unknown[] = []): void {
    this.texts.push(query);
    this.params.push(params);
  }

  /** The statements `run` sent, and what it answered. */
  async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const start = this.texts.length;
    const result = await run();
    return { result, statements: this.texts.slice(start) };
  }
}

/** Logs BEGIN and COMMIT (or ROLLBACK) around a PGlite transaction, which Drizzle does not log. */
export function countTransactions(client: PGlite, log: StatementLog): void {
  const original = client.transaction.bind(client);
  const counted: PGlite['transaction'] = async (fn) => {
    log.logQuery('begin');
    try {
      const result = await original(fn);
      log.logQuery('commit');
      return result;
    } catch (error) {
      log.logQuery('rollback');
      throw error;
    }
  };
  client.transaction = counted;
}
