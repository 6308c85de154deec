import { type CallName, callSummaries, contract } from '@reelcart/contract/docs';
import { type CallDefinition, ErrorBody } from '@reelcart/contract/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness';
import { SAMPLES } from './testing/samples';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const names = Object.keys(contract) as CallName[];

async function sessionFor(call: CallDefinition) {
  const access = call.access;
  if (access) return server.sessionOf(access);
  return call.auth === 'none' ? null : server.newShopper();
}

/** The places of a JSON value that hold a string, as key paths. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withInserted(
  value: unknown,
  path: (string | number)[],
  char: string,
  at: number,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  const text = String(parent[last]);
  const i = at % (text.length + 1);
  parent[last] = text.slice(0, i) + char + text.slice(i);
  return copy;
}

// Invariant (issue 29): a valid request body of any call with a control character (C0 other than
// tab and line breaks, or DEL) inserted anywhere in any of its strings is refused by the contract.
function refusesControlCharacters(schema: CallDefinition['body'] & object, body: unknown) {
  const paths = stringPaths(body);
  if (paths.length === 0) return;
  const control = fc
    .oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0x0b, max: 0x0c }))
    .map((code) => String.fromCharCode(code))
    .chain((c) => fc.constantFrom(c, '\u000e', '\u001f', '\u007f', '\u001b'));
  fc.assert(
    fc.property(fc.constantFrom(...paths), control, fc.nat(), (path, char, at) => {
      expect(schema.safeParse(withInserted(body, path, char, at)).success).toBe(false);
    }),
    { numRuns: 20 },
  );
}

describe('every call of the contract answers what its schema says', () => {
  it.each(names)('%s', async (name) => {
    const call: CallDefinition = contract[name];
    const session = await sessionFor(call);
    const sample = await SAMPLES[name](server, session);
    const res = await server.request(call.method, sample.path, {
      token: sample.token ?? session?.token ?? null,
      body: sample.body,
    });
    expect(res.status, res.text).toBe(200);
    const parsed = call.response.safeParse(res.json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    if (call.body && sample.body !== undefined) refusesControlCharacters(call.body, sample.body);
  });

  it('error answers parse as the contract ErrorBody', async () => {
    const answers = await Promise.all([
      server.request('GET', '/api/cart'),
      server.request('POST', '/api/auth/login', { body: { email: 1 } }),
      server.request('POST', '/api/auth/login', { rawBody: '{nope' }),
      server.request('GET', '/api/videos/does-not-exist'),
      server.request('GET', '/api/nowhere'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 400, 400, 404, 404]);
    for (const a of answers) expect(ErrorBody.safeParse(a.json).success).toBe(true);
    expect(answers[1]?.json.field).toBe('email');
    expect(answers[2]?.json.field).toBe('body');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every call of the contract, generated from its schemas', async () => {
    const res = await server.request('GET', '/api/openapi.json');
    const doc = res.json as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; summary?: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...names].sort());
    // Summaries live apart from the call definitions (callSummaries): each one still arrives.
    for (const operation of operations)
      expect(operation.summary, operation.operationId).toMatch(/\w/);
    expect(doc.paths['/api/videos']?.get?.summary).toBe(callSummaries.listVideos);
    const login = doc.paths['/api/auth/login']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('generated artwork', () => {
  it('serves deterministic SVG for catalogue art and 404s anything else', async () => {
    const a = await server.request('GET', '/api/art/videos/secret-harbor-i-0175.thumbnail.svg');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    expect(a.text).toMatch(/^<svg[^>]+viewBox="0 0 640 360"/);
    expect(a.text).not.toMatch(/<image|href=|<script/);
    const b = await server.request('GET', '/api/art/videos/secret-harbor-i-0175.thumbnail.svg');
    expect(b.text).toBe(a.text);
    expect((await server.request('GET', '/api/art/videos/../../etc.svg')).status).toBe(404);
    expect((await server.request('GET', '/api/art/users/x.image.svg')).status).toBe(404);
  });
});
