import {
  type CallDefinition,
  type CallName,
  callSummaries,
  contract,
  ErrorBody,
} from '@reelcart/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ACCESS } from './http/access';
import { startTestServer, type TestServer } from './testing/harness';
import { SAMPLES } from './testing/samples';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const names = Object.keys(contract) as CallName[];

async function sessionFor(name: CallName, call: CallDefinition) {
  const access = CALL_ACCESS[name];
  if (access) return server.sessionOf(access);
  return call.auth === 'none' ? null : server.newShopper();
}

describe('every call of the contract answers what its schema says', () => {
  it.each(names)('%s', async (name) => {
    const call: CallDefinition = contract[name];
    const session = await sessionFor(name, call);
    const sample = await SAMPLES[name](server, session);
    const res = await server.request(call.method, sample.path, {
      token: sample.token ?? session?.token ?? null,
      body: sample.body,
    });
    expect(res.status, res.text).toBe(200);
    const parsed = call.response.safeParse(res.json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
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
