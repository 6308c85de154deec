import { defineCall } from '@reelcart/contract/core/call';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Deps } from '../deps';
import type { AppEnv } from './context';
import { mountAll } from './route';

const Answer = z.object({ n: z.number() });
const calls = {
  first: defineCall({ method: 'GET', path: '/api/things/first', auth: 'none', response: Answer }),
  one: defineCall({ method: 'GET', path: '/api/things/{id}', auth: 'none', response: Answer }),
  unused: defineCall({ method: 'POST', path: '/api/things', auth: 'none', response: Answer }),
};
// Calls with `auth: 'none'` and no `access` use nothing of the deps.
const deps = {} as Deps;

describe('mountAll', () => {
  it("mounts each handler on the call of its name, in the service's order (the order Hono matches in)", async () => {
    const app = new Hono<AppEnv>();
    mountAll(app, deps, calls, {
      first: async () => ({ n: 1 }),
      one: async ({ params }) => ({ n: Number(params.id) }),
    });
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/things/first',
      'GET /api/things/:id',
    ]);
    expect(await (await app.request('/api/things/first')).json()).toEqual({ n: 1 });
    expect(await (await app.request('/api/things/7')).json()).toEqual({ n: 7 });
    // A call the service does not answer is not mounted.
    expect((await app.request('/api/things', { method: 'POST' })).status).toBe(404);
  });

  it("refuses a handler whose name is no call (by type, and at start-up) or whose answer is not the call's", () => {
    const app = new Hono<AppEnv>();
    // @ts-expect-error `other` is no call of `calls`
    expect(() => mountAll(app, deps, calls, { other: async () => ({ n: 1 }) })).toThrow(
      'mountAll: no call named other',
    );
    // @ts-expect-error the call answers `{ n: number }`
    mountAll(app, deps, calls, { first: async () => ({ n: 'one' }) });
  });

  it('sends an answer that fits as it is, strips a key the schema does not name, and refuses a wrong one', async () => {
    const app = new Hono<AppEnv>();
    const errors: string[] = [];
    const logging = {
      log: { error: (message: string) => errors.push(message) },
    } as unknown as Deps;
    const answers: unknown[] = [{ n: 1 }, { n: 2, extra: 'not in the schema' }, { n: 'three' }];
    let next = 0;
    mountAll(app, logging, calls, { first: async () => answers[next++] as { n: number } });
    app.onError(() => new Response(null, { status: 500 })); // (the app's own handler answers JSON)
    const texts = [];
    for (let i = 0; i < answers.length; i++) {
      const res = await app.request('/api/things/first');
      texts.push(`${res.status} ${res.status === 200 ? await res.text() : ''}`);
    }
    expect(texts).toEqual(['200 {"n":1}', '200 {"n":2}', '500 ']);
    expect(errors).toEqual(['response of GET /api/things/first broke its schema']);
  });
});
