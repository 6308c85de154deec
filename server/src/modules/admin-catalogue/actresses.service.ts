import { contract } from '@reelcart/contract/admin';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { notFound, slugTaken, staleVersion } from '../../platform/errors';
import { slugRace } from '../../platform/slugRace';
import { historyOf, recordAudit } from '../audit';
import { actresses, videoActresses, videos } from '../schema';

/** The back office's actresses (issue 17), without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminActressService(deps: Deps) {
  const { db } = deps;
  type ActressRow = typeof actresses.$inferSelect;
  const actressSnapshot = (row: ActressRow) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    photoUrl: row.photoUrl,
  });
  async function actressBySlug(slug: string | undefined): Promise<ActressRow> {
    const [row] = await db
      .select()
      .from(actresses)
      .where(eq(actresses.slug, slug ?? ''));
    if (!row) throw notFound('Actress not found');
    return row;
  }
  async function adminActress(row: ActressRow) {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .innerJoin(videoActresses, eq(videoActresses.videoId, videos.id))
        .where(eq(videoActresses.actressId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'actress', row.id),
    ]);
    return { ...actressSnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }
  return {
    adminGetActress: handles(contract.adminGetActress, async ({ params }) =>
      adminActress(await actressBySlug(params.slug)),
    ),
    adminCreateActress: handles(contract.adminCreateActress, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      const id = newId('act');
      const written = db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: actresses.id })
          .from(actresses)
          .where(eq(actresses.slug, body.slug));
        if (clash) throw slugTaken('actress');
        await tx.insert(actresses).values({ id, ...body, photoUrl: body.photoUrl || null });
        await recordAudit(tx, actor, {
          entityType: 'actress',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...body },
        });
      });
      await written.catch(slugRace('actress'));
      return adminActress(await actressBySlug(body.slug));
    }),
    adminUpdateActress: handles(contract.adminUpdateActress, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const current = await actressBySlug(params.slug);
      const { version, ...input } = body;
      const written = db.transaction(async (tx) => {
        if (input.slug !== current.slug) {
          const [clash] = await tx
            .select({ id: actresses.id })
            .from(actresses)
            .where(and(eq(actresses.slug, input.slug), ne(actresses.id, current.id)));
          if (clash) throw slugTaken('actress');
        }
        const values = { ...input, photoUrl: input.photoUrl || null };
        const [updated] = await tx
          .update(actresses)
          .set({ ...values, version: sql`${actresses.version} + 1` })
          .where(and(eq(actresses.id, current.id), eq(actresses.version, version)))
          .returning({ version: actresses.version });
        if (!updated) {
          const [now] = await tx
            .select({ version: actresses.version })
            .from(actresses)
            .where(eq(actresses.id, current.id));
          throw staleVersion('actress', now?.version ?? version);
        }
        await recordAudit(tx, actor, {
          entityType: 'actress',
          entityId: current.id,
          action: 'update',
          before: actressSnapshot(current),
          after: values,
        });
      });
      await written.catch(slugRace('actress'));
      return adminActress(await actressBySlug(input.slug));
    }),
  };
}
