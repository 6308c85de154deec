import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { seededTestDatabase } from '../../testing/harness';
import { actresses, auditLog, categories, studios, videos } from '../schema';
import { historyOf, recordAudit } from './audit';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await seededTestDatabase());
}, 120_000);
afterAll(() => close());

const admin: AccessClaims = {
  id: 'usr_admin',
  email: 'admin@reelcart.test',
  userRole: 'admin',
  exp: 0,
};

async function names() {
  const [s, a, c, v] = await Promise.all([
    db.select({ id: studios.id, name: studios.name }).from(studios).limit(3),
    db.select({ id: actresses.id, name: actresses.name }).from(actresses).limit(3),
    db.select({ id: categories.id, name: categories.name }).from(categories).limit(3),
    db.select({ id: videos.id, name: videos.title }).from(videos).limit(3),
  ]);
  return { studios: s, actresses: a, categories: c, videos: v };
}

describe('history names the records it refers to by id', () => {
  it('labels studio, actress, category and video ids with their names', async () => {
    const n = await names();
    const [s0, s1] = n.studios;
    const entityId = `vid_labels_${Date.now()}`;
    await recordAudit(db, admin, {
      entityType: 'video',
      entityId,
      action: 'update',
      before: { studioId: s0?.id, actressIds: [], categoryIds: [n.categories[0]?.id] },
      after: {
        studioId: s1?.id,
        actressIds: n.actresses.map((a) => a.id),
        categoryIds: [n.categories[1]?.id],
      },
    });
    await recordAudit(db, admin, {
      entityType: 'video',
      entityId,
      action: 'create',
      before: null,
      after: { videoId: n.videos[0]?.id, studioId: 'std_deleted_since', priceCents: 999 },
    });
    const [created, updated] = await historyOf(db, 'video', entityId);
    expect(updated?.labels).toEqual(
      Object.fromEntries(
        [s0, s1, ...n.actresses, n.categories[0], n.categories[1]].map((r) => [r?.id, r?.name]),
      ),
    );
    // A record deleted since keeps its id: no label, the screen shows the id.
    expect(created?.labels).toEqual({ [n.videos[0]?.id ?? '']: n.videos[0]?.name });
  });

  // Invariant: resolving names costs one query per kind of record named (at most five), however
  // many entries the history holds — never one per entry (no N+1).
  it('reads names in at most one query per kind, whatever the number of entries', async () => {
    const n = await names();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (count) => {
        const entityId = `std_labels_${count}_${Math.random()}`;
        for (let i = 0; i < count; i += 1) {
          await recordAudit(db, admin, {
            entityType: 'studio',
            entityId,
            action: 'update',
            before: { studioId: n.studios[i % 3]?.id, videoId: n.videos[i % 3]?.id },
            after: { studioId: n.studios[(i + 1) % 3]?.id, videoId: n.videos[(i + 1) % 3]?.id },
          });
        }
        const select = vi.spyOn(db, 'select');
        try {
          const history = await historyOf(db, 'studio', entityId);
          expect(history).toHaveLength(count);
          // The log itself, then one query for the studios and one for the videos.
          expect(select).toHaveBeenCalledTimes(3);
          expect(history.every((e) => Object.keys(e.labels ?? {}).length >= 2)).toBe(true);
        } finally {
          select.mockRestore();
          await db.delete(auditLog).where(eq(auditLog.entityId, entityId));
        }
      }),
      { numRuns: 5 },
    );
  });
});
