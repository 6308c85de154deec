import { type AdminStudio, contract } from '@reelcart/contract/admin';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { slugTaken, staleVersion } from '../../platform/errors';
import { slugRace } from '../../platform/slugRace';
import { historyOf, recordAudit } from '../audit';
import { studios, videos } from '../schema';
import { recordStudioRate, type StudioRow, studioBySlug, studioSnapshot } from './studios';

/** The back office's studios (issue 17), without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminStudioService(deps: Deps) {
  const { db } = deps;
  async function adminStudio(row: StudioRow): Promise<AdminStudio> {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .where(eq(videos.studioId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'studio', row.id),
    ]);
    return { ...studioSnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }
  return {
    adminGetStudio: handles(contract.adminGetStudio, async ({ params }) =>
      adminStudio(await studioBySlug(db, params.slug)),
    ),
    adminCreateStudio: handles(contract.adminCreateStudio, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      const id = newId('std');
      const written = db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: studios.id })
          .from(studios)
          .where(eq(studios.slug, body.slug));
        if (clash) throw slugTaken('studio');
        await tx.insert(studios).values({ id, ...body, logoUrl: body.logoUrl || null });
        await recordStudioRate(tx, id, body.royaltyBps, deps.clock.now());
        await recordAudit(tx, actor, {
          entityType: 'studio',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...body },
        });
      });
      await written.catch(slugRace('studio'));
      return adminStudio(await studioBySlug(db, body.slug));
    }),
    adminUpdateStudio: handles(contract.adminUpdateStudio, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const current = await studioBySlug(db, params.slug);
      const { version, ...input } = body;
      const written = db.transaction(async (tx) => {
        if (input.slug !== current.slug) {
          const [clash] = await tx
            .select({ id: studios.id })
            .from(studios)
            .where(and(eq(studios.slug, input.slug), ne(studios.id, current.id)));
          if (clash) throw slugTaken('studio');
        }
        const values = { ...input, logoUrl: input.logoUrl || null };
        const [updated] = await tx
          .update(studios)
          .set({ ...values, version: sql`${studios.version} + 1` })
          .where(and(eq(studios.id, current.id), eq(studios.version, version)))
          .returning({ version: studios.version });
        if (!updated) {
          const [now] = await tx
            .select({ version: studios.version })
            .from(studios)
            .where(eq(studios.id, current.id));
          throw staleVersion('studio', now?.version ?? version);
        }
        if (input.royaltyBps !== current.royaltyBps)
          await recordStudioRate(tx, current.id, input.royaltyBps, deps.clock.now());
        await recordAudit(tx, actor, {
          entityType: 'studio',
          entityId: current.id,
          action: 'update',
          before: { ...studioSnapshot(current) },
          after: { ...values },
        });
      });
      await written.catch(slugRace('studio'));
      return adminStudio(await studioBySlug(db, input.slug));
    }),
  };
}
