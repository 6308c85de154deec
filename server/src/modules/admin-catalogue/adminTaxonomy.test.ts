import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../../testing/useAdminServer';
import { royaltyRates } from '../schema';

const ctx = useAdminServer();
const { as } = ctx;
describe('admin catalogue: banners, performers, studios and categories', () => {
  it('banners: the home list shows exactly the live ones in the order set, schedules respected', async () => {
    const titles = async () =>
      ((await as(null).get('/api/banners')).json.items as Array<{ title: string }>).map(
        (b) => b.title,
      );
    const before = await titles();
    const future = await as(ctx.admin).post('/api/admin/banners', {
      title: 'Next month',
      subtitle: '',
      linkUrl: '/videos',
      imageUrl: null,
      startsAt: '2099-01-01T00:00',
      endsAt: null,
      active: true,
    });
    expect(future.status, future.text).toBe(200);
    expect(future.json.live).toBe(false);
    const now = await as(ctx.admin).post('/api/admin/banners', {
      title: 'Live now',
      subtitle: 'Sub',
      linkUrl: '/series',
      imageUrl: null,
      startsAt: null,
      endsAt: '2099-01-01T00:00',
      active: true,
    });
    expect(await titles()).toEqual([...before, 'Live now']);
    const list = (await as(ctx.admin).get('/api/admin/banners')).json as {
      items: Array<{ _id: string }>;
    };
    const ids = list.items.map((b) => b._id);
    const reversed = [...ids].reverse();
    const ordered = await as(ctx.admin).put('/api/admin/banners/order', { ids: reversed });
    expect(ordered.status, ordered.text).toBe(200);
    expect(await titles()).toEqual(['Live now', ...[...before].reverse()]);
    expect(
      (await as(ctx.admin).put('/api/admin/banners/order', { ids: ids.slice(1) })).json.field,
    ).toBe('ids');
    const bad = await as(ctx.admin).post('/api/admin/banners', {
      title: 'Bad',
      subtitle: '',
      linkUrl: 'javascript:alert(1)',
      imageUrl: null,
      startsAt: null,
      endsAt: null,
      active: true,
    });
    expect(bad.json.field).toBe('linkUrl');
    const history = (await as(ctx.admin).get('/api/admin/banners')).json.history as Array<{
      action: string;
    }>;
    expect(history.some((h) => h.action === 'reorder')).toBe(true);
    // Put the seeded order back for the other tests of this file.
    await as(ctx.admin).put('/api/admin/banners/order', { ids });
    const stale = await as(ctx.admin).put(`/api/admin/banners/${String(now.json._id)}`, {
      title: 'Live now',
      subtitle: 'Sub',
      linkUrl: '/series',
      imageUrl: null,
      startsAt: null,
      endsAt: null,
      active: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
  });

  it('actresses and studios: a photo or logo replaces the generated artwork on the store at once', async () => {
    const created = await as(ctx.admin).post('/api/admin/actresses', {
      name: 'Placeholder Performer',
      slug: 'placeholder-performer',
      description: 'A bio.',
      photoUrl: null,
    });
    expect(created.status, created.text).toBe(200);
    const saved = await as(ctx.admin).put('/api/admin/actresses/placeholder-performer', {
      name: 'Placeholder Performer',
      slug: 'placeholder-performer',
      description: 'A longer bio.',
      photoUrl: '/media/photo.jpg',
      version: created.json.version,
    });
    expect(saved.status, saved.text).toBe(200);
    const page = await as(null).get('/api/actresses/placeholder-performer');
    expect(page.json.image).toBe('/media/photo.jpg');
    expect(page.json.description).toBe('A longer bio.');
    const history = (saved.json.history as Array<{ action: string }>).map((h) => h.action);
    expect(history).toEqual(['update', 'create']);
    const stale = await as(ctx.admin).put('/api/admin/actresses/placeholder-performer', {
      ...saved.json,
      _id: undefined,
      videos: undefined,
      history: undefined,
      version: created.json.version,
    });
    expect(stale.status).toBe(409);
  });

  it('categories: create, rename at a version (stale → 409, taken slug → 409 on the field, old slug answers), the store lists them in order', async () => {
    const created = await as(ctx.admin).post('/api/admin/categories', {
      name: 'Placeholder Theme',
      slug: 'placeholder-theme',
      description: 'A theme.',
      position: 0,
    });
    expect(created.status, created.text).toBe(200);
    const taken = await as(ctx.admin).post('/api/admin/categories', {
      name: 'Again',
      slug: 'placeholder-theme',
      description: '',
      position: 0,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('SLUG_TAKEN');
    expect(taken.json.field).toBe('slug');
    const saved = await as(ctx.admin).put('/api/admin/categories/placeholder-theme', {
      name: 'Renamed Theme',
      slug: 'renamed-theme',
      description: 'A longer description.',
      position: 9000,
      version: created.json.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.slug).toBe('renamed-theme');
    const history = saved.json.history as Array<{
      action: string;
      changes: Array<{ field: string; before: unknown; after: unknown }>;
    }>;
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Placeholder Theme', after: 'Renamed Theme' },
      ]),
    );
    const page = await as(null).get('/api/categories/renamed-theme');
    expect(page.json.name).toBe('Renamed Theme');
    // The old slug keeps answering, under the new one (the store redirects to it).
    const old = await as(null).get('/api/categories/placeholder-theme');
    expect(old.status).toBe(200);
    expect(old.json.slug).toBe('renamed-theme');
    const slugs = async (sort: string) =>
      (
        (await as(null).get(`/api/categories?sort=${sort}&limit=100`)).json.items as Array<{
          slug: string;
        }>
      ).map((c) => c.slug);
    // Position 9000 puts it after every seeded category (position 0) on the store's order.
    expect((await slugs('order')).at(-1)).toBe('renamed-theme');
    expect((await slugs('name')).at(-1)).not.toBe('renamed-theme');
    const stale = await as(ctx.admin).put('/api/admin/categories/renamed-theme', {
      name: 'Lost',
      slug: 'renamed-theme',
      description: '',
      position: 0,
      version: created.json.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('STALE_VERSION');
    const again = await as(ctx.admin).put('/api/admin/categories/renamed-theme', {
      name: 'Renamed Theme',
      slug: 'renamed-theme',
      description: '',
      position: 0,
      version: saved.json.version,
    });
    expect(again.status, again.text).toBe(200);
    // All at position 0: the order falls back to the names.
    expect(await slugs('order')).toEqual(await slugs('name'));
  });
});

describe("a studio's royalty rate is the rate the manager's statements use", () => {
  it('creating a studio and changing its rate append royalty_rates rows effective today; a second change that day corrects it', async () => {
    const created = await as(ctx.admin).post('/api/admin/studios', {
      name: 'Rate Harbour',
      slug: 'rate-harbour',
      description: '',
      logoUrl: null,
      royaltyBps: 3300,
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json._id as string;
    const today = new Date(ctx.server.clock.now()).toISOString().slice(0, 10);
    const rates = () =>
      ctx.server.db
        .select({ rateBp: royaltyRates.rateBp, effectiveFrom: royaltyRates.effectiveFrom })
        .from(royaltyRates)
        .where(and(eq(royaltyRates.studioId, id), isNull(royaltyRates.videoId)));
    expect(await rates()).toEqual([{ rateBp: 3300, effectiveFrom: today }]);

    const edit = (version: number, royaltyBps: number) =>
      as(ctx.admin).put('/api/admin/studios/rate-harbour', {
        name: 'Rate Harbour',
        slug: 'rate-harbour',
        description: '',
        logoUrl: null,
        royaltyBps,
        version,
      });
    const renamed = await edit(created.json.version as number, 3300);
    expect(renamed.status, renamed.text).toBe(200);
    expect(await rates()).toHaveLength(1);
    const raised = await edit(renamed.json.version as number, 4100);
    expect(raised.status, raised.text).toBe(200);
    expect(raised.json.royaltyBps).toBe(4100);
    expect(await rates()).toEqual([{ rateBp: 4100, effectiveFrom: today }]);
  });
});

/**
 * A slug is one record's (issue 33): the admin forms check it as the admin types, and the server
 * still refuses a taken one with a clear 409 on the field — also when two creates race.
 */
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
      const first = await as(ctx.admin).post(`/api/admin/${plural}`, body(slug, 'First'));
      expect(first.status, first.text).toBe(200);
      const again = await as(ctx.admin).post(`/api/admin/${plural}`, body(slug, 'Again'));
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
      expect(again.json.message).toMatch(/already used by another .*: choose another\./);

      // Two at once: one is created, the other refused the same way (never a 5xx, never both).
      const raced = `${slug}-twice`;
      const answers = await Promise.all([
        as(ctx.admin).post(`/api/admin/${plural}`, body(raced, 'Left')),
        as(ctx.admin).post(`/api/admin/${plural}`, body(raced, 'Right')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409);
      expect(refused?.json).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
    });
  }
});
