import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AuthResponse, CartProduct } from '@reelcart/contract/store';
import {
  type Commerce,
  createCommerce,
  createMemoryCookieJar,
  createMemorySyncStore,
  createRecordingNavigator,
  type KeyValueStore,
  sessionFromAuthResponse,
  writeAuthCookie,
} from '@reelcart/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * Several tabs of one signed-in shopper, each a real SDK instance per page (full page loads),
 * against this server over HTTP: one browser's IndexedDB, localStorage and 'cart-sync' channel
 * shared by every page, as in Chromium. fast-check generates the interleaving: which tab moves
 * next, and (through its scheduler) the order in which answers, storage writes and channel
 * messages arrive. A page that is left stops at once: its answers, and its storage writes not
 * done yet, are lost (a browser gives no more); a request it sent still reaches the server.
 *
 * Runs: CART_TABS_RUNS (default 25); CART_TABS_SEED replays a failure.
 */
const RUNS = Number(process.env.CART_TABS_RUNS ?? 25);
const SEED =
  process.env.CART_TABS_SEED === undefined
    ? (Date.now() ^ (Math.random() * 2 ** 31)) | 0
    : Number(process.env.CART_TABS_SEED);
const TABS = 2;
const PAGES = 5;

let server: TestServer;
let http: ReturnType<typeof serve>;
let baseURL: string;
/** One own-SD product of each of TABS × PAGES videos, as cart lines. */
let products: CartProduct[] = [];

