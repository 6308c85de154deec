import type { VideoSummary } from '@reelcart/sdk/contract';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cardPrice, toCard, VideoCard } from './video-card';

afterEach(cleanup);

const summary = (products: VideoSummary['products'], fromPrice: number | null): VideoSummary => ({
  _id: 'vid_1',
  slug: 'video-1',
  title: 'Video 1',
  dvdId: null,
  thumbnail: '/api/art/videos/video-1.thumbnail.svg',
  cover: '/api/art/videos/video-1.cover.svg',
  releaseDate: '2026-11-01',
  durationMinutes: 90,
  featured: false,
  studio: null,
  series: null,
  actresses: [],
  categories: [],
  fromPrice,
  products,
});

function priceOnCard(video: VideoSummary): string {
  render(
    <MemoryRouter>
      <VideoCard video={toCard(video)} />
    </MemoryRouter>,
  );
  const text = screen.getByTestId('card-price').textContent ?? '';
  cleanup();
  return text;
}

describe('the price on a video card (issue 28 item 7, decision 068)', () => {
  it('says "Not for sale" for a video with nothing on sale, as its page says it cannot be bought', () => {
    expect(priceOnCard(summary([], null))).toBe('Not for sale');
  });

  it('shows the lowest price of what is on sale', () => {
    const product = {
      _id: 'p1',
      orderType: 'own' as const,
      resolution: 'HD' as const,
      price: 4.99,
      download: true,
      stream: true,
      rentalHours: null,
    };
    expect(priceOnCard(summary([product], 4.99))).toBe('from $4.99');
  });

  /*
   * For any price a card can be given (nothing on sale, free, or any amount of cents): the card
   * never says "$0.00"; it says "from $x" exactly when the cheapest option costs something.
   */
  it('never says "from $0.00", whatever the price', () => {
    const anyPrice = fc.oneof(
      fc.constant(null),
      fc.constant(0),
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
    );
    fc.assert(
      fc.property(anyPrice, (fromPrice) => {
        const label = cardPrice(fromPrice);
        expect(label).not.toMatch(/\$0\.00/);
        expect(label.startsWith('from $')).toBe(fromPrice !== null && fromPrice > 0);
      }),
    );
  });
});
