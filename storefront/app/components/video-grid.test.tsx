import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeBanners } from './home-banners';
import type { VideoCardData } from './video-card';
import { VideoGrid } from './video-grid';

afterEach(cleanup);

const cards: VideoCardData[] = Array.from({ length: 5 }, (_, i) => ({
  _id: `v${i}`,
  slug: `video-${i}`,
  title: `Video ${i}`,
  thumbnail: `/api/art/videos/video-${i}.thumbnail.svg`,
  studio: null,
  fromPrice: 9.99,
}));
const priorities = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));

describe('lead images (the likely largest paint is fetched first)', () => {
  it("a page's main grid asks for its first row at high priority, and only that", () => {
    const { container } = render(
      <MemoryRouter>
        <VideoGrid videos={cards} lead />
      </MemoryRouter>,
    );
    expect(priorities(container)).toEqual(['high', 'high', null, null, null]);
  });

  it('a grid lower on the page asks for nothing special', () => {
    const { container } = render(
      <MemoryRouter>
        <VideoGrid videos={cards} />
      </MemoryRouter>,
    );
    expect(priorities(container)).toEqual([null, null, null, null, null]);
  });

  it("the home page's first banner is its lead image", () => {
    const banner = (n: number) => ({
      _id: `b${n}`,
      title: `Banner ${n}`,
      subtitle: '',
      linkUrl: '/videos',
      image: `/api/art/banners/banner-${n}.image.svg`,
    });
    const { container } = render(
      <MemoryRouter>
        <HomeBanners banners={[banner(1), banner(2), banner(3)]} />
      </MemoryRouter>,
    );
    expect(priorities(container)).toEqual(['high', null, null]);
  });
});