beforeAll(async () => {
  server = await startTestServer();
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  baseURL = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  // The lines as the server answers them (a throwaway shopper's cart).
  const shopper = await server.newShopper();
  const ids = Array.from(
    { length: TABS * PAGES },
    (_, i) => `prd_${String(170 + i).padStart(4, '0')}_own_sd`,
  );
  const pushed = await server.request('POST', '/api/cart', {
    token: shopper.token,
    body: { products: ids, cartVersion: null },
  });
  products = (pushed.json.cart as { products: CartProduct[] }).products;
  expect(products.map((p) => p._id)).toEqual(ids);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

/** One browser: its storage, channel and pages, every asynchronous step under `s`. */
function browser(s: fc.Scheduler, cookies: ReturnType<typeof createMemoryCookieJar>) {
  const idb = new Map<string, unknown>();
  // localStorage: synchronous, shared by every page of the browser.
  const journal = createMemorySyncStore();
  const members = new Set<{ closed: boolean; listeners: Set<(message: unknown) => void> }>();
  const later = <T>(label: string, run: () => T): Promise<T> =>
    s.schedule(Promise.resolve(), label).then(run);
  const fetchApi = s.scheduleFunction(async function answer(
    input: string | URL | Request,
    init?: RequestInit,
  ) {
    // A request that left reaches the server even if its page is gone (no abort after it left).
    const { signal: _gone, ...rest } = init ?? {};
    const res = await fetch(input, rest);
    return { status: res.status, headers: res.headers, body: await res.text() };
  });

  function openPage(): { commerce: Commerce; leave(): Promise<void> } {
    const page = { closed: false };
    function get(key: string): Promise<unknown>;
    function get<T>(key: string, parse: (raw: unknown) => T): Promise<T | undefined>;
    function get(key: string, parse?: (raw: unknown) => unknown) {
      return later('idb.get', () => {
        const raw = idb.has(key) ? structuredClone(idb.get(key)) : undefined;
        return raw !== undefined && parse ? parse(raw) : raw;
      });
    }
    const storage: KeyValueStore = {
      get,
      set: (key, value) => {
        const copy = structuredClone(value);
        // A write not done when the page goes is lost.
        return later('idb.set', () => {
          if (!page.closed) idb.set(key, copy);
        });
      },
      del: (key) =>
        later('idb.del', () => {
          if (!page.closed) idb.delete(key);
        }),
    };
    const channel = () => {
      const me = { closed: false, listeners: new Set<(message: unknown) => void>() };
      members.add(me);
      return {
        post(message: unknown) {
          if (me.closed) return;
          for (const other of members) {
            if (other === me) continue;
            const copy = structuredClone(message);
            void later('channel', () => {
              if (!other.closed) for (const listener of [...other.listeners]) listener(copy);
            });
          }
        },
        subscribe(listener: (message: unknown) => void) {
          me.listeners.add(listener);
          return () => me.listeners.delete(listener);
        },
        close() {
          me.closed = true;
          members.delete(me);
        },
      };
    };
    const hide = new Set<(event: 'hide') => void>();
    const commerce = createCommerce({
      baseURL,
      server: false,
      cookies,
      navigator: createRecordingNavigator(),
      captureReferral: false,
      timeoutMs: 0,
      storage,
      journal,
      channel,
      pageLifecycle: {
        subscribe(handler) {
          hide.add(handler);
          return () => hide.delete(handler);
        },
        onIdle: () => () => {},
      },
      fetch: async (input, init) => {
        const answer = await fetchApi(input, init);
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      },
    });
    return {
      commerce,
      async leave() {
        // pagehide: the SDK flushes (keepalive); the microtasks of that handler still run.
        for (const handler of hide) handler('hide');
        for (let i = 0; i < 20; i += 1) await Promise.resolve();
        page.closed = true;
        commerce.destroy();
      },
    };
  }
  return { openPage };
}

/** Lets the scheduled steps and real I/O run until `done` holds (or gives up). */
async function runUntil(s: fc.Scheduler, done: () => boolean) {
  for (let round = 0; round < 200 && !done(); round += 1) {
    if (s.count() > 0) await s.waitAll();
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

type Step = { tab: number; releases: number };

describe('two tabs, five full page loads each, one add per page', () => {
  /**
   * Invariant: whatever the interleaving of the tabs' page loads and of the answers, storage
   * writes and channel messages, every addition reaches the server cart: it ends with all
   * TABS × PAGES lines, and a new page shows them all.
   */
  it(
    `keeps every addition (${RUNS} interleavings)`,
    async ({ onTestFailed }) => {
      onTestFailed(() => {
        console.error(`replay with CART_TABS_SEED=${SEED} CART_TABS_RUNS=${RUNS}`);
      });
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.array(fc.record({ tab: fc.nat(TABS - 1), releases: fc.nat(3) }), {
            minLength: TABS * PAGES * 3,
            maxLength: TABS * PAGES * 3,
          }),
          async (s, steps: Step[]) => {
            const shopper = (await server.newShopper()) as unknown as AuthResponse;
            const cookies = createMemoryCookieJar();
            writeAuthCookie(cookies, sessionFromAuthResponse(shopper));
            const world = browser(s, cookies);
            // Each tab's script: open page i, add its video, leave; PAGES times.
            const scripts = Array.from({ length: TABS }, (_, tab) => {
              let page: ReturnType<typeof world.openPage> | null = null;
              const moves: Array<() => Promise<void> | void> = [];
              for (let i = 0; i < PAGES; i += 1) {
                const product = products[tab * PAGES + i];
                if (!product) throw new Error('missing product');
                moves.push(() => {
                  page = world.openPage();
                });
                moves.push(() => page?.commerce.cart.add(product));
                moves.push(() => page?.leave());
              }
              return moves;
            });
            const next = (tab: number) => scripts[tab]?.shift();
            for (const step of steps) {
              const move = next(step.tab) ?? next((step.tab + 1) % TABS);
              await move?.();
              for (let i = 0; i < step.releases && s.count() > 0; i += 1) await s.waitOne();
            }
            for (let tab = 0; tab < TABS; tab += 1) {
              for (let move = next(tab); move; move = next(tab)) await move();
            }
            await runUntil(s, () => s.count() === 0);
            // A new page of the same browser: restores, catches up, syncs.
            const last = world.openPage();
            const settled = () => {
              const view = last.commerce.cart.getSnapshot();
              return view.status === 'idle' && view.pendingOperations === 0;
            };
            await runUntil(s, () => last.commerce.cart.getSnapshot().status === 'idle');
            last.commerce.cart.sync();
            await runUntil(s, settled);
            const onServer = await server.request('GET', '/api/cart', { token: shopper.token });
            const lines = (onServer.json.cart as { products: CartProduct[] }).products;
            const wanted = products.map((p) => p._id).sort();
            expect(lines.map((p) => p._id).sort()).toEqual(wanted);
            expect(
              last.commerce.cart
                .getSnapshot()
                .products.map((p) => p._id)
                .sort(),
            ).toEqual(wanted);
            await last.leave();
            await runUntil(s, () => s.count() === 0);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    },
    Math.max(120_000, RUNS * 20_000),
  );
});
