import type { EntityRef, VideoSummary } from '@reelcart/contract/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { generatedCatalogue, writeCatalogue } from './generatedCatalogue.testing';
import { readVideo, readVideoPage, type VideoListQuery } from './videoRead';
import { oracleVideo, oracleVideoPage } from './videoRead.testing';

// GET /api/videos/{slug} and GET /api/videos read in one prepared statement each (issue 34,
// decision 112). These tests hold them to the reads they replace (videoRead.testing.ts).

let server: TestServer;
let buyer: string;
beforeAll(async () => {
  server = await startTestServer();
  buyer = String((await server.newShopper()).user.id);
}, 120_000);
afterAll(() => server.close());

// Each run is a few milliseconds of SQL: more runs than elsewhere, so that the rarer sorts and
// filters meet pages with videos.
const RUNS = Number(process.env.FC_RUNS ?? 25) * 4;

const FILTERS = ['studio', 'series', 'actress', 'category', 'resolution', 'featured'] as const;
type Filter = (typeof FILTERS)[number];

const byId = (refs: EntityRef[]) => [...refs].sort((a, b) => (a._id < b._id ? -1 : 1));
const byNameThenId = (a: EntityRef, b: EntityRef) =>
  a.name === b.name ? (a._id < b._id ? -1 : 1) : a.name < b.name ? -1 : 1;

/**
 * The old reads left actresses and categories in the database's reading order; the new one sorts
 * them by name, then id. Checks that order, then compares the rest with both lists by id.
 */
function comparable<T extends VideoSummary>(video: T, sorted: boolean): T {
  if (sorted) {
    expect(video.actresses).toEqual([...video.actresses].sort(byNameThenId));
    expect(video.categories).toEqual([...video.categories].sort(byNameThenId));
  }
  return { ...video, actresses: byId(video.actresses), categories: byId(video.categories) };
}

describe('the catalogue video reads in one statement', () => {
  // Invariant: for any catalogue (videos published or not, with or without studio, series,
  // actresses, categories, dvd id or artwork, products of any kind enabled or not, sales, former
  // slugs — one of them another video's current slug), a video's read by any slug of it, and by a
  // slug no video has, answers what the old reads answer.
  it('reads a video as the old reads did, for generated catalogues', async () => {
    await fc.assert(
      fc.asyncProperty(generatedCatalogue, async (catalogue) => {
        const w = await writeCatalogue(server.db, catalogue, buyer);
        for (const slug of [...w.videoSlugs, ...w.formerSlugs, `${w.prefix}-none`]) {
          const [now, before] = await Promise.all([
            readVideo(server.db, slug),
            oracleVideo(server.db, slug),
          ]);
          expect(now && comparable(now, true), slug).toEqual(before && comparable(before, false));
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  // Invariant: for any catalogue and any list query (text, studio, series, actress, category,
  // resolution and featured filters each present or not, any sort, any page including past the
  // end, any page size), the page and the total are what the old reads answer.
  it('reads a page of videos as the old reads did, for generated catalogues and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        generatedCatalogue,
        fc.record({
          q: fc.constantFrom('prefix', 'title', 'dvd', 'none'),
          // Mostly one filter or none (more rarely find anything), now and then two.
          filters: fc.oneof(
            { arbitrary: fc.constant<Filter[]>([]), weight: 2 },
            fc.uniqueArray(fc.constantFrom(...FILTERS), { minLength: 1, maxLength: 2 }),
          ),
          which: fc.nat(3),
          resolution: fc.constantFrom('SD', 'HD', 'FHD', '4K'),
          featured: fc.constantFrom<'true' | 'false'>('true', 'false'),
          sort: fc.constantFrom('newest', 'oldest', 'title', 'price-asc', 'price-desc', 'popular'),
          // Mostly the first page (a few videos rarely fill two), now and then one past the end.
          page: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, fc.integer({ min: 2, max: 3 })),
          limit: fc.integer({ min: 1, max: 6 }),
        }),
        async (catalogue, pick) => {
          const w = await writeCatalogue(server.db, catalogue, buyer);
          const has = (filter: Filter) => pick.filters.includes(filter);
          const slug = (filter: Filter, slugs: string[]) =>
            has(filter)
              ? (slugs[pick.which % Math.max(1, slugs.length)] ?? `${w.prefix}-missing`)
              : undefined;
          const query: VideoListQuery = {
            page: pick.page,
            limit: pick.limit,
            // The prefix finds this catalogue's videos; "none" lists the whole catalogue.
            q:
              pick.q === 'prefix'
                ? w.prefix
                : pick.q === 'title'
                  ? `${w.prefix} a`
                  : pick.q === 'dvd'
                    ? `${w.prefix}-D`
                    : undefined,
            studio: slug('studio', w.studioSlugs),
            series: slug('series', w.seriesSlugs),
            actress: slug('actress', w.actressSlugs),
            category: slug('category', w.categorySlugs),
            resolution: has('resolution') ? pick.resolution : undefined,
            featured: has('featured') ? pick.featured : undefined,
            sort: pick.sort,
          };
          const [now, before] = await Promise.all([
            readVideoPage(server.db, query),
            oracleVideoPage(server.db, query),
          ]);
          expect(now.total).toBe(before.total);
          expect(now.items.map((v) => comparable(v, true))).toEqual(
            before.items.map((v) => comparable(v, false)),
          );
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
