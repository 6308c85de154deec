import { vi } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { type Channel, createMemoryChannelHub } from '../platform/channel';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createMemoryKeyValueStore, type KeyValueStore } from '../platform/keyValueStore';
import { createRecordingNavigator } from '../platform/navigator';
import type { PageLifecycle, PageLifecycleEvent } from '../platform/pageLifecycle';
import { createMemorySyncStore } from '../platform/syncStore';
import type { FakeServer } from '../testing/createFakeServer';
import { type FaultInput, late, slow } from '../testing/faults';
import type { RefreshLock } from './authActors';

/**
 * One browser for model tests (sessionTabs.model.test.ts, afterPurchase.model.test.ts): up to
 * three SDK instances (tabs) share one auth cookie, one 'cart-sync' channel, one journal and one
 * stored cart, over the fake server, on simulated time (`vi.useFakeTimers`).
 */

/** Web Locks in miniature: tasks under one name run one after another, across tabs. */
export function fakeLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => {});
    return run;
  };
}

/** A request's time: `ms` before the server takes it, or `{ late: ms }` for its answer to come back. */
export type Latency = number | { late: number };

/** One browser: its tabs, and what they share. */
export class Browser {
  readonly tabs: Commerce[] = [];
  readonly cookies = createMemoryCookieJar();
  readonly hub: { createChannel(): Channel<unknown> };
  readonly storage: KeyValueStore;
  readonly journal = createMemorySyncStore();
  readonly lock = fakeLock();
  /** The refresh endpoint's failure while an outage lasts. */
  refreshFault: FaultInput | undefined;
  /** Each open tab's page lifecycle, to hide its page (`hide`). */
  private readonly lifecycles = new WeakMap<Commerce, (event: PageLifecycleEvent) => void>();
  private sent = 0;
  /**
   * `latencies` (ms, taken in turn by each request) make requests take time, as they do in a
   * browser, so tabs' pushes, refreshes and channel messages can cross; empty answers at once.
   */
  constructor(
    readonly server: FakeServer,
    readonly latencies: readonly Latency[] = [],
    /** A browser's own storage or channel timing (tabStart.property.test.ts); memory by default. */
    adapters: { storage?: KeyValueStore; hub?: { createChannel(): Channel<unknown> } } = {},
  ) {
    this.storage = adapters.storage ?? createMemoryKeyValueStore();
    this.hub = adapters.hub ?? createMemoryChannelHub();
    server.setFaultScript((request) => {
      if (request.path === '/api/auth/refresh-token' && this.refreshFault !== undefined) {
        return this.refreshFault;
      }
      const latency = this.latencies[this.sent++ % Math.max(1, this.latencies.length)] ?? 0;
      if (typeof latency !== 'number') return latency.late > 0 ? late(latency.late) : undefined;
      return latency > 0 ? slow(latency) : undefined;
    });
  }

  open(at = this.tabs.length): Commerce {
    const handlers = new Set<(event: PageLifecycleEvent) => void>();
    const pageLifecycle: PageLifecycle = {
      subscribe(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      onIdle(callback) {
        const timer = setTimeout(callback, 50);
        return () => clearTimeout(timer);
      },
    };
    const tab = createCommerce({
      baseURL: 'http://fake-server.test',
      fetch: this.server.fetch,
      server: false,
      cookies: this.cookies,
      navigator: createRecordingNavigator(),
      storage: this.storage,
      journal: this.journal,
      channel: () => this.hub.createChannel(),
      pageLifecycle,
      captureReferral: false,
      refreshLock: this.lock,
      timeoutMs: 0,
    });
    this.tabs.splice(at, 0, tab);
    this.lifecycles.set(tab, (event) => {
      for (const handler of [...handlers]) handler(event);
    });
    return tab;
  }

  /** The tab's page is hidden (`pagehide`: a reload, a link to another site, the tab closing). */
  hide(index: number) {
    this.lifecycles.get(this.tab(index))?.('hide');
  }

  /** The tab's page is reloaded: the SDK stops (writes under way may not land) and starts again. */
  reload(index: number) {
    const at = index % this.tabs.length;
    this.tabs.splice(at, 1)[0]?.destroy();
    this.open(at);
  }

  tab(index: number): Commerce {
    const tab = this.tabs[index % this.tabs.length];
    if (!tab) throw new Error('no tab');
    return tab;
  }

  /** The tab is closed: its SDK stops at once, nothing it had not sent yet leaves. */
  closeTab(index: number) {
    this.tabs.splice(index % this.tabs.length, 1)[0]?.destroy();
  }

  close() {
    for (const tab of this.tabs.splice(0)) tab.destroy();
  }
}

export const videosOf = (tab: Commerce) =>
  tab.cart
    .getSnapshot()
    .products.map((line) => Number(line.video._id.slice(1)))
    .sort((a, b) => a - b);
export const sorted = (videos: number[]) => [...videos].sort((a, b) => a - b);

/** Lets channel messages, requests and timers due within `ms` run. */
export async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.advanceTimersByTimeAsync(0);
}

/** Awaits `work` while simulated time passes (requests may be slow). */
export async function whileTimePasses<T>(work: Promise<T>): Promise<T> {
  let done = false;
  const result = work.finally(() => {
    done = true;
  });
  while (!done) await vi.advanceTimersByTimeAsync(50);
  return result;
}
