import type { OwnedVideo } from '@reelcart/sdk/contract';
import { describe, expect, it } from 'vitest';
import { filterParam, filterVideos, holdingStatus } from './my-videos.server';

const video = (n: number, overrides: Partial<OwnedVideo> = {}): OwnedVideo => ({
  videoId: `vid_${n}`,
  productId: `prd_${n}_own_hd`,
  slug: `video-${n}`,
  title: `Video ${n}`,
  thumbnail: '',
  dvdId: `RC01-00${n}`,
  orderType: 'own',
  resolution: 'HD',
  download: true,
  stream: true,
  expiresAt: null,
  active: true,
  acquiredAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});
const items = [
  video(1, { title: 'Quiet Harbour' }),
  video(2, { orderType: 'rental', expiresAt: '2099-01-01T00:00:00Z' }),
  video(3, { orderType: 'rental', expiresAt: '2020-01-01T00:00:00Z', active: false }),
];

describe('my videos: filter and search', () => {
  it('sorts holdings into owned, renting and expired', () => {
    expect(items.map(holdingStatus)).toEqual(['owned', 'renting', 'expired']);
  });

  it('filters by status and searches title and DVD id, case-insensitively', () => {
    expect(filterVideos(items, 'all', '')).toHaveLength(3);
    expect(filterVideos(items, 'owned', '').map((v) => v.videoId)).toEqual(['vid_1']);
    expect(filterVideos(items, 'renting', '').map((v) => v.videoId)).toEqual(['vid_2']);
    expect(filterVideos(items, 'expired', '').map((v) => v.videoId)).toEqual(['vid_3']);
    expect(filterVideos(items, 'all', 'harb').map((v) => v.videoId)).toEqual(['vid_1']);
    expect(filterVideos(items, 'all', 'rc01-003').map((v) => v.videoId)).toEqual(['vid_3']);
    expect(filterVideos(items, 'owned', 'video 2')).toEqual([]);
  });

  it('reads ?filter=, anything unknown is all', () => {
    expect(filterParam(new URL('http://x/?filter=expired'))).toBe('expired');
    expect(filterParam(new URL('http://x/?filter=nope'))).toBe('all');
    expect(filterParam(new URL('http://x/'))).toBe('all');
  });
});
