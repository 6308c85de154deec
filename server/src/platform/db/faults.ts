/**
 * Whether an error means the database is unreachable or went away (rather than a bad query):
 * connection refused/reset/timed out, the server shutting down or terminating the session, too
 * many connections, a statement timeout, a pool or PGlite that is closed. The API answers those
 * with 503 DATABASE_UNAVAILABLE and Retry-After, never a 500 or a hang (docs/decisions/034).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08')) return true; // connection exception
      if (['57P01', '57P02', '57P03', '53300', '57014'].includes(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)) {
        return true;
      }
      if (code === '55000' && /accepting connections/i.test(String(message))) return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
