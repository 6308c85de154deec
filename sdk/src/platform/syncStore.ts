/**
 * Synchronous string storage, for what must be written before a page can go: a write returns
 * only once it is done (localStorage). Small values only; a failed write (quota, storage
 * disabled) throws, and the caller decides what that costs.
 */
export interface SyncStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key in the store. */
  keys(): string[];
}

/** An in-memory store (tests; browsers without localStorage). */
export function createMemorySyncStore(initial: Record<string, string> = {}): SyncStore {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}

/** The browser's localStorage (shared by the tabs of an origin); memory where it is missing or refused. */
export function createSyncStore(): SyncStore {
  let storage: Storage | undefined;
  try {
    // Reading the property itself throws where storage is disabled.
    storage = globalThis.localStorage ?? undefined;
  } catch {}
  if (!storage) return createMemorySyncStore();
  const local = storage;
  return {
    getItem: (key) => local.getItem(key),
    setItem: (key, value) => local.setItem(key, value),
    removeItem: (key) => local.removeItem(key),
    keys: () => Array.from({ length: local.length }, (_, i) => local.key(i) ?? ''),
  };
}
