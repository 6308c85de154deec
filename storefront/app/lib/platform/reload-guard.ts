import { RELOAD_GUARD_MS } from './constants';

/**
 * Reloads that must not loop: a timestamp in sessionStorage under `key` allows one reload per
 * RELOAD_GUARD_MS (10 s). Used by build updates and failed chunk loads.
 */
export function mayReload(storage: Storage, key: string, now: number): boolean {
  const last = Number(storage.getItem(key));
  return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS);
}

export function markReload(storage: Storage, key: string, now: number): void {
  storage.setItem(key, String(now));
}

export const BUILD_RELOAD_KEY = 'reelcart:build-reload';
export const chunkReloadKey = (path: string) => `reelcart:chunk-reload:${path}`;
