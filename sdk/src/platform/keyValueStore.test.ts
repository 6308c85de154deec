import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createIndexedDbKeyValueStore,
  createKeyValueStore,
  createMemoryKeyValueStore,
  hasIndexedDb,
} from './keyValueStore';

const parseCart = (raw: unknown): { items: string[] } => {
  if (
    typeof raw !== 'object' ||
    raw === null ||
    !Array.isArray((raw as { items?: unknown }).items)
  ) {
    throw new TypeError('not a cart');
  }
  return raw as { items: string[] };
};

const silentLogger = () => ({ warn: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('memory key-value store', () => {
  it('stores, reads and deletes values', async () => {
    const store = createMemoryKeyValueStore();
    expect(await store.get('cart')).toBeUndefined();
    await store.set('cart', { items: ['a'] });
    expect(await store.get('cart', parseCart)).toEqual({ items: ['a'] });
    await store.del('cart');
    expect(await store.get('cart')).toBeUndefined();
  });

  it('keeps clones, like IndexedDB: later changes to the object do not leak in', async () => {
    const store = createMemoryKeyValueStore();
    const value = { items: ['a'] };
    await store.set('cart', value);
    value.items.push('b');
    const read = await store.get('cart', parseCart);
    expect(read).toEqual({ items: ['a'] });
    read?.items.push('c');
    expect(await store.get('cart', parseCart)).toEqual({ items: ['a'] });
  });

  it('discards a corrupted value with a logged warning instead of crashing', async () => {
    const logger = silentLogger();
    const store = createMemoryKeyValueStore({ initial: { cart: '{"items": [tru' }, logger });
    await expect(store.get('cart', parseCart)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"cart" is corrupted');
    // Discarded, not merely skipped: the raw value is gone.
    expect(await store.get('cart')).toBeUndefined();
  });

  it('refuses values that cannot be cloned, as IndexedDB does', async () => {
    const store = createMemoryKeyValueStore();
    await expect(store.set('bad', { fn: () => 1 })).rejects.toThrow();
  });
});

describe('IndexedDB key-value store (idb-keyval over fake-indexeddb)', () => {
  it('round-trips values and discards corrupted ones', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const logger = silentLogger();
    const store = createIndexedDbKeyValueStore({ dbName: 'test', logger });
    await store.set('cart', { items: ['x'] });
    expect(await store.get('cart', parseCart)).toEqual({ items: ['x'] });
    await store.set('cart', 42);
    expect(await store.get('cart', parseCart)).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(await store.get('cart')).toBeUndefined();
    await store.set('other', 'kept');
    await store.del('other');
    expect(await store.get('other')).toBeUndefined();
  });

  it('opens nothing until first used', () => {
    const factory = new IDBFactory();
    const open = vi.spyOn(factory, 'open');
    vi.stubGlobal('indexedDB', factory);
    createIndexedDbKeyValueStore();
    expect(open).not.toHaveBeenCalled();
  });

  it('discards (never crashes) when the database cannot be read', async () => {
    const logger = silentLogger();
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('blocked by the browser');
      },
    });
    const store = createIndexedDbKeyValueStore({ logger });
    await expect(store.get('cart', parseCart)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be read'),
      expect.any(Error),
    );
  });
});

describe('createKeyValueStore', () => {
  it('picks memory on the server (no indexedDB)', async () => {
    expect(hasIndexedDb()).toBe(false);
    const store = createKeyValueStore();
    await store.set('k', 1);
    expect(await store.get('k')).toBe(1);
  });

  it('picks IndexedDB where it exists', async () => {
    const factory = new IDBFactory();
    const open = vi.spyOn(factory, 'open');
    vi.stubGlobal('indexedDB', factory);
    const store = createKeyValueStore({ dbName: 'picked' });
    await store.set('k', 1);
    expect(open).toHaveBeenCalledWith('picked');
    expect(await store.get('k')).toBe(1);
  });
});
