import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Local persistence behind a three-method interface. Values are stored as structured clones
 * (what IndexedDB keeps), never as functions or class instances.
 *
 * Reading takes an optional `parse` (a schema's parse, say). A stored value that `parse`
 * rejects — or that the backend cannot read at all — is corrupt: it is deleted, a warning is
 * logged, and the read answers `undefined`. A corrupt store never crashes the caller.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  get<T>(key: string, parse: (raw: unknown) => T): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export type KeyValueStoreKind = 'indexedDB' | 'memory';

export interface StoreLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** The raw operations a backend provides; `createKeyValueStore` adds parsing and recovery. */
interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

function withRecovery(backend: Backend, logger: StoreLogger): KeyValueStore {
  const discard = async (key: string) => {
    try {
      await backend.del(key);
    } catch {
      // Nothing more to do: the read already answers undefined.
    }
  };
  function read(key: string): Promise<unknown>;
  function read<T>(key: string, parse: (raw: unknown) => T): Promise<T | undefined>;
  async function read<T>(key: string, parse?: (raw: unknown) => T): Promise<unknown> {
    let raw: unknown;
    try {
      raw = await backend.get(key);
    } catch (error) {
      logger.warn(`[reelcart] stored "${key}" could not be read; discarding it`, error);
      await discard(key);
      return undefined;
    }
    if (raw === undefined || !parse) return raw;
    try {
      return parse(raw);
    } catch (error) {
      logger.warn(`[reelcart] stored "${key}" is corrupted; discarding it`, error);
      await discard(key);
      return undefined;
    }
  }
  return {
    get: read,
    set: (key, value) => backend.set(key, value),
    del: (key) => backend.del(key),
  };
}

export interface MemoryKeyValueStoreOptions {
  /** Entries present from the start, e.g. a corrupted value for a test. */
  initial?: Record<string, unknown>;
  logger?: StoreLogger;
}

/** An in-memory store (server, tests, browsers without IndexedDB). Values are cloned in and out, like IndexedDB. */
export function createMemoryKeyValueStore(options: MemoryKeyValueStoreOptions = {}): KeyValueStore {
  const entries = new Map<string, unknown>(Object.entries(options.initial ?? {}));
  return withRecovery(
    {
      get: async (key) => (entries.has(key) ? structuredClone(entries.get(key)) : undefined),
      set: async (key, value) => {
        entries.set(key, structuredClone(value));
      },
      del: async (key) => {
        entries.delete(key);
      },
    },
    options.logger ?? console,
  );
}

export interface IndexedDbKeyValueStoreOptions {
  /** Database name; default 'reelcart'. */
  dbName?: string;
  /** Object store name; default 'keyval'. */
  storeName?: string;
  logger?: StoreLogger;
}

/**
 * An IndexedDB store through idb-keyval. The database is opened on first use, not on creation,
 * so creating the store touches nothing.
 */
export function createIndexedDbKeyValueStore(
  options: IndexedDbKeyValueStoreOptions = {},
): KeyValueStore {
  let store: UseStore | undefined;
  const use = (): UseStore => {
    store ??= createStore(options.dbName ?? 'reelcart', options.storeName ?? 'keyval');
    return store;
  };
  return withRecovery(
    {
      // async, so that a synchronous throw (IndexedDB blocked) arrives as a rejection.
      get: async (key) => get(key, use()),
      set: async (key, value) => set(key, value, use()),
      del: async (key) => del(key, use()),
    },
    options.logger ?? console,
  );
}

/** Whether IndexedDB can be used here: a browser (or worker) that has it. False on the server. */
export function hasIndexedDb(): boolean {
  return typeof globalThis.indexedDB !== 'undefined' && globalThis.indexedDB !== null;
}

export interface KeyValueStoreOptions extends IndexedDbKeyValueStoreOptions {
  /** Force a kind; by default IndexedDB where it exists, memory otherwise. */
  kind?: KeyValueStoreKind;
}

/** IndexedDB where available; a memory store on the server and where IndexedDB is missing. */
export function createKeyValueStore(options: KeyValueStoreOptions = {}): KeyValueStore {
  const kind = options.kind ?? (hasIndexedDb() ? 'indexedDB' : 'memory');
  if (kind === 'indexedDB') return createIndexedDbKeyValueStore(options);
  return createMemoryKeyValueStore(options.logger ? { logger: options.logger } : {});
}
