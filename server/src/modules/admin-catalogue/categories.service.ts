import { contract } from '@reelcart/contract/admin';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { notFound, slugTaken, staleVersion } from '../../platform/errors';
import { slugRace } from '../../platform/slugRace';
import { historyOf, recordAudit } from '../audit';
import { categories, categorySlugRedirects, videoCategories, videos } from '../schema';

/** The back office's categories (issue 17), without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminCategoryService(deps: Deps) {
  const { db } = deps;
  type CategoryRow = typeof categories.$inferSelect;
  const categorySnapshot = (row: CategoryRow) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
  });
  async function categoryBySlug(slug: string | undefined): Promise<CategoryRow> {
    const [row] = await db
      .select()
      .from(categories)
      .where(eq(categories.slug, slug ?? ''));
    if (!row) throw notFound('Category not found');
    return row;
  }
  async function adminCategory(row: CategoryRow) {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .innerJoin(videoCategories, eq(videoCategories.videoId, videos.id))
        .where(eq(videoCategories.categoryId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'category', row.id),
    ]);
    return { ...categorySnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }
  return {
    adminGetCategory: handles(contract.adminGetCategory, async ({ params }) =>
      adminCategory(await categoryBySlug(params.slug)),
    ),
    adminCreateCategory: handles(contract.adminCreateCategory, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      const id = newId('cat');
      const written = db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, body.slug));
        if (clash) throw slugTaken('category');
        // A new category takes over a former slug: it stops redirecting.
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, body.slug));
        await tx.insert(categories).values({ id, ...body });
        await recordAudit(tx, actor, {
          entityType: 'category',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...body },
        });
      });
      await written.catch(slugRace('category'));
      return adminCategory(await categoryBySlug(body.slug));
    }),
    adminUpdateCategory: handles(contract.adminUpdateCategory, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const current = await categoryBySlug(params.slug);
      const { version, ...input } = body;
      const written = db.transaction(async (tx) => {
        if (input.slug !== current.slug) {
          const [clash] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.slug, input.slug), ne(categories.id, current.id)));
          if (clash) throw slugTaken('category');
        }
        const [updated] = await tx
          .update(categories)
          .set({ ...input, version: sql`${categories.version} + 1` })
          .where(and(eq(categories.id, current.id), eq(categories.version, version)))
          .returning({ version: categories.version });
        if (!updated) {
          const [now] = await tx
            .select({ version: categories.version })
            .from(categories)
            .where(eq(categories.id, current.id));
          throw staleVersion('category', now?.version ?? version);
        }
        if (input.slug !== current.slug) {
          // The old slug keeps working on the public store: it redirects to the new one.
          await tx
            .delete(categorySlugRedirects)
            .where(eq(categorySlugRedirects.oldSlug, input.slug));
          await tx
            .insert(categorySlugRedirects)
            .values({ oldSlug: current.slug, categoryId: current.id })
            .onConflictDoUpdate({
              target: categorySlugRedirects.oldSlug,
              set: { categoryId: current.id },
            });
        }
        await recordAudit(tx, actor, {
          entityType: 'category',
          entityId: current.id,
          action: 'update',
          before: categorySnapshot(current),
          after: { ...input },
        });
      });
      await written.catch(slugRace('category'));
      return adminCategory(await categoryBySlug(input.slug));
    }),
  };
}
