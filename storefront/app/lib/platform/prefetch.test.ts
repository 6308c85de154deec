import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, createPrefetchQueue, dataUrl } from './prefetch';

const nav = (connection?: object) => ({ connection });

describe('prefetch', () => {
  it('never prefetches on 2G or with Data Saver', () => {
    expect(connectionAllowsPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(connectionAllowsPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(connectionAllowsPrefetch(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(connectionAllowsPrefetch(nav({ effectiveType: '3g' }))).toBe(true);
    expect(connectionAllowsPrefetch(nav())).toBe(true);
  });

  it("asks for React Router's single-fetch data URL", () => {
    expect(dataUrl('/')).toBe('/_.data');
    expect(dataUrl('/videos')).toBe('/videos.data');
    expect(dataUrl('/videos/?page=2')).toBe('/videos.data?page=2');
  });

  // Invariant: never more than 4 prefetches pending; every path is fetched exactly once.
  it('keeps at most 4 pending and fetches each path once', async () => {
    const started: string[] = [];
    const finish: Array<() => void> = [];
    let maxPending = 0;
    const queue = createPrefetchQueue((path) => {
      started.push(path);
      maxPending = Math.max(maxPending, queue.pending);
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/a', '/b']) queue.add(path);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.pending).toBe(4);
    finish.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    while (finish.length > 0) {
      finish.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
    expect(maxPending).toBeLessThanOrEqual(4);
    expect(queue.pending).toBe(0);
  });
});
