import { VideoDetail, VideoPage } from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

// Round trips of the catalogue's uncached reads (issue 34, decision 112), counted as the
// statements the test database is sent (`server.statements`, testing/statements.ts). A second query
// creeping into a video's read or a page of videos fails here, on PGlite and on PostgreSQL alike.

let server: TestServer;
beforeAll(async () => {
  // No answers kept, and the catalogue version read once and held (the clock never moves): each
  // request below reaches the handler, and the version read is not counted.
  server = await startTestServer({}, { catalogueCache: { maxEntries: 0, now: () => 0 } });
  const warm = await server.request('GET', '/api/videos?limit=1');
  expect(warm.status, warm.text).toBe(200);
}, 120_000);
afterAll(() => server.close());

async function statementsOf(path: string) {
  const { result, statements } = await server.statements.during(() => server.request('GET', path));
  return { res: result, statements };
}

describe('the statements of the uncached catalogue reads', () => {
  it('GET /api/videos/{slug} is one statement, found or not', async () => {
    const page = VideoPage.parse((await server.request('GET', '/api/videos?limit=1')).json);
    const slug = page.items[0]?.slug ?? '';
    const { res, statements } = await statementsOf(`/api/videos/${slug}`);
    expect(res.status, res.text).toBe(200);
    const video = VideoDetail.parse(res.json);
    expect(video.slug).toBe(slug);
    expect(video.products.length).toBeGreaterThan(0);
    expect(video.actresses.length).toBeGreaterThan(0);
    expect(statements, statements.join('\n---\n')).toHaveLength(1);
    const missing = await statementsOf('/api/videos/no-such-video');
    expect(missing.res.status).toBe(404);
    expect(missing.statements, missing.statements.join('\n---\n')).toHaveLength(1);
  });

  it('GET /api/videos is one statement for every sort and filter, and past the last page', async () => {
    for (const path of [
      '/api/videos?page=2&limit=24',
      '/api/videos?sort=price-asc&resolution=4K',
      '/api/videos?sort=popular&featured=true',
      '/api/videos?sort=title&q=a&page=999',
    ]) {
      const { res, statements } = await statementsOf(path);
      expect(res.status, res.text).toBe(200);
      VideoPage.parse(res.json);
      expect(statements, `${path}\n${statements.join('\n---\n')}`).toHaveLength(1);
    }
    const { res } = await statementsOf('/api/videos?page=2&limit=24');
    expect(VideoPage.parse(res.json).items).toHaveLength(24);
  });
});
