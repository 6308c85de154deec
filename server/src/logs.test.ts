import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './modules/schema';
import type { Logger } from './platform/deps';
import type { RequestLogLine } from './platform/http/requestLog';
import { redactingLogger } from './platform/logSafety';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * Decision 058 (issue 29): the logs never hold a query's parameters, tokens, e-mail verification
 * links or payout details, in any mode. A full run (register, verify the mail, log in, refresh,
 * set up payouts, a request whose SQL fails) is made with every log line captured, the server's
 * log and the request log, and the secrets of that run are looked for in it.
 */
const lines: string[] = [];
const capture: Logger = {
  info: (m, d) => lines.push(`info ${m} ${JSON.stringify(d ?? {})}`),
  warn: (m, d) => lines.push(`warn ${m} ${JSON.stringify(d ?? {})}`),
  error: (m, d) => lines.push(`error ${m} ${JSON.stringify(d ?? {})}`),
};
const requestLog = (line: RequestLogLine) => lines.push(`request ${JSON.stringify(line)}`);

let server: TestServer;
beforeAll(async () => {
  // Development mode: the one that logs the most (e.g. verification links, before decision 046).
  server = await startTestServer({ env: 'development' }, { logger: capture, requestLog });
}, 120_000);
afterAll(() => server.close());

const PASSWORD = 'correct-horse-battery-7';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const HOLDER = 'Jane Ledgerwood';
const MARKER = 'sql-param-marker-5521';

describe('a full run logs none of its secrets', () => {
  it('register, verify, log in, refresh, payout setup, a failing SQL call', async () => {
    const secrets: string[] = [PASSWORD, IBAN, IBAN.replace(/\s/g, ''), HOLDER];
    const email = `logged-${Date.now().toString(36)}@example.test`;

    const registered = await server.request('POST', '/api/auth/register', {
      body: { email, password: PASSWORD, isAffiliate: true },
    });
    expect(registered.status, registered.text).toBe(200);
    secrets.push(String(registered.json.token), String(registered.json.refreshToken));

    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    const link = /https?:\/\/\S+\/verify-email\?token=(\S+)/.exec(mail?.text ?? '');
    expect(link, 'the verification mail holds its link').not.toBeNull();
    const [url = '', token = ''] = link ?? [];
    secrets.push(url, token);
    const verified = await server.request('POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status, verified.text).toBe(200);

    const login = await server.request('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    secrets.push(String(login.json.token), String(login.json.refreshToken));
    const refreshed = await server.request('POST', '/api/auth/refresh-token', {
      body: { refreshToken: login.json.refreshToken },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    secrets.push(String(refreshed.json.token), String(refreshed.json.refreshToken));

    const payout = await server.request('PUT', '/api/affiliate/payout-method', {
      token: String(refreshed.json.token),
      body: { method: 'wire', holder: HOLDER, bank: 'Example Bank', iban: IBAN, bic: 'DEUTDEFF' },
    });
    expect(payout.status, payout.text).toBe(200);

    // A value the contract does not parse reaches SQL and fails there (SQLSTATE 22021).
    const failing = await server.request('GET', `/api/creatives/${MARKER}%00/0123456789abcdef.png`);
    expect(failing.status).toBe(400);

    const log = lines.join('\n');
    expect(log).toContain('data exception');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    // The request log names the path asked for; the server's own lines name the route, so the
    // value that went into the failed statement is not in them.
    const serverLines = lines.filter((l) => !l.startsWith('request '));
    expect(serverLines.join('\n')).toContain('GET /api/creatives/:id/:file');
    expect(serverLines.join('\n')).not.toContain(MARKER);
  });

  it('a failed SQL statement handed to the log keeps its statement, never its parameters', async () => {
    const error = await server.db
      .execute(sql`select ${MARKER}::int as n`)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(String(error)).toContain(MARKER); // what used to be logged
    const seen: string[] = [];
    const log = redactingLogger({
      info: () => {},
      warn: () => {},
      error: (m, d) => seen.push(`${m} ${JSON.stringify(d)}`),
    });
    log.error('unhandled error', { error });
    log.error(`careless: ${String(error)}`, { text: String(error) });
    expect(seen.join('\n')).toContain('22P02');
    expect(seen.join('\n')).toContain('select $1::int');
    expect(seen.join('\n')).not.toContain(MARKER);
  });
});
