import { expect, vi } from 'vitest';
import { Browser, settle, whileTimePasses } from '../auth/sessionBrowser.testing';
import type { Commerce } from '../createCommerce';
import type { Channel } from '../platform/channel';
import type { KeyValueStore } from '../platform/keyValueStore';
import { createFakeServer } from '../testing/createFakeServer';
import { DEFAULT_PASSWORD, makeCatalogue } from '../testing/fixtures';
import { SHOPPER, VIDEO_IDS } from './cartHarness.testing';

/*
 * A browser's own timing for tab tests (tabStart and tabsStartTogether property tests):
 * IndexedDB whose transactions end in the order they were made, each after its own delay, and a
 * BroadcastChannel whose messages take their own delay (in order per sender and receiver; a tab
 * hears only messages posted after its channel exists).
 */

/** IndexedDB in miniature: every transaction ends after its own delay, never before an earlier one. */
export function orderedStore(delays: () => number): KeyValueStore {
  const entries = new Map<string, unknown>();
  let last = 0;
  const after = <T>(work: () => T) =>
    new Promise<T>((resolve) => {
      const at = Math.max(last, Date.now() + delays());
      last = at;
      setTimeout(() => resolve(work()), at - Date.now());
    });
  const read = (key: string) => (entries.has(key) ? structuredClone(entries.get(key)) : undefined);
  return {
    get: ((key: string, parse?: (raw: unknown) => unknown) =>
      after(() => {
        const raw = read(key);
        return raw === undefined || !parse ? raw : parse(raw);
      })) as KeyValueStore['get'],
    set: (key, value) => {
      const copy = structuredClone(value);
      return after(() => {
        entries.set(key, copy);
      });
    },
    del: (key) =>
      after(() => {
        entries.delete(key);
      }),
  };
}

/** BroadcastChannel in miniature, with a delay per message. */
export function delayedHub(delays: () => number) {
  interface Member {
    listeners: Set<(message: unknown) => void>;
    closed: boolean;
    lastFrom: Map<Member, number>;
  }
  const members = new Set<Member>();
  return {
    createChannel(): Channel<unknown> {
      const me: Member = { listeners: new Set(), closed: false, lastFrom: new Map() };
      members.add(me);
      return {
        post(message) {
          if (me.closed) return;
          const snapshot = structuredClone(message);
          for (const to of members) {
            if (to === me) continue;
            const at = Math.max(to.lastFrom.get(me) ?? 0, Date.now() + delays());
            to.lastFrom.set(me, at);
            setTimeout(() => {
              if (to.closed) return;
              for (const listener of [...to.listeners]) listener(structuredClone(snapshot));
            }, at - Date.now());
          }
        },
        subscribe(listener) {
          me.listeners.add(listener);
          return () => me.listeners.delete(listener);
        },
        close() {
          me.closed = true;
          me.listeners.clear();
          members.delete(me);
        },
      };
    },
  };
}

/** Takes `values` in turn, round and round (a generated list of delays). */
export const cycle = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

/** A browser over a fresh fake server whose storage and channel take these delays in turn (ms). */
export function timedBrowser(storage: number[], channel: number[]): Browser {
  const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  return new Browser(server, [], {
    storage: orderedStore(cycle(storage)),
    hub: delayedHub(cycle(channel)),
  });
}

/**
 * Ids (tab ids, operation ids) drawn from `seed` instead of at random, until the returned
 * function restores `crypto.randomUUID`: equal revisions go to the larger tab id, so the order
 * of the tabs' ids is part of the timing a property generates and a seed replays.
 */
export function seededIds(seed: number): () => void {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state.toString(16).padStart(8, '0');
  };
  const spy = vi
    .spyOn(globalThis.crypto, 'randomUUID')
    .mockImplementation(
      () =>
        `${next()}-${next().slice(0, 4)}-4${next().slice(0, 3)}-8${next().slice(0, 3)}-${next()}${next().slice(0, 4)}` as `${string}-${string}-${string}-${string}-${string}`,
    );
  return () => spy.mockRestore();
}

/** A new tab of `browser` in which the shopper has signed in (requests taking their time). */
export async function openSignedIn(browser: Browser): Promise<Commerce> {
  const tab = browser.open();
  await settle();
  const signIn = await whileTimePasses(
    tab.auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD }),
  );
  expect(signIn.error).toBeNull();
  return tab;
}
