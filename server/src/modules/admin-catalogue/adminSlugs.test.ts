import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

/**
 * A slug is one record's (issue 33): the admin forms check it as the admin types, and the server
 * still refuses a taken one with a clear 409 on the field — also when two creates race.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.request('POST', path, { token: admin, body });

const BODIES: Record<string, (slug: string, name: string) => unknown> = {
  actresses: (slug, name) => ({ name, slug, description: '', photoUrl: null }),
  studios: (slug, name) => ({ name, slug, description: '', logoUrl: null, royaltyBps: 5000 }),
  categories: (slug, name) => ({ name, slug, description: '', position: 0 }),
  videos: (slug, title) => ({
    ...{ title, slug, description: '', dvdId: null, releaseDate: '2026-11-20' },
    ...{ durationMinutes: 90, studioId: null, seriesId: null, actressIds: [], categoryIds: [] },
    ...{ artworkUrl: null, published: false },
  }),
};

describe('a taken slug is refused with a clear 409 on the field', () => {
  for (const [plural, body] of Object.entries(BODIES)) {
    it(`${plural}: a second create with the slug, and two creates at once`, async () => {
      const slug = `slug-race-${plural}`;
      const first = await post(`/api/admin/${plural}`, body(slug, 'First'));
      expect(first.status, first.text).toBe(200);
      const again = await post(`/api/admin/${plural}`, body(slug, 'Again'));
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
      expect(again.json.message).toMatch(/already used by another .*: choose another\./);

      // Two at once: one is created, the other refused the same way (never a 5xx, never both).
      const raced = `${slug}-twice`;
      const answers = await Promise.all([
        post(`/api/admin/${plural}`, body(raced, 'Left')),
        post(`/api/admin/${plural}`, body(raced, 'Right')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409);
      expect(refused?.json).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
    });
  }
});
