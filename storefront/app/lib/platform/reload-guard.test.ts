import { beforeEach, describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from './constants';
import { chunkReloadKey, markReload, mayReload } from './reload-guard';

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows a reload, then none for 10 s, then again', () => {
    const key = chunkReloadKey('/videos');
    expect(mayReload(sessionStorage, key, 1_000)).toBe(true);
    markReload(sessionStorage, key, 1_000);
    expect(mayReload(sessionStorage, key, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(sessionStorage, key, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('guards each path on its own', () => {
    markReload(sessionStorage, chunkReloadKey('/videos'), 5_000);
    expect(mayReload(sessionStorage, chunkReloadKey('/videos'), 6_000)).toBe(false);
    expect(mayReload(sessionStorage, chunkReloadKey('/series'), 6_000)).toBe(true);
  });

  it('treats a garbled flag as absent', () => {
    sessionStorage.setItem('k', 'not a number');
    expect(mayReload(sessionStorage, 'k', 0)).toBe(true);
  });
});
