import { type CallName, contract } from '@reelcart/contract/docs';
import { type CallDefinition, ErrorBody, fillPath, pathParams } from '@reelcart/contract/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Session, startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
let sessions: Record<'shopper' | 'affiliate' | 'manager' | 'admin', Session>;
beforeAll(async () => {
  server = await startTestServer();
  sessions = {
    shopper: await server.newShopper(),
    affiliate: await server.sessionOf('affiliate'),
    manager: await server.sessionOf('manager'),
    admin: await server.sessionOf('admin'),
  };
}, 120_000);
afterAll(() => server.close());

// FUZZ_RUNS=200 for a deeper local run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const names = Object.keys(contract) as CallName[];

/** The property names a schema knows, so random input often hits real fields with wrong values. */
function keysOf(schema: z.ZodMiniType | undefined): string[] {
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];
}

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '%00',
    '../../x',
    "' or 1=1 --",
    'ü🎬',
    'x'.repeat(5000),
    // Control characters (issue 29, item 9: a NUL gave 500s) and integers past int4.
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    '\t\r\n',
  ),
  fc.constantFrom(2_147_483_648, -2_147_483_649, 9_007_199_254_740_992),
  fc.integer(),
  fc.double(),
);

function bodyArbitrary(call: CallDefinition) {
  const keys = [...keysOf(call.body), 'extra'];
  const object = fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length + 1 });
  return fc.oneof(
    object.map((o) => ({ raw: JSON.stringify(o) })),
    fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) })),
    fc.string().map((s) => ({ raw: s })),
  );
}

function queryArbitrary(call: CallDefinition) {
  const keys = [...keysOf(call.query), 'page', 'limit', 'q'];
  return fc
    .dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          '-5',
          '0',
          '1e9',
          '3.5',
          'abc',
          'SD',
          '4K',
          '\u0000',
          'a\u0000',
          '2147483648',
        ),
      ),
      { maxKeys: keys.length },
    )
    .map((q) => new URLSearchParams(q).toString());
}

describe('fuzzing: random bodies, queries and path parameters never get a 5xx', () => {
  it.each(names)('%s', { timeout: 120_000 }, async (name) => {
    const call: CallDefinition = contract[name];
    const role = call.access ?? 'shopper';
    const params = pathParams(call.path);
    await fc.assert(
      fc.asyncProperty(
        call.body ? bodyArbitrary(call) : fc.constant(undefined),
        queryArbitrary(call),
        fc.array(
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 40 }),
            fc.constantFrom('\u0000', 'a\u0000b', '\u001f', 'x'.repeat(400)),
          ),
          {
            minLength: params.length,
            maxLength: params.length,
          },
        ),
        fc.boolean(),
        async (body, query, values, signedIn) => {
          const path = fillPath(
            call.path,
            Object.fromEntries(params.map((p, i) => [p, values[i] ?? 'x'])),
          );
          const res = await server.request(call.method, `${path}${query ? `?${query}` : ''}`, {
            token: signedIn ? sessions[role].token : null,
            ...(body ? { rawBody: body.raw } : {}),
          });
          // Invariant: the server answers every input, and never with a server error.
          expect(
            res.status,
            `${call.method} ${path}?${query} ${body?.raw ?? ''} → ${res.text}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expect(ErrorBody.safeParse(res.json).success).toBe(true);
          if (res.status === 400 && call.body) expect(typeof res.json.field).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
