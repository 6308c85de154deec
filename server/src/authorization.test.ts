import { type CallName, contract } from '@reelcart/contract/docs';
import type { CallDefinition } from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role, startTestServer, type TestServer } from './testing/harness';
import { SAMPLES } from './testing/samples';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

/** The expected status of a call for a role: the matrix the server must honour. */
function expected(name: CallName, role: Role): 200 | 401 | 403 {
  const call: CallDefinition = contract[name];
  const access = call.access;
  if (call.auth !== 'required' && !access) return 200;
  if (role === 'anonymous') return 401;
  if (access === 'admin') return role === 'admin' ? 200 : 403;
  if (access === 'manager') return role === 'manager' || role === 'admin' ? 200 : 403;
  if (access === 'affiliate') return role === 'affiliate' ? 200 : 403;
  return 200;
}

const cases = (Object.keys(contract) as CallName[]).flatMap((name) =>
  ROLES.map((role) => ({ name, role, status: expected(name, role) })),
);

describe('authorization matrix: every call × {anonymous, shopper, affiliate, manager, admin}', () => {
  it.each(cases)('$name as $role → $status', async ({ name, role, status }) => {
    const call: CallDefinition = contract[name];
    const session = role === 'anonymous' ? null : await server.sessionOf(role);
    const sample = await SAMPLES[name](server, session);
    const res = await server.request(call.method, sample.path, {
      token: sample.token ?? session?.token ?? null,
      body: sample.body,
    });
    expect(res.status, res.text).toBe(status);
  });

  it('refuses forged, expired and malformed bearer tokens with 401', async () => {
    const shopper = await server.sessionOf('shopper');
    const [header, payload] = shopper.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        id: 'usr_admin',
        email: 'admin@reelcart.test',
        userRole: 'admin',
        exp: 4102444800,
      }),
    ).toString('base64url');
    for (const token of [
      `${header}.${forgedPayload}.${shopper.token.split('.')[2]}`,
      `${header}.${payload}.`,
      'garbage',
      '',
    ]) {
      const res = await server.request('GET', '/api/admin/users', {
        token,
        headers: token ? {} : { authorization: 'Bearer' },
      });
      expect(res.status).toBe(401);
    }
  });
});
