import { describe, expect, it } from 'vitest';
import { hasFilters, pageHref, parsePage, parseVideoListState, videoListSearch } from './query';

describe('parsePage', () => {
  it('reads whole page numbers and falls back to the first page', () => {
    expect(parsePage(new URLSearchParams('page=3'))).toBe(3);
    for (const raw of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=10001', 'page=1e3']) {
      expect(parsePage(new URLSearchParams(raw)), raw).toBe(1);
    }
  });
});

describe('video list state', () => {
  it('reads filters, sort and page from the URL', () => {
    const state = parseVideoListState(
      new URLSearchParams('category=drama&studio=north-studio&sort=price-asc&page=2'),
    );
    expect(state).toEqual({
      page: 2,
      sort: 'price-asc',
      category: 'drama',
      studio: 'north-studio',
    });
    expect(hasFilters(state)).toBe(true);
  });

  it('drops unknown sorts and malformed slugs', () => {
    const state = parseVideoListState(new URLSearchParams('sort=random&actress=%3Cb%3E&series='));
    expect(state).toEqual({ page: 1, sort: 'newest' });
    expect(hasFilters(state)).toBe(false);
  });

  it('writes a state back to the same URL, defaults left out', () => {
    const search = 'category=drama&actress=ann-lee&series=quiet-river-series-1&sort=title&page=4';
    const state = parseVideoListState(new URLSearchParams(search));
    expect(parseVideoListState(new URLSearchParams(videoListSearch(state)))).toEqual(state);
    expect(videoListSearch({ page: 1, sort: 'newest' })).toBe('');
    expect(videoListSearch({ page: 1, sort: 'newest', studio: 'a' })).toBe('?studio=a');
  });
});

describe('pageHref', () => {
  it('keeps the other parameters and drops page 1', () => {
    expect(pageHref('/videos', '?studio=a&page=3', 4)).toBe('/videos?studio=a&page=4');
    expect(pageHref('/videos', '?studio=a&page=3', 1)).toBe('/videos?studio=a');
    expect(pageHref('/series', '', 1)).toBe('/series');
    expect(pageHref('/search', '?q=red+fox', 2)).toBe('/search?q=red+fox&page=2');
  });
});
