import type { Logger } from './deps';

/**
 * What the server's logs may hold (docs/decisions/058): never a query's parameters (a failed SQL
 * statement's values are e-mails, messages, addresses), tokens, verification or reset links, or
 * payout details, in any mode. Every Logger the server is given is wrapped by `redactingLogger`,
 * so a careless `log.warn('…', { error: String(error) })` cannot leak them either.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are never logged, wherever they sit in the data. */
const SECRET_KEY =
  /^(?:params|password|newPassword|currentPassword|passwordHash|token|refreshToken|accessToken|credential|authorization|cookie|secret|link|iban|bic|account|payee|holder|paymentDetails|details|payoutDetails|email)$/i;

/** Drizzle's `Failed query: …\nparams: …`: everything from `params:` to the end of the line. */
const PARAMS = /params:[^\n]*/g;
/** A token-like query parameter of a link (`?token=…`, `&sig=…`). */
const LINK_SECRET =
  /([?&](?:token|refreshToken|code|sig|signature|key|access_token|id_token)=)[^&\s"'<>]+/gi;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
/** A JSON Web Token: three base64url parts, the first `{"` encoded. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

/** A log text with query parameters, link secrets, bearer tokens and JWTs taken out. */
export function scrubText(text: string): string {
  return text
    .replace(PARAMS, `params: ${REDACTED}`)
    .replace(LINK_SECRET, `$1${REDACTED}`)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED);
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, also when Drizzle wraps the driver's error. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An error as the logs may show it: its name, SQLSTATE and statement (with `$1` placeholders,
 * never the values) for a database error, whose message is left out because drivers quote the
 * offending value in it; otherwise the scrubbed message. Then the first stack frames.
 */
export function summariseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: scrubText(String(error)) };
  const sqlState = sqlStateOf(error);
  const query = (error as { query?: unknown }).query;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 8)
    .map((line) => line.trim());
  const database = sqlState !== undefined || typeof query === 'string';
  return {
    name: error.name,
    ...(sqlState ? { sqlState } : {}),
    ...(typeof query === 'string' ? { query: scrubText(query) } : {}),
    ...(database ? {} : { message: scrubText(error.message) }),
    stack: frames,
  };
}

/** Log data made safe: secret keys redacted, errors summarised, texts scrubbed (depth-bounded). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return summariseError(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 5) return '[…]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redact(v, depth + 1),
    ]),
  );
}

/** A Logger that redacts every message and datum before `inner` writes it. */
export function redactingLogger(inner: Logger): Logger {
  const write =
    (level: keyof Logger) =>
    (message: string, data?: Record<string, unknown>): void => {
      const safe = data === undefined ? undefined : (redact(data) as Record<string, unknown>);
      if (safe === undefined) inner[level](scrubText(message));
      else inner[level](scrubText(message), safe);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** The constraint a database error names (`videos_slug_unique`), also when Drizzle wraps it. */
export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
