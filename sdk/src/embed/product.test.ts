import { describe, expect, it } from 'vitest';
import { embedVideo } from './embedFixtures';
import { toCartProduct } from './product';

describe('toCartProduct', () => {
  it('makes a cart line of a product of a video', () => {
    const video = embedVideo();
    const product = video.products.find((p) => p._id === 'v1-own-HD');
    expect(toCartProduct(video, 'v1-own-HD')).toEqual({
      _id: 'v1-own-HD',
      currentPrice: product?.price,
      resolution: 'HD',
      orderType: 'own',
      download: product?.download,
      stream: product?.stream,
      video: {
        _id: video._id,
        title: video.title,
        thumbnail: video.thumbnail,
        cover: video.cover,
        dvdId: null,
        slug: video.slug,
      },
    });
  });

  it('is null for a product the video does not have', () => {
    expect(toCartProduct(embedVideo(), 'v2-own-HD')).toBeNull();
  });
});
